import { randomUUID } from 'node:crypto';
import type { Bet, MessageCode, User } from '@azart/contracts';
import { payout, type GameSpec } from '@azart/fairness';
import { rowsOf, sql, SQLSTATE, type Database, type Executor } from '@azart/db';
import { balancesOf, playAccountOf, type PlayerBalances } from '../../ledger/index.ts';
import { instantPostings, refusalError } from '../../wagering/index.ts';
import { betByIdempotencyKey, toBetDto, type BetRecord, type NewBet } from '../../bets/index.ts';
import { loadUser, toUserDto, type Principal } from '../../users/index.ts';
import { DomainError, isUnavailable } from '../../../shared/errors.ts';
import { createBatcher } from '../../../shared/batcher.ts';
import type { TokenClaims } from '../../../shared/tokens.ts';
import type { AppContext } from '../../../shared/context.ts';
import { checkLimits, peekClaim, peekClaims, type Claim, type PeekRequest, type PeekResult } from './claim.ts';
import type { InstantBinding } from './instant-game.ts';
import type { GameSettings } from '../catalogue/index.ts';
import { ClaimCache } from './claim-cache.ts';

/**
 * What a single-round game contributes to the shared frame: its spec and its
 * maths. The frame does seeds and nonces, limits, the ledger posting, the bet
 * record, idempotency and the live events, identically for every game.
 */
export type InstantGame<P extends Record<string, unknown>> = InstantBinding<P> & { spec: GameSpec };

export type BetResult = { bet: Bet; user: User };

type Settled = { record: BetRecord; balances: PlayerBalances; principal: Principal };

/**
 * One bet for `games_settle_instant` (migration 0010): the bet row, its
 * postings (in `ledger_post_many`'s form), and what it was played under for
 * `games_check_claims` (the login also goes to the feed).
 */
type SettleItem = { bet: NewBet; postings: unknown[]; sessionId: string; login: string; scope: string[]; settings: GameSettings };
type SettleRow = { idx: number; bet_id: number | null; created_at: string | Date | null; balances: Record<string, number> | string | null; error_code: string | null; error_constraint: string | null; error_message: string | null };

/**
 * Places and settles one bet in one round trip, two at most, and no
 * transaction (decisions 008, 011, 013): read the player's session, next
 * nonce and the game's settings (or take them from the player's previous bet
 * in this process, see ClaimCache); play; then settle with
 * `games_settle_instant`, which checks that what the bet was played under
 * still holds (games), claims that nonce (fairness), moves the money and
 * writes the posting (ledger), the bet (bets) and its event (outbox), each
 * step raising when it cannot do its part so that the bet is undone whole.
 * Bets that arrive together share both round trips (natural batching), each
 * still settled on its own: one refused bet never fails another. A bet played
 * on a remembered read that no longer holds is played again after a fresh
 * read. If the nonce was taken meanwhile (the same player betting in
 * parallel, or a seed rotation), nothing was written and the bet is played
 * again under the seed pair's row lock, which orders the player's bets. A
 * retried Idempotency-Key returns the first bet and moves nothing.
 */
