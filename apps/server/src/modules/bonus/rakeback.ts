import { randomUUID } from 'node:crypto';
import { RAKEBACK_MIN_CLAIM, type User } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { postingKey, postingByKey, HOUSE, post } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { userAfterChange } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';

type Player = { id: number; sessionId: string };

/**
 * Rakeback claim (bonuses.md §6): the whole kopecks accrued move to the main
 * balance from `house:rakeback_expense`, no wager, at least 1 coin. The
 * player's loyalty row is locked, so of concurrent claims the first takes it
 * all and the others find less than a coin; the fraction of a kopeck stays
 * accrued. A retried Idempotency-Key returns the first claim's amount.
 */
export async function claimRakeback(ctx: AppContext, player: Player, idempotencyKey: string | undefined): Promise<{ user: User; amount: number }> {
  const userId = player.id;
  const key = postingKey.rakeback(userId, idempotencyKey ?? randomUUID());
  const amount = await ctx.db.transaction(async (tx) => {
    const [row] = rowsOf<{ rakeback_x100: number }>(await tx.execute(sql`SELECT rakeback_x100 FROM loyalty WHERE user_id = ${userId} FOR UPDATE`));
    const earlier = await postingByKey(tx, key);
    if (earlier) return Number(earlier.meta.amount);
    const available = Math.floor(Number(row?.rakeback_x100 ?? 0) / 100);
    if (available < RAKEBACK_MIN_CLAIM) throw new DomainError('rakeback_min');
    await tx.execute(sql`UPDATE loyalty SET rakeback_x100 = rakeback_x100 - ${available * 100}, updated_at = now() WHERE user_id = ${userId}`);
    await post(tx, {
      key,
      code: 'rakeback',
      meta: { amount: available },
      legs: [{ player: { userId, kind: 'main' }, amount: available }, { house: HOUSE.rakebackExpense, amount: -available }],
    });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
    return available;
  });
  return { user: await userAfterChange(ctx, player), amount };
}

/** The rakeback boost's length when a promotion does not say (bonuses.md §6: ×2 for 24 hours). */
export const BOOST_HOURS = 24;

/**
 * Gives the rakeback boost (×2 rate) for `hours`, added to one still
 * running (a promo code of kind boost, the status spin's top prize, the back
 * office). In the caller's transaction; returns until when it lasts.
 */
export async function extendBoost(tx: Executor, userId: number, hours: number, now = new Date()): Promise<string> {
  const at = now.toISOString();
  const [row] = rowsOf<{ boost_until: string | Date }>(
    await tx.execute(sql`
      INSERT INTO loyalty (user_id, boost_until) VALUES (${userId}, ${at}::timestamptz + make_interval(hours => ${hours}))
      ON CONFLICT (user_id) DO UPDATE SET boost_until = GREATEST(COALESCE(loyalty.boost_until, ${at}::timestamptz), ${at}::timestamptz) + make_interval(hours => ${hours}), updated_at = now()
      RETURNING boost_until`),
  );
  return new Date(row!.boost_until).toISOString();
}
