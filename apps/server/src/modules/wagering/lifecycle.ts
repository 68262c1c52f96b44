import { rowsOf, sql, type Executor } from '@azart/db';
import { ledgerRefusalOf, playAccountOf, post, stakeHouse, type PlayerBalances } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { writeBet, type BetOrigin, type WrittenBet } from './bets-writer.ts';
import { wagerKeys } from './keys.ts';
import { canWager } from './policy.ts';
import { closeWager, findWager, findWagerByKey, insertWager, setStakePosting, type Wager, type WagerAccount, type WagerRef } from './store.ts';

export type OpenWager = {
  userId: number;
  game: string;
  amount: number;
  /** The caller's key: the same key returns the same wager and moves nothing again. */
  idempotencyKey: string;
  /** A provider's transaction id (unique per game). */
  externalId?: string;
  round?: string;
  /** The balance to play; by default the one the player's balance menu chose. */
  account?: WagerAccount;
};

export type WagerResult = { wager: Wager; balances: PlayerBalances | null; replayed: boolean };

/** The account a player plays from now: demo mode, the bonus balance or the main one. */
async function currentAccount(exec: Executor, userId: number): Promise<WagerAccount> {
  const row = rowsOf<{ demo: boolean; bonus_play: boolean }>(await exec.execute(sql`SELECT demo, bonus_play FROM players WHERE id = ${userId}`))[0];
  if (!row) throw new DomainError('player_not_found', { status: 404 });
  return playAccountOf({ demo: row.demo, bonus: !row.demo && row.bonus_play });
}

/** A repeated open: the same wager if it is what was asked, else a conflict. */
function replayOf(existing: Wager, input: OpenWager): Wager {
  const same = existing.userId === input.userId && existing.game === input.game && existing.amount === input.amount && existing.externalId === (input.externalId ?? null);
  if (existing.state === 'rolled_back' && existing.stakePostingId === null) throw new DomainError('wager_rolled_back', { status: 409 });
  if (!same) throw new DomainError('wager_conflict', { status: 409 });
  return existing;
}

/**
 * Opens a wager: the policy (canWager), then the stake leaves the player's
 * balance for the game's house account, in one transaction with the wager's
 * row. A wager whose external id was rolled back before it arrived (a
 * tombstone) is refused.
 */
export async function openWager(ctx: AppContext, input: OpenWager): Promise<WagerResult> {
  const result = await ctx.db.transaction((tx) => openWagerIn(tx, input)).catch((error: unknown) => {
    if (ledgerRefusalOf(error)?.reason === 'insufficient_funds') throw new DomainError('not_enough_money', { cause: error });
    throw error;
  });
  if (!result.replayed) ctx.eventsWritten();
  return result;
}

/** The wager an open request names already: by its key, or by its external id. */
async function existingFor(tx: Executor, input: OpenWager): Promise<Wager | null> {
  return (await findWagerByKey(tx, input.userId, input.idempotencyKey)) ?? (input.externalId ? await findWager(tx, { game: input.game, externalId: input.externalId }) : null);
}

/**
 * `openWager` inside the caller's transaction, for a bet path that keeps a
 * state of its own beside the wager (a steps game's play). Its refusals are
 * the ledger's (the caller maps not enough money); the caller tells the
 * relay that events were written once it commits.
 */
export async function openWagerIn(tx: Executor, input: OpenWager): Promise<WagerResult> {
  const earlier = await existingFor(tx, input);
  if (earlier) return { wager: replayOf(earlier, input), balances: null, replayed: true };
  await canWager(tx, input);
  const account = input.account ?? (await currentAccount(tx, input.userId));
  const wager = await insertWager(tx, { userId: input.userId, game: input.game, idempotencyKey: input.idempotencyKey, externalId: input.externalId ?? null, round: input.round ?? null, account, amount: input.amount, state: 'open' });
  if (!wager) {
    // Another request took the key or the external id between the read and the insert: it answers.
    const other = await existingFor(tx, input);
    if (!other) throw new Error('wager insert conflicted with no wager');
    return { wager: replayOf(other, input), balances: null, replayed: true };
  }
  const [stake] = await post(tx, {
    key: wagerKeys.stake(wager.id),
    code: account === 'demo' ? 'demo_bet' : 'bet',
    meta: { game: input.game, wager: wager.id },
    legs: [
      { player: { userId: input.userId, kind: account }, amount: -input.amount, require: input.amount },
      { house: stakeHouse(input.game, account === 'demo'), amount: input.amount },
    ],
  });
  await setStakePosting(tx, wager.id, stake!.postingId);
  await emit(tx, [{ type: 'balance_changed', payload: { userId: input.userId } }]);
  return { wager: { ...wager, stakePostingId: stake!.postingId }, balances: stake!.balances, replayed: false };
}

export type SettleWager = {
  ref: WagerRef;
  /** Paid back, kopecks (0: lost). */
  win: number;
  origin: BetOrigin;
  params?: Record<string, unknown>;
  outcome?: Record<string, unknown>;
  /** Hundredths, for a game whose coefficient is its own (a steps game's ladder); otherwise from win / amount. */
  coefficient?: number;
};

/**
 * Settles an open wager once: pays its win (if any) from the game's house
 * account and writes its bet (which queues its counting). A repeat returns
 * the settled wager; a rolled-back one is refused.
 */
