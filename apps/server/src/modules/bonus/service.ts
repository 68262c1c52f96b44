import { randomUUID } from 'node:crypto';
import { EXCHANGE_POINTS_PER_COIN, type BonusGrant, type User } from '@azart/contracts';
import { bonusGrants, sql } from '@azart/db';
import { postingKey, postingByKey, HOUSE, lockPlayerAccount, playerBalances, post } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { userAfterChange } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { grantBonus, grantsOf, movableOf, toGrantDto, transferableOf } from './grants.ts';

type Player = { id: number; sessionId: string };

/** bonuses.md §1: the exchange's grant is wagered once and wholly withdrawable. */
const EXCHANGE_TERMS = { wagerX100: 100, withdrawableBp: 10_000 } as const;

/** The player's grants (newest first), bonus balance, what the wallet transfer can move, and deposit points. */
export async function bonusGrantsView(ctx: AppContext, userId: number) {
  const balances = await playerBalances(ctx.db, userId);
  const [grants, transferable] = await Promise.all([grantsOf(ctx.db, userId), transferableOf(ctx.db, userId, balances.bonus)]);
  return { grants: grants.map(toGrantDto), bonusMoney: balances.bonus, transferable, points: balances.points };
}

/**
 * Wallet transfer (bonuses.md §1): bonus → main, at most the withdrawable
 * share of completed grants, taken from the oldest grants first. One
 * transaction with the bonus account locked, so concurrent transfers see each
 * other's moves and never move a kopeck twice; an Idempotency-Key makes a
 * retry return the first answer.
 */
export async function transferBonus(ctx: AppContext, player: Player, amount: number, idempotencyKey: string | undefined): Promise<{ user: User; amount: number }> {
  const userId = player.id;
  await ctx.db.transaction(async (tx) => {
    const key = postingKey.bonusTransfer(userId, idempotencyKey ?? randomUUID());
    const bonus = await lockPlayerAccount(tx, userId, 'bonus');
    // A retried request finds its first transfer and moves nothing again.
    if (await postingByKey(tx, key)) return;
    const completed = await tx.select().from(bonusGrants).where(sql`${bonusGrants.userId} = ${userId} AND ${bonusGrants.state} = 'completed'`).orderBy(bonusGrants.id).for('update');
    const movable = Math.min(bonus, completed.reduce((sum, g) => sum + movableOf(g), 0));
    if (bonus < amount) throw new DomainError('bonus_transfer_min');
    if (movable < amount) throw new DomainError('bonus_transfer_unwagered');
    let left = amount;
    for (const grant of completed) {
      const used = Math.min(left, movableOf(grant));
      if (used <= 0) continue;
      left -= used;
      await tx.execute(sql`UPDATE bonus_grants SET transferred = transferred + ${used} WHERE id = ${grant.id}`);
      if (left === 0) break;
    }
    await post(tx, {
      key,
      code: 'bonus_transfer',
      legs: [{ player: { userId, kind: 'bonus' }, amount: -amount, require: amount }, { player: { userId, kind: 'main' }, amount }],
    });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
  });
  return { user: await userAfterChange(ctx, player), amount };
}

/**
 * Bonus exchange (bonuses.md §1): deposit points → bonus, 10 points a coin,
 * as a grant of source `exchange` (wager ×1, all withdrawable). The points
 * leave through `house:points`, the coins come from `house:bonus_expense`: two
 * postings of one transaction, so both happen or neither does.
 */
export async function exchangePoints(ctx: AppContext, player: Player, points: number, idempotencyKey: string | undefined): Promise<{ user: User; points: number; amount: number; grant: BonusGrant }> {
  const userId = player.id;
  const amount = (points / EXCHANGE_POINTS_PER_COIN) * 100;
  const clientKey = idempotencyKey ?? randomUUID();
  const key = postingKey.exchange(userId, clientKey);
  const grant = await ctx.db.transaction(async (tx) => {
    const have = await lockPlayerAccount(tx, userId, 'points');
    const existing = await tx.select().from(bonusGrants).where(sql`${bonusGrants.key} = ${key}`);
    if (existing[0]) return existing[0];
    if (have < points) throw new DomainError('points_min');
    await post(tx, { key: postingKey.exchangePoints(userId, clientKey), code: 'deposit_points', meta: { exchange: true }, legs: [{ player: { userId, kind: 'points' }, amount: -points, require: points }, { house: HOUSE.points, amount: points }] });
    const created = await grantBonus(tx, { userId, source: 'exchange', amount, key, ...EXCHANGE_TERMS });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
    return created;
  });
  return { user: await userAfterChange(ctx, player), points, amount, grant: toGrantDto(grant) };
}

