import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { megaWheelPayout, megaWheelResult, nextHash, roundGameSpec, x100Payout, x100Result, type MegaWheelSpot, type X100Multiplier } from '@azart/fairness';
import type { RoundGameBet, RoundHistoryItem, RoundVerifyResponse } from '@azart/contracts';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { checkLedger } from '../../ledger/index.ts';
import { createEngine } from '../engine.ts';
import { settleRound } from '../settlement.ts';
import { roundById } from '../store.ts';
import { FAST_ROUNDS, bet, current, driveUntil, freshRound, me, placed, type Engine } from './support.ts';

let app: TestApp;
let engine: Engine;
beforeAll(async () => {
  app = await createTestApp({ env: { ...FAST_ROUNDS, ROUND_MAX_BETS_PER_PLAYER: '3' } });
  engine = createEngine(app.ctx, 'x100');
});
afterAll(async () => {
  await app.close();
});

async function funded(amount = 1_000_000): Promise<Player> {
  const player = await registerPlayer(app);
  await creditMain(app, player.id, amount);
  return player;
}

describe('an x100 round from betting to the next round', () => {
  it('hides the result while bets are taken, refuses a late bet, pays exactly the chain maths and links to the round before', async () => {
    const [alice, bob] = [await funded(), await funded()];
    const open = await freshRound(app, engine, 'x100');

    // Betting: the round is public, its result and hash are not.
    const betting = await current(app, 'x100');
    expect(betting.round).toMatchObject({ id: open.id, state: 'betting', hash: null, result: null, payout: null });
    expect(Date.parse(betting.round!.bettingEndsAt)).toBeGreaterThan(Date.parse(betting.serverTime));

    const stakes = [
      { player: alice, amount: 1_000, spot: '2' },
      { player: alice, amount: 500, spot: '3' },
      { player: bob, amount: 2_000, spot: '10' },
      { player: bob, amount: 300, spot: '2' },
    ];
    // The two players side by side (each one's bets in order): a round's betting window is short (FAST_ROUNDS),
    // and four bets one after another could outlast it on a loaded machine.
    await Promise.all([alice, bob].map(async (player) => {
      for (const s of stakes.filter((stake) => stake.player === player)) await placed(app, 'x100', s.player, { amount: s.amount, spot: s.spot });
    }));
    const listed = await current(app, 'x100', alice);
    expect(listed.round!.totals).toEqual({ bets: 4, players: 2, amount: 3_800, bySpot: { 2: 1_300, 3: 500, 10: 2_000 } });
    expect(listed.bets.map((b) => b.nickname).sort()).toEqual([alice.login, alice.login, bob.login, bob.login].sort());
    expect(listed.mine!.bets.map((b) => b.spot)).toEqual(['2', '3']);

    // Betting closes: the spin's target shows, the hash does not; a bet now is refused and debits nothing.
    const spinning = await driveUntil(app, engine, 'x100', (r) => r.id === open.id && r.state === 'spinning');
    const expected = x100Result(spinning.hash, spinning.salt);
    const seen = await current(app, 'x100');
    expect(seen.round).toMatchObject({ state: 'spinning', hash: null, result: { game: 'x100', cell: expected.cell, multiplier: expected.multiplier } });
    const before = await me(app, alice);
    const late = await bet(app, 'x100', alice, { amount: 100, spot: '2' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'round_betting_closed' });
    expect((await bet(app, 'x100', alice, { amount: 100, spot: '2' }, { 'accept-language': 'en' })).json().error).toMatch(/closed/);
    expect((await me(app, alice)).money).toBe(before.money);

    // The result: each bet pays amount × m on its multiplier, nothing else; balances move by exactly that.
    const ended = await driveUntil(app, engine, 'x100', (r) => r.id === open.id && r.state === 'result');
    const winOf = (amount: number, spot: string) => x100Payout(amount, Number(spot) as X100Multiplier, expected);
    const aliceWins = winOf(1_000, '2') + winOf(500, '3');
    const bobWins = winOf(2_000, '10') + winOf(300, '2');
    expect(ended.payout).toBe(aliceWins + bobWins);
    expect((await me(app, alice)).money).toBe(1_000_000 - 1_500 + aliceWins);
    expect((await me(app, bob)).money).toBe(1_000_000 - 2_300 + bobWins);

    const shown = await current(app, 'x100', alice);
    expect(shown.round).toMatchObject({ state: 'result', hash: ended.hash, payout: aliceWins + bobWins });
    expect(nextHash(shown.round!.hash!)).toBe(shown.round!.previousHash);
    expect(shown.mine!.bets.map((b) => b.win)).toEqual([winOf(1_000, '2'), winOf(500, '3')]);

    // Every bet is in its player's history with the round's hash, salt and result.
    const history = (await app.app.inject({ url: '/api/bets/my?game=x100', headers: alice.auth })).json<{ bets: RoundGameBet[] }>().bets;
    expect(history.map((b) => [b.spot, b.amount, b.win, b.hash, b.roundNumber])).toEqual([
      ['3', 500, winOf(500, '3'), ended.hash, ended.number],
      ['2', 1_000, winOf(1_000, '2'), ended.hash, ended.number],
    ]);
    expect(roundGameSpec('x100').result(history[0]!.hash, history[0]!.salt)).toEqual(expected);

    // The next round's hash is the one this round's hashes to: the chain, played in reverse.
    const next = await freshRound(app, engine, 'x100');
    expect(next.previousHash).toBe(ended.hash);
    expect(nextHash(next.hash)).toBe(ended.hash);
    expect(next.chainId === ended.chainId ? next.chainIndex : -1).toBe(ended.chainIndex + 1);

    const rounds = (await app.app.inject({ url: '/api/rounds/x100/history?limit=5' })).json<{ items: RoundHistoryItem[] }>().items;
    expect(rounds[0]).toMatchObject({ id: ended.id, hash: ended.hash, payout: aliceWins + bobWins, totals: { bets: 4, players: 2, amount: 3_800 } });
    expect(rounds.every((r, i) => i === 0 || r.id < rounds[i - 1]!.id)).toBe(true);
    expect(rounds.some((r) => r.id === next.id)).toBe(false);
    expect((await checkLedger(app.ctx.db)).unbalancedPostings).toEqual([]);
  });

  it('publishes the chain before its first round and verifies any ended round from its hash alone', async () => {
    const chains = (await app.app.inject({ url: '/api/fairness/chains' })).json<{ chains: { id: number; game: string; terminatingHash: string; salt: string; length: number; used: number }[] }>().chains;
    const chain = chains.find((c) => c.game === 'x100')!;
    expect(chain.length).toBe(40);
    const first = rowsOf<{ hash: string; previous_hash: string }>(await app.ctx.db.execute(sql`SELECT hash, previous_hash FROM game_rounds WHERE chain_id = ${chain.id} AND chain_index = 0`))[0]!;
    expect(first.previous_hash).toBe(chain.terminatingHash);
    expect(nextHash(first.hash)).toBe(chain.terminatingHash);

    const [ended] = (await app.app.inject({ url: '/api/rounds/x100/history?limit=1' })).json<{ items: RoundHistoryItem[] }>().items;
    const verified = await app.app.inject({ url: `/api/fairness/verify?game=x100&hash=${ended!.hash}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<RoundVerifyResponse>()).toMatchObject({ game: 'x100', hash: ended!.hash, salt: chain.salt, previousHash: ended!.previousHash, round: { id: ended!.id }, result: ended!.result });

    const bad = await app.app.inject({ url: '/api/fairness/verify?game=x100&hash=XYZ', headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', error: { hash: ['A round hash is 64 hexadecimal characters'] } });
    // The current round's hash is a secret: no endpoint names it.
    const open = await freshRound(app, engine, 'x100');
    const answer = await app.app.inject({ url: `/api/fairness/verify?game=x100&hash=${open.hash}` });
    expect(answer.json<RoundVerifyResponse>().round).toBeNull();
    const everything = [(await app.app.inject({ url: '/api/rounds/x100/current' })).body, (await app.app.inject({ url: '/api/rounds/x100/history?limit=100' })).body, (await app.app.inject({ url: '/api/fairness/chains' })).body];
    for (const body of everything) expect(body).not.toContain(open.hash);
  });
});

describe('bets on a round', () => {
  it('are refused whole for a bad spot, a guest, limits, too many bets and missing money', async () => {
    const player = await funded(10_000);
    const poor = await registerPlayer(app);
    await freshRound(app, engine, 'x100');
    // Sent together: each is refused on its own, and a round's betting window is short (FAST_ROUNDS), so
    // requests one after another could outlast it on a loaded machine and meet round_betting_closed instead.
    const refusals = await Promise.all([
      bet(app, 'x100', player, { amount: 100, spot: '7' }).then((r) => [r, 422, 'round_spot_invalid'] as const),
      bet(app, 'x100', player, { amount: 100 }).then((r) => [r, 422, null] as const),
      bet(app, 'x100', player, { amount: 1.5, spot: '2' }).then((r) => [r, 422, 'validation_failed'] as const),
      bet(app, 'x100', player, { amount: 99, spot: '2' }).then((r) => [r, 422, 'bet_too_small'] as const),
      bet(app, 'x100', player, { amount: 10_000_001, spot: '2' }).then((r) => [r, 422, 'bet_too_large'] as const),
      bet(app, 'x100', poor, { amount: 100, spot: '2' }).then((r) => [r, 422, 'not_enough_money'] as const),
      app.app.inject({ method: 'POST', url: '/api/rounds/x100/bets', payload: { amount: 100, spot: '2' } }).then((r) => [r, 401, null] as const),
      app.app.inject({ method: 'POST', url: '/api/rounds/roulette/bets', headers: player.auth, payload: { amount: 100, spot: '2' } }).then((r) => [r, 422, 'validation_failed'] as const),
    ]);
    for (const [response, status, code] of refusals) {
      expect(response.statusCode, response.body).toBe(status);
      if (code) expect(response.json().code).toBe(code);
    }
    expect((await me(app, player)).money).toBe(10_000);

    // The limit: three bets together in a fresh round's window, then a fourth.
    await freshRound(app, engine, 'x100');
    await Promise.all([0, 1, 2].map(() => placed(app, 'x100', player, { amount: 100, spot: '2' })));
    const fourth = await bet(app, 'x100', player, { amount: 100, spot: '2' }, { 'accept-language': 'en' });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({ code: 'round_bets_too_many', error: 'No more than 3 bets per round' });
    expect((await me(app, player)).money).toBe(9_700);
  });

  it('hold the limit per round when sent together', async () => {
    const player = await funded(10_000);
    await freshRound(app, engine, 'x100');
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => bet(app, 'x100', player, { amount: 100, spot: '2' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.json().code)).toEqual(['round_bets_too_many', 'round_bets_too_many']);
    expect((await me(app, player)).money).toBe(9_700);
  });

  it('with one Idempotency-Key debit once and answer the same bet; other terms under that key are a conflict', async () => {
    const player = await funded(10_000);
    await freshRound(app, engine, 'x100');
    const headers = { 'idempotency-key': `x100-${player.id}` };
    const answers = await Promise.all([0, 1, 2].map(() => bet(app, 'x100', player, { amount: 700, spot: '15' }, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().bet.id)).size).toBe(1);
    expect((await me(app, player)).money).toBe(9_300);
    const conflict = await bet(app, 'x100', player, { amount: 800, spot: '15' }, headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('idempotency_conflict');
  });

  it('in demo mode move only the demo balance and never reach the public feed', async () => {
    const player = await funded(50_000);
    await app.app.inject({ method: 'POST', url: '/api/demo/enable', headers: player.auth });
    await app.app.inject({ method: 'POST', url: '/api/demo/add', headers: player.auth });
    const demoBefore = (await me(app, player)).demoMoney;
    const open = await freshRound(app, engine, 'x100');
    await placed(app, 'x100', player, { amount: 1_000, spot: '2' });
    await placed(app, 'x100', player, { amount: 1_000, spot: '3' });
    const ended = await driveUntil(app, engine, 'x100', (r) => r.id === open.id && r.state === 'result');
    const result = x100Result(ended.hash, ended.salt);
    const wins = x100Payout(1_000, 2, result) + x100Payout(1_000, 3, result);
    const after = await me(app, player);
    expect(after.money).toBe(50_000);
    expect(after.demoMoney).toBe(demoBefore - 2_000 + wins);
    const feed = (await app.app.inject({ url: '/api/bets/latest?game=x100&limit=50' })).json<{ bets: { nickname: string }[] }>().bets;
    expect(feed.some((b) => b.nickname === player.login)).toBe(false);
  });
});

describe('settlement', () => {
  it('pays a round once however often it runs, together or again', async () => {
    const players = await Promise.all([1, 2, 3].map(() => funded(100_000)));
    const open = await freshRound(app, engine, 'x100');
    await Promise.all(players.flatMap((player, i) => ['2', '10', '100'].map((spot) => placed(app, 'x100', player, { amount: 100 * (i + 1), spot }))));
    const closed = await driveUntil(app, engine, 'x100', (r) => r.id === open.id && r.state === 'spinning');
    // Two leaders at once (a stale one that has not noticed it lost its lock), then a retry.
    await Promise.all([settleRound(app.ctx.db, closed), settleRound(app.ctx.db, closed)]);
    await settleRound(app.ctx.db, closed);
    const result = x100Result(closed.hash, closed.salt);
    for (const [i, player] of players.entries()) {
      const stake = 100 * (i + 1);
      const wins = [2, 10, 100].reduce((sum, m) => sum + x100Payout(stake, m as X100Multiplier, result), 0);
      expect((await me(app, player)).money).toBe(100_000 - 3 * stake + wins);
    }
    const records = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM bets WHERE chain_round_id = ${open.id}`))[0]!;
    expect(records.n).toBe(9);
    const settled = (await roundById(app.ctx.db, open.id))!;
    expect(settled.state).toBe('result');
    expect((await checkLedger(app.ctx.db)).unbalancedPostings).toEqual([]);
  });
});

