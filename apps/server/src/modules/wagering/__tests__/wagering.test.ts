import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { checkLedger } from '../../ledger/index.ts';
import { casinoDefaults, upsertCatalogueGame } from '../../games/index.ts';
import { openWager, rollbackWager, settleRoundWagersIn, settleWager, wagerInstant, type BetOrigin } from '../index.ts';
import type { DomainError } from '../../../shared/errors.ts';

/**
 * A new game family played end to end through the catalogue and this module
 * alone (issue 22): a provider's coin flip, added as the casino's import adds
 * its games, debited now and credited or rolled back later by external ids.
 */
const GAME = 'testprov:coin-flip';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await upsertCatalogueGame(app.ctx.db, GAME, casinoDefaults('slots'), 400);
});
afterAll(async () => {
  await app.close();
});

const db = () => app.ctx.db;
const origin = (tx: string): BetOrigin => ({ source: 'provider', provider: 'testprov', providerRoundId: `r-${tx}`, providerTxId: tx });
const mainOf = async (player: Player) => Number(rowsOf<{ balance: number }>(await db().execute(sql`SELECT balance FROM accounts WHERE user_id = ${player.id} AND kind = 'main'`))[0]!.balance);
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: DomainError) => `${error.status} ${error.code}`);
let next = 0;
const tx = () => `tx-${process.pid}-${++next}`;

async function funded(amount = 100_000): Promise<Player> {
  const player = await registerPlayer(app);
  await creditMain(app, player.id, amount);
  return player;
}