export async function playInstant<P extends Record<string, unknown>>(
  ctx: AppContext,
  claims: TokenClaims,
  def: InstantGame<P>,
  input: { amount: number; params: P; idempotencyKey: string | undefined },
): Promise<BetResult> {
  const attempt = { ...input, idempotencyKey: input.idempotencyKey ?? randomUUID() };
  const game = def.spec.id;
  const { peek, settle: settleBatched, cache } = batchesOf(ctx.db);
  let outcome: Outcome | undefined;
  const remembered = cache.take(claims.userId, claims.sessionId, game);
  if (remembered) {
    outcome = await settle(def, attempt, remembered, settleBatched).catch((error: unknown) => {
      cache.forget(claims.userId);
      throw error;
    });
    // The settled bet already advanced the remembered nonce; any other outcome leaves nothing to trust.
    if (outcome.kind !== 'settled') cache.forget(claims.userId);
    if (outcome.kind === 'nonce_moved' || outcome.kind === 'stale') outcome = undefined;
  }
  if (!outcome) {
    const read = await peek({ claims, game });
    outcome = await settle(def, attempt, read, settleBatched);
    if (outcome.kind === 'settled' && !('error' in read)) cache.remember(game, read);
  }
  if (outcome.kind === 'nonce_moved' || outcome.kind === 'stale') {
    outcome = await ctx.db.transaction(async (tx) => {
      const locked = await peekClaim(tx, claims, game, true).then((found): PeekResult => found, (error: Error) => ({ error }));
      return settle(def, attempt, locked, (item) => settleNow(tx, [item]).then((rows) => rows[0]!));
    });
    // Under the pair's lock the nonce cannot move; settings or the session changing within the transaction
    // is as rare as it gets, and the client may simply try again.
    if (outcome.kind === 'nonce_moved') throw new Error('nonce moved while the seed pair was locked');
    if (outcome.kind === 'stale') throw new DomainError('retry', { status: 409 });
  }
  if (outcome.kind === 'repeated_key') {
    // The key was used before (by a finished bet, or one that won a race with this request): answer with that bet.
    const earlier = input.idempotencyKey ? await betByIdempotencyKey(ctx.db, claims.userId, input.idempotencyKey) : null;
    if (!earlier) throw new DomainError('retry', { status: 409 });
    return replay(ctx, claims, earlier, def.spec, input);
  }
  const { principal, record, balances } = outcome.settled;
  ctx.eventsWritten();
  return { bet: toBetDto(record, def.spec), user: toUserDto(principal, balances, ctx.tokens, principal.sessionId) };
}

type Outcome = { kind: 'settled'; settled: Settled } | { kind: 'nonce_moved' } | { kind: 'stale' } | { kind: 'repeated_key' };

/** One try with what a read found: checks the limits, plays, and settles through `run`. */
async function settle<P extends Record<string, unknown>>(
  def: InstantGame<P>,
  input: { amount: number; params: P; idempotencyKey: string },
  read: PeekResult,
  run: (item: SettleItem) => Promise<SettleRow>,
): Promise<Outcome> {
  if ('error' in read) throw read.error;
  const { principal, claim } = read;
  checkLimits(claim.settings, input.amount, def.maxCoefficient(input.params, claim.settings.edgeBp));
  const item = settleItem(def, principal, claim, input);
  const row = await run(item);
  switch (row.error_code) {
    case null:
      break;
    case SQLSTATE.nonceMoved: // fairness_claim_nonces found the nonce taken
      return { kind: 'nonce_moved' };
    case SQLSTATE.claimStale: // games_check_claims found the session, the player or the settings changed
      return { kind: 'stale' };
    case SQLSTATE.insufficientFunds:
      throw new DomainError('not_enough_money');
    case SQLSTATE.wagerRefused: // wagering's policy: blocked, the game disabled, the limits (games_settle_instant gives its code as the message)
      throw refusalError(row.error_message as MessageCode, claim.settings);
    case SQLSTATE.existsWithDifferentTerms: // the posting's key exists with other terms: the same Idempotency-Key, another outcome
      return { kind: 'repeated_key' };
    case SQLSTATE.uniqueViolation:
      if (row.error_constraint === 'bets_user_idempotency_idx') return { kind: 'repeated_key' };
      throw new Error(`instant bet refused: ${row.error_message}`);
    default:
      throw new Error(`instant bet refused (${row.error_code}): ${row.error_message}`);
  }
  const balances = balancesOf(row.balances);
  if (row.bet_id === null || row.created_at === null || !balances) throw new Error('instant bet settled without its bet or balances');
  return {
    kind: 'settled',
    settled: { record: { ...item.bet, id: Number(row.bet_id), createdAt: new Date(row.created_at).toISOString(), login: principal.login, serverSeed: null }, balances, principal },
  };
}

