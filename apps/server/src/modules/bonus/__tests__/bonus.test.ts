import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type User } from '@azart/contracts';
import { HOUSE, checkLedger, playerBalances, post } from '../../ledger/index.ts';
import { createTestApp, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { applyWagering, expireGrants, grantBonus, type GrantTerms } from '../index.ts';

/**
 * The bonus balance (issue 13, bonuses.md §1): grants through the ledger,
 * wagering oldest first, the wallet transfer of completed grants'
 * withdrawable share, the bonus exchange of deposit points, expiry, and
 * exactly-once under retries and races.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Answer = { statusCode: number; body: string; json<T>(): T };
const postJson = (player: Player, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, headers: { ...player.auth, ...headers }, payload });
const balances = (player: Player) => playerBalances(app.ctx.db, player.id);
const grant = (player: Player, terms: Partial<GrantTerms> = {}) =>
  app.ctx.db.transaction((tx) => grantBonus(tx, { userId: player.id, source: 'admin', amount: 1_000, wagerX100: 300, withdrawableBp: 10_000, key: `test-grant:${randomBytes(6).toString('hex')}`, ...terms }));
const wager = (player: Player, stake: number) => app.ctx.db.transaction((tx) => applyWagering(tx, player.id, stake));
const givePoints = (player: Player, points: number) =>
  app.ctx.db.transaction((tx) => post(tx, { key: `test-points:${randomBytes(6).toString('hex')}`, code: 'deposit_points', legs: [{ player: { userId: player.id, kind: 'points' }, amount: points }, { house: HOUSE.points, amount: -points }] }));
/** A refusal with the message of `code`: the service's own (its code), or the request schema's (under the field). */
const refusal = (response: Answer, code: keyof typeof MESSAGES, field?: string) => {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<{ code: string; error: string | Record<string, string[]> }>();
  if (field) {
    expect(body.code).toBe('validation_failed');
    expect((body.error as Record<string, string[]>)[field]).toEqual([MESSAGES[code].ru]);
  } else {
    expect(body.code).toBe(code);
    expect(body.error).toBe(MESSAGES[code].ru);
  }
};
const grantsOf = async (player: Player) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/bonus/grants', headers: player.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ grants: { id: number; state: string; progress: number; required: number; source: string }[]; bonusMoney: number; transferable: number; points: number }>();
};

describe('grants and wagering', () => {
  it('a grant credits the bonus balance once per key, from the bonus expense account', async () => {
    const player = await registerPlayer(app);
    const key = `test-once:${player.id}`;
    const first = await grant(player, { key });
    const again = await grant(player, { key });
    expect(again.id).toBe(first.id);
    expect((await balances(player)).bonus).toBe(1_000);
    const view = await grantsOf(player);
    expect(view).toMatchObject({ bonusMoney: 1_000, transferable: 0, grants: [{ id: first.id, state: 'active', progress: 0, required: 3_000, source: 'admin' }] });
  });

  it('stakes count towards the oldest active grant first and complete it exactly at amount × wager', async () => {
    const player = await registerPlayer(app);
    const older = await grant(player);
    const newer = await grant(player, { amount: 500, wagerX100: 200 });
    await wager(player, 2_999);
    let view = await grantsOf(player);
    expect(view.grants.find((g) => g.id === older.id)).toMatchObject({ state: 'active', progress: 2_999 });
    await wager(player, 1);
    view = await grantsOf(player);
    expect(view.grants.find((g) => g.id === older.id)).toMatchObject({ state: 'completed', progress: 3_000 });
    expect(view.grants.find((g) => g.id === newer.id)).toMatchObject({ state: 'active', progress: 0 });
    // One stake spills over from a grant it completes into the next.
    await wager(player, 0);
    await wager(player, 1_200);
    view = await grantsOf(player);
    expect(view.grants.find((g) => g.id === newer.id)).toMatchObject({ state: 'completed', progress: 1_000 });
    expect(view.transferable).toBe(1_500);
  });
});

