import { randomUUID } from 'node:crypto';
import { sql } from '@azart/db';
import { DEMO_ADD_AMOUNT, DEMO_MAX_BALANCE, userChannel, type User } from '@azart/contracts';
import { lockPlayerAccount, post } from '../ledger/index.ts';
import { loadUser, toUserDto } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';

/** The signed-in player acting: the session names the real-time token returned. */
type Player = { id: number; sessionId: string };

/** Demo mode (spec §6): a switch for own games plus a demo balance moved through the ledger like real money. */
export async function setDemoMode(ctx: AppContext, player: Player, demo: boolean): Promise<User> {
  await ctx.db.execute(sql`UPDATE users SET demo = ${demo} WHERE id = ${player.id}`);
  return pushUser(ctx, player);
}

/** Adds 1 000 demo coins (never above the demo cap). */
export async function addDemoCoins(ctx: AppContext, player: Player, idempotencyKey: string | undefined): Promise<User> {
  const userId = player.id;
  await ctx.db.transaction(async (tx) => {
    const balance = await lockPlayerAccount(tx, userId, 'demo');
    if (balance + DEMO_ADD_AMOUNT > DEMO_MAX_BALANCE) throw new DomainError('demo_limit');
    // A repeated Idempotency-Key returns the first result (the same movement): nothing moves twice.
    await post(tx, {
      key: `demo_add:${userId}:${idempotencyKey ?? randomUUID()}`,
      code: 'demo_add',
      legs: [{ player: { userId, kind: 'demo' }, amount: DEMO_ADD_AMOUNT }, { house: 'house:demo', amount: -DEMO_ADD_AMOUNT }],
    });
  });
  return pushUser(ctx, player);
}

/** Sets the demo balance to an exact amount: the difference is posted against the house demo account. */
export async function setDemoBalance(ctx: AppContext, player: Player, amount: number, idempotencyKey: string | undefined): Promise<User> {
  const userId = player.id;
  await ctx.db.transaction(async (tx) => {
    const balance = await lockPlayerAccount(tx, userId, 'demo');
    const delta = amount - balance;
    if (delta === 0) return;
    await post(tx, {
      key: `demo_set:${userId}:${idempotencyKey ?? randomUUID()}`,
      code: 'demo_set',
      meta: { amount },
      legs: [{ player: { userId, kind: 'demo' }, amount: delta }, { house: 'house:demo', amount: -delta }],
    });
  });
  return pushUser(ctx, player);
}

async function pushUser(ctx: AppContext, player: Player): Promise<User> {
  const loaded = await loadUser(ctx.db, player.id);
  if (!loaded) throw new Error(`user ${player.id} vanished`);
  const user = toUserDto(loaded.user, loaded.balances, ctx.tokens, player.sessionId);
  ctx.publish(userChannel(player.id), { balance: { money: user.money, bonusMoney: user.bonusMoney, demoMoney: user.demoMoney, demo: user.demo } });
  return user;
}