function settleItem<P extends Record<string, unknown>>(def: InstantGame<P>, principal: Principal, claim: Claim, input: { amount: number; params: P; idempotencyKey: string }): SettleItem {
  const userId = principal.id;
  const result = def.play({ serverSeed: claim.serverSeed, clientSeed: claim.clientSeed, nonce: claim.nonce }, input.params, claim.settings.edgeBp);
  const win = payout(input.amount, result.paidCoefficient);
  return {
    sessionId: principal.sessionId,
    login: principal.login,
    scope: principal.scope,
    settings: claim.settings,
    postings: instantPostings({ userId, game: def.spec.id, account: playAccountOf(claim), amount: input.amount, win, clientKey: input.idempotencyKey, meta: { nonce: claim.nonce } }),
    bet: {
      userId, game: def.spec.id, amount: input.amount, win, coefficient: result.coefficient, demo: claim.demo, bonus: claim.bonus, seedPairId: claim.seedPairId,
      nonce: claim.nonce, params: input.params, outcome: result.outcome, idempotencyKey: input.idempotencyKey, serverSeedHash: claim.serverSeedHash, clientSeed: claim.clientSeed,
    },
  };
}

/**
 * One statement for many bets; a row per bet, in order. Several bets first go
 * together in one transaction (the fast path: no subtransaction per bet); if
 * one of them is refused that fails them all and nothing was written, so
 * they go again isolated, each in its own subtransaction, and only the
 * refused one fails. A lost connection is not retried: the request gets its
 * 503.
 */
async function settleNow(exec: Executor, items: readonly SettleItem[]): Promise<SettleRow[]> {
  const run = async (isolated: boolean) =>
    rowsOf<SettleRow>(await exec.execute(sql`SELECT * FROM games_settle_instant(${JSON.stringify(items)}::jsonb, ${isolated})`)).sort((a, b) => Number(a.idx) - Number(b.idx));
  if (items.length === 1) return run(true);
  try {
    return await run(false);
  } catch (error) {
    if (isUnavailable(error)) throw error;
    return run(true);
  }
}

/**
 * The batchers of one database, and the reads its players' last bets were
 * played under: one read and one settlement run at a time
 * (a pooled connection each), and whatever arrives meanwhile goes out
 * together, up to MAX_BATCH bets per statement. One in flight measured
 * faster than four: parallel settlements of one game queue on the house
 * account's row lock anyway, and bigger batches amortise each round trip.
 */
const MAX_BATCH = 64;
const MAX_IN_FLIGHT = 1;
const batchers = new WeakMap<Database, { peek(request: PeekRequest): Promise<PeekResult>; settle(item: SettleItem): Promise<SettleRow>; cache: ClaimCache }>();
function batchesOf(db: Database) {
  let found = batchers.get(db);
  if (!found) {
    found = {
      peek: createBatcher((requests: PeekRequest[]) => peekClaims(db, requests), { maxBatch: MAX_BATCH, maxInFlight: MAX_IN_FLIGHT }),
      settle: createBatcher((items: SettleItem[]) => settleNow(db, items), { maxBatch: MAX_BATCH, maxInFlight: MAX_IN_FLIGHT }),
      cache: new ClaimCache(),
    };
    batchers.set(db, found);
  }
  return found;
}

/** The first result of a repeated request; the same key with another bet is refused. */
async function replay(ctx: AppContext, claims: TokenClaims, earlier: BetRecord, spec: GameSpec, input: { amount: number; params: Record<string, unknown> }): Promise<BetResult> {
  const same = earlier.game === spec.id && earlier.amount === input.amount && canonical(earlier.params) === canonical(input.params);
  if (!same) throw new DomainError('idempotency_conflict', { status: 409 });
  const loaded = await loadUser(ctx.db, earlier.userId);
  if (!loaded) throw new Error('bet owner vanished');
  return { bet: toBetDto(earlier, spec), user: toUserDto(loaded.user, loaded.balances, ctx.tokens, claims.sessionId) };
}

/** JSON with sorted keys: jsonb does not keep key order, so stored and requested parameters compare by content. */
function canonical(value: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(value).sort().map((key) => [key, value[key]]));
}