describe('wallet transfer', () => {
  it('moves only the withdrawable share of completed grants, and refuses the rest with the spec\'s messages', async () => {
    const player = await registerPlayer(app);
    await grant(player);
    refusal(await postJson(player, '/api/bonus/transfer', { amount: 1_000 }), 'bonus_transfer_unwagered');
    refusal(await postJson(player, '/api/bonus/transfer', { amount: 50 }), 'bonus_transfer_min', 'amount');
    await wager(player, 3_000);
    await grant(player, { amount: 1_000, wagerX100: 0, withdrawableBp: 3_000 });
    expect((await grantsOf(player)).transferable).toBe(1_300);
    refusal(await postJson(player, '/api/bonus/transfer', { amount: 1_301 }), 'bonus_transfer_unwagered');
    const moved = await postJson(player, '/api/bonus/transfer', { amount: 1_300 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ user: User; amount: number }>()).toMatchObject({ amount: 1_300, user: { money: 1_300, bonusMoney: 700 } });
    expect((await grantsOf(player)).transferable).toBe(0);
    refusal(await postJson(player, '/api/bonus/transfer', { amount: 700 }), 'bonus_transfer_unwagered');
    // Nothing moved on a refusal: the balances are what the one transfer left.
    expect(await balances(player)).toMatchObject({ main: 1_300, bonus: 700 });
  });

  it('twenty concurrent transfers move the money once; a retried Idempotency-Key answers the same without moving again', async () => {
    const player = await registerPlayer(app);
    await grant(player, { wagerX100: 0 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(player, '/api/bonus/transfer', { amount: 1_000 })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(answer.json<{ code: string }>().code).toMatch(/^bonus_transfer_(min|unwagered)$/);
    expect(await balances(player)).toMatchObject({ main: 1_000, bonus: 0 });

    const other = await registerPlayer(app);
    await grant(other, { wagerX100: 0 });
    const same = await Promise.all(Array.from({ length: 20 }, () => postJson(other, '/api/bonus/transfer', { amount: 400 }, { 'idempotency-key': 'one-click' })));
    expect(same.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await balances(other)).toMatchObject({ main: 400, bonus: 600 });
  });
});

describe('bonus exchange', () => {
  it('turns 10 points into 1 coin of bonus as a wager ×1 grant; refuses too few points, odd amounts, and is idempotent', async () => {
    const player = await registerPlayer(app);
    await givePoints(player, 55);
    refusal(await postJson(player, '/api/bonus/exchange', { points: 5 }), 'points_min', 'points');
    refusal(await postJson(player, '/api/bonus/exchange', { points: 15 }), 'points_multiple', 'points');
    refusal(await postJson(player, '/api/bonus/exchange', { points: 60 }), 'points_min');
    expect(MESSAGES.points_min.en).toBe('Not enough points, min. 10 points.');
    const answers = await Promise.all(Array.from({ length: 5 }, () => postJson(player, '/api/bonus/exchange', { points: 50 }, { 'idempotency-key': 'exchange-1' })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const body = answers[0]!.json<{ user: User; amount: number; grant: { source: string; wager: number; required: number } }>();
    expect(body).toMatchObject({ amount: 500, user: { bonusMoney: 500, depositPoints: 5 }, grant: { source: 'exchange', wager: 1, required: 500 } });
    expect(await balances(player)).toMatchObject({ bonus: 500, points: 5 });
    expect((await grantsOf(player)).grants).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('takes back what is left of an expired grant, never more than the bonus balance, once', async () => {
    const player = await registerPlayer(app);
    await grant(player, { expiresAt: new Date(Date.now() - 1_000) });
    // The player lost 700 of it meanwhile (as a bonus-balance bet would).
    await app.ctx.db.transaction((tx) => post(tx, { key: `test-loss:${player.id}`, code: 'adjustment', legs: [{ player: { userId: player.id, kind: 'bonus' }, amount: -700 }, { house: HOUSE.adjustments, amount: 700 }] }));
    const kept = await grant(player, { amount: 200, expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await expireGrants(app.ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await balances(player)).bonus).toBe(0);
    const view = await grantsOf(player);
    expect(view.grants.find((g) => g.id !== kept.id)?.state).toBe('expired');
    expect(view.grants.find((g) => g.id === kept.id)?.state).toBe('active');
    await expireGrants(app.ctx.db);
    expect((await balances(player)).bonus).toBe(0);
  });

  it('leaves the ledger balanced after everything above', async () => {
    const check = await checkLedger(app.ctx.db);
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
  });
});