describe('a game family through the wagering module', () => {
  it('debits now, credits later once, writes the bet and queues its counting; the ledger balances', async () => {
    const player = await funded();
    const debit = tx();
    const opened = await openWager(app.ctx, { userId: player.id, game: GAME, amount: 5_000, idempotencyKey: debit, externalId: debit });
    expect(opened.wager).toMatchObject({ state: 'open', account: 'main', amount: 5_000 });
    expect(await mainOf(player)).toBe(95_000);

    const settled = await settleWager(app.ctx, { ref: { game: GAME, externalId: debit }, win: 12_500, origin: origin(debit), outcome: { side: 'heads' } });
    expect(settled.wager).toMatchObject({ state: 'settled', win: 12_500 });
    expect(await mainOf(player)).toBe(107_500);
    // A retried credit pays nothing more; a credit with another amount is refused.
    expect((await settleWager(app.ctx, { ref: { game: GAME, externalId: debit }, win: 12_500, origin: origin(debit) })).replayed).toBe(true);
    expect(await codeOf(settleWager(app.ctx, { ref: { game: GAME, externalId: debit }, win: 1, origin: origin(debit) }))).toBe('409 wager_settled');
    expect(await mainOf(player)).toBe(107_500);

    const bet = rowsOf<{ amount: number; win: number; coefficient: number; source: string; provider_tx_id: string; queued: boolean }>(
      await db().execute(sql`SELECT b.amount, b.win, b.coefficient, b.source, b.provider_tx_id,
        EXISTS (SELECT 1 FROM bet_followups f WHERE f.bet_id = b.id) OR EXISTS (SELECT 1 FROM loyalty l WHERE l.user_id = b.user_id) AS queued
        FROM bets b WHERE b.id = ${settled.wager.betId}`),
    )[0];
    expect(bet).toMatchObject({ amount: 5_000, win: 12_500, coefficient: 250, source: 'provider', provider_tx_id: debit, queued: true });
    const check = await checkLedger(db());
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
  });

  it('a repeated debit moves money once; the same key with other terms is a conflict', async () => {
    const player = await funded();
    const debit = tx();
    const first = await openWager(app.ctx, { userId: player.id, game: GAME, amount: 1_000, idempotencyKey: debit, externalId: debit });
    const again = await openWager(app.ctx, { userId: player.id, game: GAME, amount: 1_000, idempotencyKey: debit, externalId: debit });
    expect(again).toMatchObject({ replayed: true, wager: { id: first.wager.id } });
    expect(await codeOf(openWager(app.ctx, { userId: player.id, game: GAME, amount: 2_000, idempotencyKey: debit, externalId: debit }))).toBe('409 wager_conflict');
    expect(await mainOf(player)).toBe(99_000);
  });

  it('a rollback returns the stake once; a rollback that came first leaves a tombstone that refuses the late debit', async () => {
    const player = await funded();
    const debit = tx();
    await openWager(app.ctx, { userId: player.id, game: GAME, amount: 3_000, idempotencyKey: debit, externalId: debit });
    const back = await rollbackWager(app.ctx, { userId: player.id, ref: { game: GAME, externalId: debit }, idempotencyKey: `rb-${debit}` });
    expect(back.wager.state).toBe('rolled_back');
    expect((await rollbackWager(app.ctx, { userId: player.id, ref: { game: GAME, externalId: debit }, idempotencyKey: `rb-${debit}` })).replayed).toBe(true);
    expect(await mainOf(player)).toBe(100_000);
    expect(await codeOf(settleWager(app.ctx, { ref: { game: GAME, externalId: debit }, win: 6_000, origin: origin(debit) }))).toBe('409 wager_rolled_back');

    const late = tx();
    const tombstone = await rollbackWager(app.ctx, { userId: player.id, ref: { game: GAME, externalId: late }, idempotencyKey: `rb-${late}` });
    expect(tombstone.wager).toMatchObject({ state: 'rolled_back', amount: 0, stakePostingId: null });
    expect(await codeOf(openWager(app.ctx, { userId: player.id, game: GAME, amount: 3_000, idempotencyKey: late, externalId: late }))).toBe('409 wager_rolled_back');
    expect(await mainOf(player)).toBe(100_000);

    const settledOne = tx();
    await wagerInstant(app.ctx, { userId: player.id, game: GAME, amount: 1_000, idempotencyKey: settledOne, externalId: settledOne, win: 0, origin: origin(settledOne) });
    expect(await codeOf(rollbackWager(app.ctx, { userId: player.id, ref: { game: GAME, externalId: settledOne }, idempotencyKey: `rb-${settledOne}` }))).toBe('409 wager_settled');
    expect(await mainOf(player)).toBe(99_000);
  });

  it('refuses by the one policy: blocked player, disabled game, stake outside the limits, not enough money; nothing moves', async () => {
    const player = await funded(10_000);
    const attempt = (amount: number) => openWager(app.ctx, { userId: player.id, game: GAME, amount, idempotencyKey: tx() });
    expect(await codeOf(attempt(99))).toBe('422 bet_too_small');
    expect(await codeOf(attempt(10_000_001))).toBe('422 bet_too_large');
    expect(await codeOf(attempt(10_001))).toBe('422 not_enough_money');
    expect(await codeOf(openWager(app.ctx, { userId: player.id, game: 'testprov:nothing', amount: 100, idempotencyKey: tx() }))).toBe('404 game_unknown');
    await db().execute(sql`UPDATE game_catalogue SET enabled = false WHERE game = ${GAME}`);
    try {
      expect(await codeOf(attempt(100))).toBe('409 game_disabled');
    } finally {
      await db().execute(sql`UPDATE game_catalogue SET enabled = true WHERE game = ${GAME}`);
    }
    await db().execute(sql`UPDATE users SET blocked_at = now() WHERE id = ${player.id}`);
    expect(await codeOf(attempt(100))).toBe('403 account_blocked');
    expect(await mainOf(player)).toBe(10_000);
  });

  it('under concurrent debits and credits no balance goes below zero and nothing is paid twice', async () => {
    const player = await funded(10_000);
    const debits = Array.from({ length: 20 }, () => tx());
    const opened = await Promise.allSettled(debits.map((id) => openWager(app.ctx, { userId: player.id, game: GAME, amount: 1_000, idempotencyKey: id, externalId: id })));
    const taken = opened.filter((r) => r.status === 'fulfilled').length;
    expect(taken).toBe(10);
    expect(await mainOf(player)).toBe(0);
    const winner = debits[opened.findIndex((r) => r.status === 'fulfilled')]!;
    await Promise.allSettled(Array.from({ length: 10 }, () => settleWager(app.ctx, { ref: { game: GAME, externalId: winner }, win: 2_000, origin: origin(winner) })));
    expect(await mainOf(player)).toBe(2_000);
    const paid = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${player.id}`))[0]!.n;
    expect(paid).toBe(1);
  });

  it('settles a round’s wagers together: one payout per player and balance, each bet once, nothing again on a retry', async () => {
    const [a, b] = [await funded(), await funded()];
    const round = `round-${tx()}`;
    const open = (player: Player, amount: number) => openWager(app.ctx, { userId: player.id, game: GAME, amount, idempotencyKey: tx(), round });
    const wagers = [await open(a, 1_000), await open(a, 2_000), await open(b, 3_000)].map((r) => r.wager);
    const outcomes = [2_500, 4_000, 0].map((win, i) => ({ wagerId: wagers[i]!.id, win, origin: origin(`${round}-${i}`), params: {}, outcome: {} }));
    const settled = await db().transaction((t) => settleRoundWagersIn(t, round, outcomes));
    expect(settled.map((s) => [s.wager.state, s.win])).toEqual([['settled', 2_500], ['settled', 4_000], ['settled', 0]]);
    expect(await mainOf(a)).toBe(100_000 - 3_000 + 6_500);
    expect(await mainOf(b)).toBe(97_000);
    const payouts = rowsOf<{ key: string }>(await db().execute(sql`SELECT idempotency_key AS key FROM postings WHERE idempotency_key LIKE ${`round:${round}:payout:%`}`));
    expect(payouts.map((p) => p.key)).toEqual([`round:${round}:payout:${a.id}:main`]);
    const bets = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM bets WHERE user_id IN (${a.id}, ${b.id})`))[0]!.n;
    expect(bets).toBe(3);

    // A second settlement of the same round (a leader taking over) finds nothing open: no money, no bets.
    expect(await db().transaction((t) => settleRoundWagersIn(t, round, outcomes))).toEqual([]);
    expect(await mainOf(a)).toBe(103_500);
    expect(rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM bets WHERE user_id IN (${a.id}, ${b.id})`))[0]!.n).toBe(3);
    const check = await checkLedger(db());
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
  });
});