export async function settleWager(ctx: AppContext, input: SettleWager): Promise<WagerResult> {
  const result = await ctx.db.transaction((tx) => settleWagerIn(tx, input));
  if (!result.replayed) ctx.eventsWritten();
  return result;
}

/**
 * `settleWager` inside the caller's transaction. The settled wager's bet goes
 * to the history, the counting (its insert) and the live feed (its event).
 */
export async function settleWagerIn(tx: Executor, input: SettleWager): Promise<WagerResult & { bet: WrittenBet | null }> {
  if (!Number.isSafeInteger(input.win) || input.win < 0) throw new DomainError('amount_invalid', { field: 'win' });
  const wager = await findWager(tx, input.ref, true);
  if (!wager) throw new DomainError('wager_not_found', { status: 404 });
  if (wager.state === 'settled') {
    if (wager.win !== input.win) throw new DomainError('wager_settled', { status: 409 });
    return { wager, balances: null, replayed: true, bet: null };
  }
  if (wager.state === 'rolled_back') throw new DomainError('wager_rolled_back', { status: 409 });
  const demo = wager.account === 'demo';
  const [paid] = input.win > 0
    ? await post(tx, {
        key: wagerKeys.win(wager.id),
        code: demo ? 'demo_win' : 'win',
        meta: { game: wager.game, wager: wager.id },
        legs: [{ player: { userId: wager.userId, kind: wager.account }, amount: input.win }, { house: stakeHouse(wager.game, demo), amount: -input.win }],
      })
    : [];
  const bet = await writeBet(tx, {
    userId: wager.userId, game: wager.game, amount: wager.amount, win: input.win, demo, bonus: wager.account === 'bonus', origin: input.origin,
    stakePostingId: wager.stakePostingId!, payoutPostingId: paid?.postingId ?? null, params: input.params ?? {}, outcome: input.outcome ?? {}, idempotencyKey: wagerKeys.bet(wager.id),
    ...(input.coefficient === undefined ? {} : { coefficient: input.coefficient }),
  });
  const settled = await closeWager(tx, wager.id, { state: 'settled', win: input.win, resultPostingId: paid?.postingId ?? null, betId: bet.id });
  await emit(tx, [
    { type: 'bet_settled', payload: { betId: bet.id, userId: wager.userId } },
    ...(paid ? [{ type: 'balance_changed' as const, payload: { userId: wager.userId } }] : []),
  ]);
  return { wager: settled, balances: paid?.balances ?? null, replayed: false, bet };
}

export type RollbackWager = { userId: number; ref: { game: string; externalId: string } | { wagerId: number }; idempotencyKey: string };

/**
 * Returns an open wager's stake, once. A rollback of an external id never
 * seen records a tombstone, so a debit that arrives after it is refused; a
 * settled wager cannot be rolled back.
 */
export async function rollbackWager(ctx: AppContext, input: RollbackWager): Promise<WagerResult> {
  const result = await ctx.db.transaction(async (tx): Promise<WagerResult> => {
    const wager = await findWager(tx, input.ref, true);
    if (!wager) {
      if (!('externalId' in input.ref)) throw new DomainError('wager_not_found', { status: 404 });
      const account = await currentAccount(tx, input.userId);
      const tombstone = await insertWager(tx, { userId: input.userId, game: input.ref.game, idempotencyKey: input.idempotencyKey, externalId: input.ref.externalId, round: null, account, amount: 0, state: 'rolled_back' });
      // Lost a race with the debit itself or another rollback: roll back what is there now.
      if (!tombstone) return rollbackExisting(tx, (await findWager(tx, input.ref, true))!, input.userId);
      return { wager: tombstone, balances: null, replayed: false };
    }
    return rollbackExisting(tx, wager, input.userId);
  });
  if (!result.replayed && result.wager.resultPostingId !== null) ctx.eventsWritten();
  return result;
}

async function rollbackExisting(tx: Executor, wager: Wager, userId: number): Promise<WagerResult> {
  if (wager.userId !== userId) throw new DomainError('wager_not_found', { status: 404 });
  if (wager.state === 'rolled_back') return { wager, balances: null, replayed: true };
  if (wager.state === 'settled') throw new DomainError('wager_settled', { status: 409 });
  const demo = wager.account === 'demo';
  const [back] = await post(tx, {
    key: wagerKeys.rollback(wager.id),
    code: 'rollback',
    meta: { game: wager.game, wager: wager.id },
    legs: [{ player: { userId: wager.userId, kind: wager.account }, amount: wager.amount }, { house: stakeHouse(wager.game, demo), amount: -wager.amount }],
  });
  const closed = await closeWager(tx, wager.id, { state: 'rolled_back', win: null, resultPostingId: back!.postingId, betId: null });
  await emit(tx, [{ type: 'balance_changed', payload: { userId: wager.userId } }]);
  return { wager: closed, balances: back!.balances, replayed: false };
}

/** Open and settle in one call (a provider's bet-and-win, an own game's instant bet outside the batched fast path). */
export async function wagerInstant(ctx: AppContext, input: OpenWager & Omit<SettleWager, 'ref'>): Promise<WagerResult> {
  const opened = await openWager(ctx, input);
  if (opened.wager.state !== 'open') return opened;
  return settleWager(ctx, { ref: { wagerId: opened.wager.id }, win: input.win, origin: input.origin, params: input.params, outcome: input.outcome });
}
