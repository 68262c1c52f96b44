import { randomUUID } from 'node:crypto';
import { userChannel, BROADCAST_CHANNEL, type Bet, type Game, type User } from '@azart/contracts';
import { payout, type Seeds } from '@azart/fairness';
import { rowsOf, sql, type Executor } from '@azart/db';
import { balancesOfStatement, DuplicatePostingError, postingSteps, type PlayerBalances } from '../ledger/index.ts';
import { betByIdempotencyKey, betInsertStep, toBetDto, toFeedBet, type BetRecord } from '../bets/index.ts';
import { loadUser, toUserDto, type Principal } from '../users/index.ts';
import { abortReasonOf, DomainError, isUniqueViolation } from '../../shared/errors.ts';
import type { TokenClaims } from '../../shared/tokens.ts';
import type { AppContext } from '../../shared/context.ts';
import { checkLimits, nonceClaimStep, peekClaim } from './claim.ts';

/**
 * What a single-round game contributes to the shared frame: its maths. The
 * frame does seeds and nonces, limits, the ledger posting, the bet record,
 * idempotency and the live pushes, identically for every game.
 */
export type InstantGame<P extends Record<string, unknown>> = {
  game: Game;
  /** Highest coefficient (hundredths) this bet can pay: checked against the max-win limit before playing. */
  maxCoefficient(params: P, edgeBp: number): number;
  /** The outcome for these seeds: coefficient paid (0 on a loss), the coefficient to record, and what to store. */
  play(seeds: Seeds, params: P, edgeBp: number): { paidCoefficient: number; coefficient: number; outcome: Record<string, unknown> };
};

export type BetResult = { bet: Bet; user: User };

type Settled = { record: BetRecord; balances: PlayerBalances; principal: Principal };

/**
 * Places and settles one bet. The fast path is two round trips and no
 * transaction: read the player's next nonce, play, and settle with one SQL
 * statement that claims that nonce, moves the money (the stake must be
 * covered), writes the posting and the bet, and undoes itself if any step
 * finds nothing to do. If the nonce was taken meanwhile (the same player
 * betting in parallel, or a seed rotation), nothing was written and the bet
 * is played again under the seed pair's row lock, which orders the player's
 * bets. A retried Idempotency-Key returns the first bet and moves nothing.
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
    if (input.idempotencyKey && (error instanceof DuplicatePostingError || isUniqueViolation(error, 'bets_user_idempotency_idx'))) {
      const earlier = await betByIdempotencyKey(ctx.db, claims.userId, input.idempotencyKey);
      if (earlier) return replay(ctx, claims, earlier, def.game, input);
    }
    throw error;
  }
  const { principal } = settled;
  const user = toUserDto(principal, settled.balances, ctx.tokens, principal.sessionId);
  ctx.publish(userChannel(principal.id), { balance: { money: user.money, bonusMoney: user.bonusMoney, demoMoney: user.demoMoney, demo: user.demo } });
  if (!settled.record.demo) ctx.publish(BROADCAST_CHANNEL, { bet: toFeedBet(settled.record) });
  return { bet: toBetDto(settled.record), user };
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
  const { principal, claim } = await peekClaim(exec, claims, def.game, lock);
  const userId = principal.id;
  checkLimits(claim.settings, input.amount, def.maxCoefficient(input.params, claim.settings.edgeBp));
  const result = def.play({ serverSeed: claim.serverSeed, clientSeed: claim.clientSeed, nonce: claim.nonce }, input.params, claim.settings.edgeBp);
  const win = payout(input.amount, result.paidCoefficient);
  const house = claim.demo ? 'house:demo' : `house:game:${def.game}`;
  // The net result is one entry each way; a win of exactly the stake nets to nothing, so it is posted gross instead.
  const legs = win === input.amount
    ? [{ account: 'player', amount: -input.amount }, { account: house, amount: input.amount }, { account: 'player', amount: win }, { account: house, amount: -win }]
    : [{ account: 'player', amount: win - input.amount }, { account: house, amount: input.amount - win }];
  const postingKey = `bet:${userId}:${input.idempotencyKey}`;
  const ledger = await postingSteps(exec, {
    idempotencyKey: postingKey,
    code: claim.demo ? 'demo_bet' : 'bet',
    meta: { game: def.game, nonce: claim.nonce },
    player: { userId, kind: claim.demo ? 'demo' : 'main', requireBalance: input.amount },
    legs,
    cacheKey: ctx.db,
  }, sql`EXISTS (SELECT FROM game_claim)`);
  const bet = {
    userId, game: def.game, amount: input.amount, win, coefficient: result.coefficient, demo: claim.demo, seedPairId: claim.seedPairId,
    nonce: claim.nonce, params: input.params, outcome: result.outcome, idempotencyKey: input.idempotencyKey, serverSeedHash: claim.serverSeedHash, clientSeed: claim.clientSeed,
  };
  let rows: { claimed: boolean; bet_id: number | null; created_at: string | Date | null; balances: Record<string, number> | string }[];
  try {
    rows = rowsOf(await exec.execute(sql`
      WITH ${nonceClaimStep(claim)}, ${ledger.ctes}, ${betInsertStep(bet, ledger.posted)}
      SELECT EXISTS (SELECT FROM game_claim) AS claimed,
             CASE WHEN NOT EXISTS (SELECT FROM game_claim) THEN NULL
                  WHEN NOT ${ledger.moved} THEN azart_abort('not_enough_money')
                  WHEN NOT ${ledger.posted} THEN azart_abort('duplicate_posting')
             END AS aborted,
             (SELECT id FROM bet_row) AS bet_id, (SELECT created_at FROM bet_row) AS created_at, ${ledger.balances} AS balances`));
  } catch (error) {
    const reason = abortReasonOf(error);
    if (reason === 'not_enough_money') throw new DomainError('not_enough_money');
    if (reason === 'duplicate_posting') throw new DuplicatePostingError(postingKey);
    throw error;
  }
  const row = rows[0];
  if (!row?.claimed) return null;
  if (row.bet_id === null || row.created_at === null) throw new Error('instant bet statement wrote no bet');
  return {
    record: { ...bet, id: Number(row.bet_id), createdAt: new Date(row.created_at).toISOString(), login: principal.login, serverSeed: null },
    balances: balancesOfStatement(row.balances),
    principal,
  };
}

/** Under the pair's lock the nonce cannot move, so a locked try always claims it. */
function claimedUnderLock(settled: Settled | null): Settled {
  if (!settled) throw new Error('nonce moved while the seed pair was locked');
  return settled;
}

/** The first result of a repeated request; the same key with another bet is refused. */
async function replay(ctx: AppContext, claims: TokenClaims, earlier: BetRecord, game: Game, input: { amount: number; params: Record<string, unknown> }): Promise<BetResult> {
  const same = earlier.game === game && earlier.amount === input.amount && canonical(earlier.params) === canonical(input.params);
  if (!same) throw new DomainError('idempotency_conflict', { status: 409 });
  const loaded = await loadUser(ctx.db, earlier.userId);
  if (!loaded) throw new Error('bet owner vanished');
  return { bet: toBetDto(earlier), user: toUserDto(loaded.user, loaded.balances, ctx.tokens, claims.sessionId) };
}

/** JSON with sorted keys: jsonb does not keep key order, so stored and requested parameters compare by content. */
function canonical(value: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(value).sort().map((key) => [key, value[key]]));
}
