import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BonusOverview, type User } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { checkLedger, playerBalances } from '../../ledger/index.ts';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { grantBonus, type GrantTerms } from '../index.ts';
import { DEFAULT_LEVELS } from '../levels.ts';

/**
 * Playing from the bonus balance and what settled bets count for (issue 13,
 * bonuses.md §1, §3, §6): the balance menu's choice, bonus-balance bets
 * wagering grants, real-money bets making levels (with their rewards),
 * MaxWin points and rakeback, demo bets counting for nothing, and the
 * rakeback claim paying once under a race.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const postJson = (player: Player, url: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, headers: { ...player.auth, ...headers }, payload });
const balances = (player: Player) => playerBalances(app.ctx.db, player.id);
const grant = (player: Player, terms: Partial<GrantTerms> = {}) =>
  app.ctx.db.transaction((tx) => grantBonus(tx, { userId: player.id, source: 'admin', amount: 1_000, wagerX100: 300, withdrawableBp: 10_000, key: `test-grant:${randomBytes(6).toString('hex')}`, ...terms }));
const choose = async (player: Player, balance: 'main' | 'bonus' | 'demo') => {
  const response = await postJson(player, '/api/balance/play', { balance });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: User }>().user;
};
const dice = async (player: Player, amount: number) => {
  const response = await postJson(player, '/api/games/dice/bet', { amount, chance: 95, side: 'less' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ bet: { id: number; win: number }; user: User }>();
};
const bubbles = async (player: Player, amount: number) => {
  const response = await postJson(player, '/api/games/bubbles/bet', { amount, target: 1.01 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ bet: { id: number; win: number }; user: User }>();
};
const overview = async (player: Player) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/bonus', headers: player.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BonusOverview>();
};
/** The counting runs in the background (a runtime duty): wait until no bet of the player is still queued. */
const counted = (player: Player) =>
  expect
    .poll(async () => Number(rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM bet_followups f JOIN bets b ON b.id = f.bet_id WHERE b.user_id = ${player.id}`))[0]!.n), { timeout: 10_000, interval: 50 })
    .toBe(0);

describe('the balance in play', () => {
  it('the menu chooses main, bonus or demo, and a bet moves only the chosen balance', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 50_000);
    await grant(player, { amount: 50_000 });
    const chosen = await choose(player, 'bonus');
    expect(chosen).toMatchObject({ bonusPlay: true, demo: false });

    const fromBonus = await dice(player, 1_000);
    expect(fromBonus.user.money).toBe(50_000);
    expect(fromBonus.user.bonusMoney).toBe(50_000 - 1_000 + fromBonus.bet.win);
    const row = rowsOf<{ bonus: boolean; demo: boolean }>(await app.ctx.db.execute(sql`SELECT bonus, demo FROM bets WHERE id = ${fromBonus.bet.id}`))[0];
    expect(row).toEqual({ bonus: true, demo: false });

    // Switching back: the next bet (its claim remembered from the last one is stale now) plays from main.
    expect(await choose(player, 'main')).toMatchObject({ bonusPlay: false, demo: false });
    const fromMain = await dice(player, 1_000);
    expect(fromMain.user.bonusMoney).toBe(fromBonus.user.bonusMoney);
    expect(fromMain.user.money).toBe(50_000 - 1_000 + fromMain.bet.win);

    // Demo clears the bonus choice: one choice of three.
    await choose(player, 'bonus');
    expect(await choose(player, 'demo')).toMatchObject({ bonusPlay: false, demo: true });
    expect(await choose(player, 'main')).toMatchObject({ bonusPlay: false, demo: false });
  });

  it('a bonus-balance bet needs bonus money, whatever the main balance holds', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 50_000);
    await choose(player, 'bonus');
    const refused = await postJson(player, '/api/games/dice/bet', { amount: 1_000, chance: 50, side: 'less' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'not_enough_money', error: MESSAGES.not_enough_money.ru });
    expect(await balances(player)).toMatchObject({ main: 50_000, bonus: 0 });
  });

  it('an unknown balance is refused with a localised message and changes nothing', async () => {
    const player = await registerPlayer(app);
    const response = await postJson(player, '/api/balance/play', { balance: 'gold' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain(MESSAGES.play_balance_invalid.en);
    const me = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: User }>().user;
    expect(me).toMatchObject({ demo: false, bonusPlay: false });
  });
});

describe('what settled bets count for', () => {
  it('bonus-balance stakes wager the oldest grant first; it completes and its share moves to main', async () => {
    const player = await registerPlayer(app);
    const small = await grant(player, { amount: 10_000, wagerX100: 100 });
    await grant(player, { amount: 1_000_000 });
    await choose(player, 'bonus');
    for (let i = 0; i < 3; i++) await dice(player, 2_500);
    await counted(player);
    let view = await overview(player);
    expect(view.grants.find((g) => g.id === small.id)).toMatchObject({ state: 'active', progress: 7_500, required: 10_000 });
    expect(view.transferable).toBe(0);
    await dice(player, 2_500);
    await counted(player);
    view = await overview(player);
    expect(view.grants.find((g) => g.id === small.id)).toMatchObject({ state: 'completed', progress: 10_000 });
    expect(view.transferable).toBe(10_000);
    // Bonus stakes are not real-money wagering: no level progress, no MaxWin points.
    expect(view.level.progress).toBe(0);
    expect(view.maxWinPoints).toBe(0);

    const moved = await postJson(player, '/api/bonus/transfer', { amount: 10_000 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ user: User }>().user.money).toBe(10_000);
  });

  it('demo bets count for nothing', async () => {
    const player = await registerPlayer(app);
    const active = await grant(player, { amount: 10_000 });
    await choose(player, 'demo');
    await postJson(player, '/api/demo/add');
    for (let i = 0; i < 3; i++) await dice(player, 5_000);
    // Nothing was queued for a demo bet: there is nothing to wait for.
    expect(rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM bet_followups f JOIN bets b ON b.id = f.bet_id WHERE b.user_id = ${player.id}`))).toHaveLength(0);
    const view = await overview(player);
    expect(view.grants.find((g) => g.id === active.id)).toMatchObject({ state: 'active', progress: 0 });
    expect(view).toMatchObject({ level: { level: 1, progress: 0 }, maxWinPoints: 0, rakeback: { available: 0 } });
  });

  it('real-money bets make the level (its reward paid once), the MaxWin points and rakeback (none for Dice)', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 2_000_000);
    // 1 000 coins of Dice reach level 2, whose reward (10 coins) is paid once to the bonus balance.
    await dice(player, 100_000);
    await counted(player);
    let view = await overview(player);
    expect(view.level).toMatchObject({ level: 2, progress: 100_000, next: DEFAULT_LEVELS.thresholds[2] });
    expect(view.maxWinPoints).toBe(1_000);
    expect(view.rakeback.available).toBe(0);
    expect(view.grants.filter((g) => g.source === 'level')).toMatchObject([{ amount: DEFAULT_LEVELS.rewards[1] }]);

    // Bubbles' edge is 1 %; level 2's rate is 6 %: 2 × 1 000 coins accrue 2 × 60 kopecks.
    await bubbles(player, 100_000);
    await bubbles(player, 100_000);
    await counted(player);
    view = await overview(player);
    expect(view.rakeback).toMatchObject({ available: 120, rate: 6, boostUntil: null });
    expect(view.maxWinPoints).toBe(3_000);
    expect(view.grants.filter((g) => g.source === 'level')).toHaveLength(1);
  });

  it('several players counted together each get their own level, MaxWin points and rakeback, once', async () => {
    const [high, low, other] = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    for (const player of [high, low, other]) await creditMain(app, player.id, 1_000_000);
    // Placed together, so the counting takes them in one batch or a few: each player's figures are their own either way.
    await Promise.all([dice(high, 100_000), bubbles(low, 10_000), bubbles(low, 10_000), bubbles(other, 50_000)]);
    for (const player of [high, low, other]) await counted(player);
    const [h, l, o] = [await overview(high), await overview(low), await overview(other)];
    expect(h.level).toMatchObject({ level: 2, progress: 100_000 });
    expect(h.grants.filter((g) => g.source === 'level')).toMatchObject([{ amount: DEFAULT_LEVELS.rewards[1] }]);
    expect([h.maxWinPoints, l.maxWinPoints, o.maxWinPoints]).toEqual([1_000, 200, 500]);
    expect([l.level.level, o.level.level]).toEqual([1, 1]);
    expect([l.grants.length, o.grants.length]).toEqual([0, 0]);
    // Level 1 rakeback on Bubbles' 1 % edge: a fraction of a kopeck per player, never another player's.
    const rakeback = rowsOf<{ user_id: number; rakeback_x100: number }>(
      await app.ctx.db.execute(sql`SELECT user_id, rakeback_x100 FROM loyalty WHERE user_id IN (${low.id}, ${other.id}, ${high.id}) ORDER BY user_id`),
    ).map((r) => [Number(r.user_id), Number(r.rakeback_x100)]);
    const rateBp = DEFAULT_LEVELS.rakebackBp[0]!;
    expect(rakeback).toEqual([
      [high.id, 0],
      [low.id, 2 * Math.floor((10_000 * 100 * rateBp) / 1_000_000)],
      [other.id, Math.floor((50_000 * 100 * rateBp) / 1_000_000)],
    ].sort((a, b) => a[0]! - b[0]!));
  });

  it('20 concurrent rakeback claims pay once; the fraction of a kopeck stays accrued', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000_000);
    await bubbles(player, 200_000);
    await counted(player);
    const before = await balances(player);
    // Level 1 (the reward of level 2 comes with these bets too), rate 5 % of a 1 % edge: 100 kopecks.
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(player, '/api/bonus/rakeback/claim')));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json<{ amount: number }>().amount).toBe(100);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(refused.json()).toMatchObject({ code: 'rakeback_min', error: MESSAGES.rakeback_min.ru });
    expect((await balances(player)).main).toBe(before.main + 100);
    expect((await overview(player)).rakeback.available).toBe(0);
  });

  it('a retried rakeback claim with its Idempotency-Key answers the first amount and pays nothing more', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000_000);
    await bubbles(player, 400_000);
    await counted(player);
    const key = { 'idempotency-key': `rb-${randomBytes(6).toString('hex')}` };
    const first = await postJson(player, '/api/bonus/rakeback/claim', {}, key);
    const again = await postJson(player, '/api/bonus/rakeback/claim', {}, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json<{ amount: number }>().amount).toBe(first.json<{ amount: number }>().amount);
    const postings = rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM postings WHERE idempotency_key = ${`rakeback:${player.id}:${key['idempotency-key']}`}`));
    expect(postings).toHaveLength(1);
  });

  it('the ledger balances with bonus-balance bets, level rewards and rakeback in the mix', async () => {
    const check = await checkLedger(app.ctx.db);
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
  });
});