describe('a Mega Wheel round', () => {
  it('shows the mega spot and its multiplier once betting closes and pays every spot by the chain maths', async () => {
    const wheel = createEngine(app.ctx, 'megawheel');
    const player = await funded();
    const open = await freshRound(app, wheel, 'megawheel');
    const spots = ['1', '5', '40'] as const;
    await Promise.all(spots.map((spot) => placed(app, 'megawheel', player, { amount: 1_000, spot })));
    expect((await current(app, 'megawheel')).round!.result).toBeNull();
    const spinning = await driveUntil(app, wheel, 'megawheel', (r) => r.id === open.id && r.state === 'spinning');
    const expected = megaWheelResult(spinning.hash, spinning.salt);
    expect((await current(app, 'megawheel')).round!.result).toEqual({ game: 'megawheel', segment: expected.segment, value: expected.value, mega: { spot: expected.mega.spot, multiplier: expected.mega.multiplier } });
    await driveUntil(app, wheel, 'megawheel', (r) => r.id === open.id && r.state === 'result');
    const wins = spots.reduce((sum, spot) => sum + megaWheelPayout(1_000, Number(spot) as MegaWheelSpot, expected), 0);
    expect((await me(app, player)).money).toBe(1_000_000 - 3_000 + wins);
  });
});
