import { randomUUID } from 'node:crypto';
import { userChannel, BROADCAST_CHANNEL, type Bet, type Game, type User } from '@azart/contracts';
import { payout, type Seeds } from '@azart/fairness';
import { DuplicatePostingError, post } from '../ledger/index.ts';
import { betByIdempotencyKey, insertBet, toBetDto, toFeedBet, type BetRecord } from '../bets/index.ts';
import { loadUser, toUserDto, type Principal } from '../users/index.ts';
import { DomainError, forbidden, isUniqueViolation } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { checkLimits, claimRound } from './claim.ts';

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

/**
 * Places and settles one bet in one database transaction: the player row,
 * the next nonce of their seed pair (locked by the UPDATE) and the game's
 * settings are read in one statement, then the ledger moves the money with
 * the stake covered by a conditional update, and the bet is recorded. A
 * retried Idempotency-Key returns the first bet and moves nothing.
 */
export async function playInstant<P extends Record<string, unknown>>(
  ctx: AppContext,
  principal: Principal,
  def: InstantGame<P>,
  input: { amount: number; params: P; idempotencyKey: string | undefined },
): Promise<BetResult> {
  const userId = principal.id;
  if (input.idempotencyKey) {
    const earlier = await betByIdempotencyKey(ctx.db, userId, input.idempotencyKey);
    if (earlier) return replay(ctx, principal, earlier, def.game, input);
  }
  const idempotencyKey = input.idempotencyKey ?? randomUUID();
  let settled: { record: BetRecord; balances: Awaited<ReturnType<typeof post>>['balances']; demo: boolean };
  try {
    settled = await ctx.db.transaction(async (tx) => {
      const claim = await claimRound(tx, userId, def.game);
      if (claim.blocked) throw forbidden('account_blocked');
      checkLimits(claim.settings, input.amount, def.maxCoefficient(input.params, claim.settings.edgeBp));
      const seeds = { serverSeed: claim.serverSeed, clientSeed: claim.clientSeed, nonce: claim.nonce };
      const result = def.play(seeds, input.params, claim.settings.edgeBp);
      const win = payout(input.amount, result.paidCoefficient);
      const { balances } = await post(tx, {
        idempotencyKey: `bet:${userId}:${idempotencyKey}`,
        code: claim.demo ? 'demo_bet' : 'bet',
        meta: { game: def.game, nonce: claim.nonce },
        cacheKey: ctx.db,
        legs: [
          { player: { userId, kind: claim.demo ? 'demo' : 'main' }, amount: win - input.amount, requireBalance: input.amount },
          { house: claim.demo ? 'house:demo' : `house:game:${def.game}`, amount: input.amount - win },
        ],
      });
      const record = {
        userId, game: def.game, amount: input.amount, win, coefficient: result.coefficient, demo: claim.demo, seedPairId: claim.seedPairId,
        nonce: claim.nonce, params: input.params, outcome: result.outcome, idempotencyKey, serverSeedHash: claim.serverSeedHash, clientSeed: claim.clientSeed,
      };
      const { id, createdAt } = await insertBet(tx, record);
      return { record: { ...record, id, createdAt, login: principal.login, serverSeed: null }, balances, demo: claim.demo };
    });
  } catch (error) {
    // Two requests with one key raced: the loser's transaction rolled back whole; answer with the winner's bet.
    // On PostgreSQL the loser waits on the winner's posting key and finds it taken (DuplicatePostingError).
    if (input.idempotencyKey && (error instanceof DuplicatePostingError || isUniqueViolation(error, 'bets_user_idempotency_idx'))) {
      const earlier = await betByIdempotencyKey(ctx.db, userId, input.idempotencyKey);
      if (earlier) return replay(ctx, principal, earlier, def.game, input);
    }
    throw error;
  }
  const user = toUserDto({ ...principal, demo: settled.demo }, settled.balances, ctx.tokens, principal.sessionId);
  ctx.publish(userChannel(userId), { balance: { money: user.money, bonusMoney: user.bonusMoney, demoMoney: user.demoMoney, demo: user.demo } });
  if (!settled.demo) ctx.publish(BROADCAST_CHANNEL, { bet: toFeedBet(settled.record) });
  return { bet: toBetDto(settled.record), user };
}

/** The first result of a repeated request; the same key with another bet is refused. */
async function replay(ctx: AppContext, principal: Principal, earlier: BetRecord, game: Game, input: { amount: number; params: Record<string, unknown> }): Promise<BetResult> {
  const same = earlier.game === game && earlier.amount === input.amount && canonical(earlier.params) === canonical(input.params);
  if (!same) throw new DomainError('idempotency_conflict', { status: 409 });
  const loaded = await loadUser(ctx.db, earlier.userId);
  if (!loaded) throw new Error('bet owner vanished');
  return { bet: toBetDto(earlier), user: toUserDto(loaded.user, loaded.balances, ctx.tokens, principal.sessionId) };
}

/** JSON with sorted keys: jsonb does not keep key order, so stored and requested parameters compare by content. */
function canonical(value: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(value).sort().map((key) => [key, value[key]]));
}
