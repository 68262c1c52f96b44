import { randomUUID } from 'node:crypto';
import type { Bet, User } from '@azart/contracts';
import { payout, type GameSpec } from '@azart/fairness';
import { rowsOf, sql, type Executor } from '@azart/db';
import { balancesOf, ledgerRefusalOf, postingsSql, type Leg, type PlayerBalances, type Posting } from '../../ledger/index.ts';
import { claimNonceSql, isNonceMoved } from '../../fairness/index.ts';
import { eventsStep } from '../../outbox/index.ts';
import { betByIdempotencyKey, betInsertStep, toBetDto, type BetRecord } from '../../bets/index.ts';
import { loadUser, toUserDto, type Principal } from '../../users/index.ts';
import { DomainError, isUniqueViolation } from '../../../shared/errors.ts';
import type { TokenClaims } from '../../../shared/tokens.ts';
import type { AppContext } from '../../../shared/context.ts';
import { checkLimits, peekClaim } from './claim.ts';
import type { InstantBinding } from './instant-game.ts';

/**
 * What a single-round game contributes to the shared frame: its spec and its
 * maths. The frame does seeds and nonces, limits, the ledger posting, the bet
 * record, idempotency and the live events, identically for every game.
 */
export type InstantGame<P extends Record<string, unknown>> = InstantBinding<P> & { spec: GameSpec };

export type BetResult = { bet: Bet; user: User };

type Settled = { record: BetRecord; balances: PlayerBalances; principal: Principal };

/**
 * Places and settles one bet. The fast path is two round trips and no
 * transaction: read the player's next nonce, play, and settle with one SQL
 * statement that claims that nonce (fairness), moves the money and writes the
 * posting (ledger) and the bet (bets). Each step raises when it cannot do its
 * part, which undoes the whole statement. If the nonce was taken meanwhile
 * (the same player betting in parallel, or a seed rotation), nothing was
 * written and the bet is played again under the seed pair's row lock, which
 * orders the player's bets. A retried Idempotency-Key returns the first bet
 * and moves nothing.
 */
export async function playInstant<P extends Record<string, unknown>>(
  ctx: AppContext,
  claims: TokenClaims,
  def: InstantGame<P>,
  input: { amount: number; params: P; idempotencyKey: string | undefined },
): Promise<BetResult> {
  const attempt = { ...input, idempotencyKey: input.idempotencyKey ?? randomUUID() };
  let settled: Settled;
  try {
    settled = (await settle(ctx, ctx.db, claims, def, attempt, false)) ?? (await ctx.db.transaction((tx) => settle(ctx, tx, claims, def, attempt, true)).then(claimedUnderLock));
  } catch (error) {
    // The key was used before (by a finished bet, or one that won a race with this request): answer with that bet.
    if (input.idempotencyKey && (ledgerRefusalOf(error)?.reason === 'exists_with_different_terms' || isUniqueViolation(error, 'bets_user_idempotency_idx'))) {
      const earlier = await betByIdempotencyKey(ctx.db, claims.userId, input.idempotencyKey);
      if (earlier) return replay(ctx, claims, earlier, def.spec, input);
    }
    throw error;
  }
  const { principal } = settled;
  ctx.eventsWritten();
  return { bet: toBetDto(settled.record, def.spec), user: toUserDto(principal, settled.balances, ctx.tokens, principal.sessionId) };
}

/** One try: null when the nonce it read was no longer the next one, so nothing was written. */
async function settle<P extends Record<string, unknown>>(
  ctx: AppContext,
  exec: Executor,
  claims: TokenClaims,
  def: InstantGame<P>,
  input: { amount: number; params: P; idempotencyKey: string },
  lock: boolean,
): Promise<Settled | null> {
  const { principal, claim } = await peekClaim(exec, claims, def.spec.id, lock);
  const userId = principal.id;
  checkLimits(claim.settings, input.amount, def.maxCoefficient(input.params, claim.settings.edgeBp));
  const result = def.play({ serverSeed: claim.serverSeed, clientSeed: claim.clientSeed, nonce: claim.nonce }, input.params, claim.settings.edgeBp);
  const win = payout(input.amount, result.paidCoefficient);
  const house = claim.demo ? 'house:demo' : `house:game:${def.spec.id}`;
  const account = { userId, kind: claim.demo ? 'demo' : 'main' } as const;
  // The net result is one entry each way; a win of exactly the stake nets to nothing, so it is posted gross instead.
  const legs: Leg[] = win === input.amount
    ? [{ player: account, amount: -input.amount, require: input.amount }, { house, amount: input.amount }, { player: account, amount: win }, { house, amount: -win }]
    : [{ player: account, amount: win - input.amount, require: input.amount }, { house, amount: input.amount - win }];
  const posting: Posting = { key: `bet:${userId}:${input.idempotencyKey}`, code: claim.demo ? 'demo_bet' : 'bet', meta: { game: def.spec.id, nonce: claim.nonce }, legs };
  const bet = {
    userId, game: def.spec.id, amount: input.amount, win, coefficient: result.coefficient, demo: claim.demo, seedPairId: claim.seedPairId,
    nonce: claim.nonce, params: input.params, outcome: result.outcome, idempotencyKey: input.idempotencyKey, serverSeedHash: claim.serverSeedHash, clientSeed: claim.clientSeed,
  };
  let row: { bet_id: number; created_at: string | Date; balances: Record<string, number> | string | null } | undefined;
  try {
    row = rowsOf<NonNullable<typeof row>>(await exec.execute(sql`
      WITH claimed AS (SELECT ${claimNonceSql(claim.seedPairId, claim.nonce)} AS nonce),
           posted AS (SELECT p.* FROM claimed, ${postingsSql([posting])} AS p),
           ${betInsertStep(bet, sql`posted`)},
           ${eventsStep([{ type: 'bet_settled', payload: sql`jsonb_build_object('betId', (SELECT id FROM bet_row), 'userId', ${userId}::bigint)` }])}
      SELECT bet_row.id AS bet_id, bet_row.created_at, posted.balances FROM bet_row, posted`))[0];
  } catch (error) {
    if (isNonceMoved(error)) return null;
    if (ledgerRefusalOf(error)?.reason === 'insufficient_funds') throw new DomainError('not_enough_money');
    throw error;
  }
  if (!row) throw new Error('instant bet statement wrote no bet');
  const balances = balancesOf(row.balances);
  if (!balances) throw new Error('instant bet posting returned no balances');
  return {
    record: { ...bet, id: Number(row.bet_id), createdAt: new Date(row.created_at).toISOString(), login: principal.login, serverSeed: null },
    balances,
    principal,
  };
}

/** Under the pair's lock the nonce cannot move, so a locked try always claims it. */
function claimedUnderLock(settled: Settled | null): Settled {
  if (!settled) throw new Error('nonce moved while the seed pair was locked');
  return settled;
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
