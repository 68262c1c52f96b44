import { randomUUID } from 'node:crypto';
import { sql } from '@azart/db';
import { DEMO_ADD_AMOUNT, DEMO_MAX_BALANCE, userChannel, type User } from '@azart/contracts';
import { lockPlayerAccount, post } from '../ledger/index.ts';
import { loadUser, toUserDto } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';

/** Demo mode (spec §6): a switch for own games plus a demo balance moved through the ledger like real money. */
export async function setDemoMode(ctx: AppContext, userId: number, demo: boolean): Promise<User> {
  await ctx.db.execute(sql`UPDATE users SET demo = ${demo} WHERE id = ${userId}`);
  return pushUser(ctx, userId);
}

/** Adds 1 000 demo coins (never above the demo cap). */
export async function addDemoCoins(ctx: AppContext, userId: number, idempotencyKey: string | undefined): Promise<User> {
  await ctx.db.transaction(async (tx) => {
    const balance = await lockPlayerAccount(tx, userId, 'demo');
    if (balance + DEMO_ADD_AMOUNT > DEMO_MAX_BALANCE) throw new DomainError('demo_limit');
    await post(tx, {
      idempotencyKey: `demo_add:${userId}:${idempotencyKey ?? randomUUID()}`,
      code: 'demo_add',
      cacheKey: ctx.db,
      legs: [{ player: { userId, kind: 'demo' }, amount: DEMO_ADD_AMOUNT }, { house: 'house:demo', amount: -DEMO_ADD_AMOUNT }],
    });
  }).catch(ignoreDuplicate);
  return pushUser(ctx, userId);
}

/** Sets the demo balance to an exact amount: the difference is posted against the house demo account. */
export async function setDemoBalance(ctx: AppContext, userId: number, amount: number, idempotencyKey: string | undefined): Promise<User> {
  await ctx.db.transaction(async (tx) => {
    const balance = await lockPlayerAccount(tx, userId, 'demo');
    const delta = amount - balance;
    if (delta === 0) return;
    await post(tx, {
      idempotencyKey: `demo_set:${userId}:${idempotencyKey ?? randomUUID()}`,
      code: 'demo_set',
      cacheKey: ctx.db,
      meta: { amount },
      legs: [{ player: { userId, kind: 'demo' }, amount: delta }, { house: 'house:demo', amount: -delta }],
    });
  }).catch(ignoreDuplicate);
  return pushUser(ctx, userId);
}

/** A repeated Idempotency-Key: the first request already moved the coins. */
function ignoreDuplicate(error: unknown): void {
  if (error instanceof Error && error.name === 'DuplicatePostingError') return;
  throw error;
}

async function pushUser(ctx: AppContext, userId: number): Promise<User> {
  const loaded = await loadUser(ctx.db, userId);
  if (!loaded) throw new Error(`user ${userId} vanished`);
  const user = toUserDto(loaded.user, loaded.balances, ctx.tokens);
  ctx.publish(userChannel(userId), { balance: { money: user.money, bonusMoney: user.bonusMoney, demoMoney: user.demoMoney, demo: user.demo } });
  return user;
}
