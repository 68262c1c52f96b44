import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminPromo, type BonusOverview, type PromoActivateResponse, type StatusesResponse, type StatusSpinResponse } from '@azart/contracts';
import { STATUS_SPIN_TABLE, STATUS_SPIN_TOP_X, statusSpin } from '@azart/fairness';
import { rowsOf, sql } from '@azart/db';
import { checkLedger, playerBalances } from '../../ledger/index.ts';
import { creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { api, cashierApp, paidDeposit, staffMember } from '../../../test/cashier.ts';
import { issueStatusCodes } from '../index.ts';

/**
 * Statuses, promo codes and the bonus back office (issue 13, bonuses.md §4,
 * §5): the week's deposits make the status, which raises deposit points and
 * opens the status spin; promo codes created in the back office pay once per
 * player within their limits, every refusal with its message; the weekly
 * personal codes; settings, hand grants and cancels, all audited.
 */

let app: TestApp;
let admin: Player;
beforeAll(async () => {
  app = await cashierApp();
  admin = await staffMember(app, 'admin');
});
afterAll(async () => {
  await app?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Player | null, payload?: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({ method, url, headers: { ...(who ? who.auth : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const ok = async <T,>(response: Awaited<ReturnType<typeof call>>): Promise<T> => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const refused = (response: Awaited<ReturnType<typeof call>>, code: keyof typeof MESSAGES, status = 422) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ code: string }>().code).toBe(code);
  return response.json<{ code: string; error: string }>();
};
let codes = 0;
const createPromo = async (terms: Record<string, unknown>) =>
  (await ok<{ promo: AdminPromo }>(await call('POST', '/api/admin/promo', admin, { code: `T${Date.now().toString(36)}${(codes++).toString(36)}`.toUpperCase(), rewardKind: 'fixed', amount: 1_000, ...terms }))).promo;
const activate = (who: Player, code: string, headers: Record<string, string> = {}) => call('POST', '/api/bonus/promo', who, { code }, headers);
const statuses = async (who: Player) => ok<StatusesResponse>(await call('GET', '/api/statuses', who));

describe('statuses', () => {
  it('a player without deposits this week has no status, the base points rate and no spin', async () => {
    const player = await registerPlayer(app);
    expect(await statuses(player)).toMatchObject({ weekDeposits: 0, status: 'none', perks: { pointsPercent: 10, promoRewardPercent: 0, spin: false }, multiplier: { x: 100, until: null }, nextSpinAt: null, weeklyCode: null });
    refused(await call('POST', '/api/statuses/spin', player), 'status_spin_needs_status');
  });

  it('the week\'s deposits make the status, whose rate the deposit that reaches it already earns', async () => {
    const player = await registerPlayer(app);
    await paidDeposit(app, player, 100_000);
    const view = await statuses(player);
    expect(view).toMatchObject({ weekDeposits: 100_000, status: 'bronze', perks: { pointsPercent: 25, promoRewardPercent: 1, spin: true }, nextSpinAt: null });
    // 1 000 coins at Bronze's 25 %: 250 points.
    expect((await api(app).money(player)).points).toBe(250);
  });

  it('the status spin draws on the seeds, lasts an hour, waits 6 hours, and multiplies promo rewards meanwhile', async () => {
    const player = await registerPlayer(app);
    await paidDeposit(app, player, 100_000);
    const spun = await ok<StatusSpinResponse>(await call('POST', '/api/statuses/spin', player));
    expect(STATUS_SPIN_TABLE.map((e) => e.x)).toContain(spun.spin.x);
    expect(new Date(spun.spin.until).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(spun.statuses.multiplier).toEqual({ x: spun.spin.x, until: spun.spin.until });
    const again = refused(await call('POST', '/api/statuses/spin', player, undefined, { 'accept-language': 'en' }), 'status_spin_not_ready');
    expect(again.error).toMatch(/^The next spin opens in (5 h 59|6 h 0) min$/);

    const promo = await createPromo({ amount: 10_000 });
    const paid = await ok<PromoActivateResponse>(await activate(player, promo.code));
    expect(paid).toMatchObject({ amount: Math.floor((10_000 * spun.spin.x) / 100), multiplier: spun.spin.x });

    // The draw is the fairness maths of the pair's seeds at its nonce.
    const { revealed } = await ok<{ revealed: { serverSeed: string; clientSeed: string } }>(await call('POST', '/api/fairness/rotate', player, {}));
    expect(statusSpin({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: spun.spin.nonce }).x).toBe(spun.spin.x);
  });

  it('the spin\'s top prize (×2) also brings the rakeback boost for 24 hours', async () => {
    const player = await registerPlayer(app);
    await paidDeposit(app, player, 100_000);
    // Move the pair's next nonce to the first one that draws ×2 (the seeds are the server's; the test may read them).
    const [pair] = rowsOf<{ id: number; server_seed: string; client_seed: string; nonce: number }>(
      await app.ctx.db.execute(sql`SELECT id, server_seed, client_seed, nonce FROM seed_pairs WHERE user_id = ${player.id} AND active`),
    );
    let nonce = Number(pair!.nonce);
    while (statusSpin({ serverSeed: pair!.server_seed, clientSeed: pair!.client_seed, nonce }).x !== STATUS_SPIN_TOP_X) nonce += 1;
    await app.ctx.db.execute(sql`UPDATE seed_pairs SET nonce = ${nonce} WHERE id = ${pair!.id}`);
    const spun = await ok<StatusSpinResponse>(await call('POST', '/api/statuses/spin', player));
    expect(spun.spin).toMatchObject({ x: 200, nonce });
    expect(new Date(spun.spin.boostUntil!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const overview = await ok<BonusOverview>(await call('GET', '/api/bonus', player));
    expect(overview.rakeback).toMatchObject({ rate: 10, boostUntil: spun.spin.boostUntil });
  });

  it('20 concurrent status spins draw once', async () => {
    const player = await registerPlayer(app);
    await paidDeposit(app, player, 100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/statuses/spin', player)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(answer.json<{ code: string }>().code).toBe('status_spin_not_ready');
    expect(rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM bonus_draws WHERE user_id = ${player.id} AND kind = 'status_spin'`))).toHaveLength(1);
  });

  it('Monday issues last week\'s status a personal code worth its share of the week\'s deposits, once, for its player only', async () => {
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    await paidDeposit(app, player, 500_000);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    expect(await issueStatusCodes(app.ctx.db, nextWeek)).toBeGreaterThanOrEqual(1);
    await issueStatusCodes(app.ctx.db, nextWeek);
    const issued = rowsOf<{ code: string; amount: number; user_id: number }>(await app.ctx.db.execute(sql`SELECT code, amount, user_id FROM promo_codes WHERE user_id = ${player.id}`));
    // Silver (5 000 coins): 1.5 % of the week.
    expect(issued).toEqual([expect.objectContaining({ amount: 7_500 })]);
    await app.ctx.db.execute(sql`UPDATE promo_codes SET starts_at = now() - interval '1 minute' WHERE user_id = ${player.id}`);
    refused(await activate(other, issued[0]!.code), 'promo_unknown');
    const paid = await ok<PromoActivateResponse>(await activate(player, issued[0]!.code));
    expect(paid.amount).toBe(7_500);
    const grant = rowsOf<{ source: string }>(await app.ctx.db.execute(sql`SELECT source FROM bonus_grants WHERE user_id = ${player.id}`));
    expect(grant).toEqual([{ source: 'status' }]);
  });
});

describe('promo codes', () => {
  it('only an administrator manages codes; a code is unique whatever its case', async () => {
    const player = await registerPlayer(app);
    expect((await call('POST', '/api/admin/promo', player, { code: 'NOPE123', rewardKind: 'fixed', amount: 100 })).statusCode).toBe(403);
    const promo = await createPromo({});
    refused(await call('POST', '/api/admin/promo', admin, { code: promo.code.toLowerCase(), rewardKind: 'fixed', amount: 100 }), 'promo_code_taken');
    const bad = await call('POST', '/api/admin/promo', admin, { code: 'GOOD1', rewardKind: 'fixed', amount: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(MESSAGES.promo_reward_invalid.ru);
  });

  it('20 concurrent activations by one player pay once, into the bonus balance with the code\'s wager', async () => {
    const player = await registerPlayer(app);
    const promo = await createPromo({ amount: 2_500, wagerX100: 500 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => activate(player, promo.code.toLowerCase())));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(answer.json()).toMatchObject({ code: 'promo_already_used', error: MESSAGES.promo_already_used.ru });
    expect((await playerBalances(app.ctx.db, player.id)).bonus).toBe(2_500);
    const overview = await ok<BonusOverview>(await call('GET', '/api/bonus', player));
    expect(overview.grants).toMatchObject([{ source: 'promo', amount: 2_500, wager: 5, required: 12_500 }]);
    const activations = await ok<{ items: { userId: number; amount: number }[] }>(await call('GET', `/api/admin/promo/${promo.id}/activations`, admin));
    expect(activations.items).toEqual([expect.objectContaining({ userId: player.id, amount: 2_500 })]);
  });

  it('a retry with its Idempotency-Key answers with the first activation', async () => {
    const player = await registerPlayer(app);
    const promo = await createPromo({ amount: 700 });
    const key = { 'idempotency-key': `promo-${promo.id}` };
    const first = await ok<PromoActivateResponse>(await activate(player, promo.code, key));
    const again = await ok<PromoActivateResponse>(await activate(player, promo.code, key));
    expect(again.amount).toBe(first.amount);
    expect((await playerBalances(app.ctx.db, player.id)).bonus).toBe(700);
  });

  it('refuses with a clear message: unknown, not active, disabled, used up, level too low', async () => {
    const [a, b, c] = await Promise.all([registerPlayer(app), registerPlayer(app), registerPlayer(app)]);
    const unknown = refused(await activate(a, 'NO-SUCH-CODE', { 'accept-language': 'en' }), 'promo_unknown');
    expect(unknown.error).toBe(MESSAGES.promo_unknown.en);
    const invalid = await activate(a, 'x');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain(MESSAGES.promo_code_invalid.ru);

    const ended = await createPromo({ endsAt: new Date(Date.now() - 60_000).toISOString() });
    refused(await activate(a, ended.code), 'promo_expired');
    const later = await createPromo({ startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    refused(await activate(a, later.code), 'promo_expired');
    const disabled = await createPromo({});
    expect((await ok<{ promo: AdminPromo }>(await call('POST', `/api/admin/promo/${disabled.id}/disable`, admin))).promo.disabled).toBe(true);
    refused(await activate(a, disabled.code), 'promo_expired');

    const two = await createPromo({ totalLimit: 2 });
    await ok(await activate(a, two.code));
    await ok(await activate(b, two.code));
    refused(await activate(c, two.code), 'promo_used_up');

    const high = await createPromo({ minLevel: 3 });
    const low = refused(await activate(a, high.code), 'promo_level_low');
    expect(low.error).toBe(MESSAGES.promo_level_low.ru.replace('{level}', '3'));
    const silver = await createPromo({ minStatus: 'silver' });
    refused(await activate(a, silver.code), 'promo_status_low');
    // Nothing above paid anything but the two activations of the limited code.
    expect((await playerBalances(app.ctx.db, c.id)).bonus).toBe(0);
  });

  it('a percent code pays its share of the last deposit within its cap; a boost doubles the rakeback rate for its hours', async () => {
    const player = await registerPlayer(app);
    const percent = await createPromo({ rewardKind: 'percent', amount: 0, percentBp: 1_000 });
    refused(await activate(player, percent.code), 'promo_no_deposit');
    await paidDeposit(app, player, 30_000);
    expect((await ok<PromoActivateResponse>(await activate(player, percent.code))).amount).toBe(3_000);
    const capped = await createPromo({ rewardKind: 'percent', amount: 0, percentBp: 5_000, cap: 2_000 });
    expect((await ok<PromoActivateResponse>(await activate(player, capped.code))).amount).toBe(2_000);

    const boost = await createPromo({ rewardKind: 'boost', amount: 0, boostHours: 24 });
    const boosted = await ok<PromoActivateResponse>(await activate(player, boost.code));
    expect(boosted).toMatchObject({ kind: 'boost', amount: 0 });
    expect(new Date(boosted.boostUntil!).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const overview = await ok<BonusOverview>(await call('GET', '/api/bonus', player));
    expect(overview.rakeback).toMatchObject({ rate: 10, boostUntil: boosted.boostUntil });
  });
});

describe('the bonus back office', () => {
  it('settings: only an administrator changes them, bad values are refused, each change audited and in force', async () => {
    const player = await registerPlayer(app);
    expect((await call('PUT', '/api/admin/bonus/settings', player, { grantLifetimeDays: 10 })).statusCode).toBe(403);
    const bad = await call('PUT', '/api/admin/bonus/settings', admin, { freeCoins: { minCoins: 5, maxCoins: 2, intervalMinutes: 10, belowBalance: 100 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(MESSAGES.settings_invalid.ru);
    const before = await ok<{ settings: { grantLifetimeDays: number } }>(await call('GET', '/api/admin/bonus/settings', admin));
    const changed = await ok<{ settings: { grantLifetimeDays: number }; changed: string[] }>(await call('PUT', '/api/admin/bonus/settings', admin, { grantLifetimeDays: 14 }));
    expect(changed.settings.grantLifetimeDays).toBe(14);
    expect(changed.changed).toContain('grantLifetimeDays');
    const audit = rowsOf<{ details: { from: number; to: number } }>(await app.ctx.db.execute(sql`SELECT details FROM audit_log WHERE action = 'bonus.settings' AND target_id = 'grantLifetimeDays' ORDER BY id DESC LIMIT 1`));
    expect(audit[0]!.details).toEqual({ from: before.settings.grantLifetimeDays, to: 14 });
    // Back to the default for the other tests.
    await ok(await call('PUT', '/api/admin/bonus/settings', admin, { grantLifetimeDays: 30 }));
  });

  it('a hand grant and its cancel move the money once each, audited with the reason', async () => {
    const player = await registerPlayer(app);
    const { grant } = await ok<{ grant: { id: number; amount: number } }>(await call('POST', `/api/admin/players/${player.id}/grants`, admin, { amount: 5_000, reason: 'compensation' }));
    expect((await playerBalances(app.ctx.db, player.id)).bonus).toBe(5_000);
    const listed = await ok<{ grants: { id: number; source: string }[] }>(await call('GET', `/api/admin/players/${player.id}/grants`, admin));
    expect(listed.grants).toEqual([expect.objectContaining({ id: grant.id, source: 'admin' })]);
    const canceled = await ok<{ takenBack: number; grant: { state: string } }>(await call('POST', `/api/admin/grants/${grant.id}/cancel`, admin, { reason: 'issued by mistake' }));
    expect(canceled).toMatchObject({ takenBack: 5_000, grant: { state: 'expired' } });
    refused(await call('POST', `/api/admin/grants/${grant.id}/cancel`, admin, { reason: 'again' }), 'bonus_grant_ended', 409);
    expect((await playerBalances(app.ctx.db, player.id)).bonus).toBe(0);
    const actions = rowsOf<{ action: string }>(await app.ctx.db.execute(sql`SELECT action FROM audit_log WHERE target_type = 'player' AND target_id = ${String(player.id)} ORDER BY id`));
    expect(actions.map((a) => a.action)).toEqual(['bonus.grant', 'bonus.cancel']);
    expect((await call('POST', `/api/admin/grants/999999999/cancel`, admin, { reason: 'none' })).statusCode).toBe(404);
  });

  it('a rakeback boost from the back office doubles the rate for its hours, audited; only an administrator gives it', async () => {
    const player = await registerPlayer(app);
    expect((await call('POST', `/api/admin/players/${player.id}/rakeback-boost`, player, { hours: 24, reason: 'vip' })).statusCode).toBe(403);
    const bad = await call('POST', `/api/admin/players/${player.id}/rakeback-boost`, admin, { hours: 0, reason: 'vip' });
    expect(bad.statusCode).toBe(422);
    const { boostUntil } = await ok<{ boostUntil: string }>(await call('POST', `/api/admin/players/${player.id}/rakeback-boost`, admin, { hours: 48, reason: 'vip week' }));
    expect(new Date(boostUntil).getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    expect((await ok<BonusOverview>(await call('GET', '/api/bonus', player))).rakeback).toMatchObject({ rate: 10, boostUntil });
    const audit = rowsOf<{ action: string }>(await app.ctx.db.execute(sql`SELECT action FROM audit_log WHERE target_type = 'player' AND target_id = ${String(player.id)}`));
    expect(audit).toEqual([{ action: 'bonus.boost' }]);
  });

  it('the ledger balances and real money is conserved with statuses, promo codes and back-office grants in the mix', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const check = await checkLedger(app.ctx.db);
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
    const report = await ok<{ balanced: boolean; money: { difference: number } }>(await call('GET', '/api/admin/reconciliation', admin));
    expect(report.money.difference).toBe(0);
    expect(report.balanced).toBe(true);
  });
});
