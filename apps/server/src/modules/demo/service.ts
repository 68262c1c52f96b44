import { randomUUID } from 'node:crypto';
import { DEMO_ADD_AMOUNT, DEMO_MAX_BALANCE, type PlayBalance, type User } from '@azart/contracts';
import { postingKey, HOUSE, lockPlayerAccount, post } from '../ledger/index.ts';
import { setPlayBalance, userAfterChange } from '../users/index.ts';
import { emit } from '../outbox/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';

/** The signed-in player acting: the session names the real-time token returned. */
type Player = { id: number; sessionId: string };

/** Demo mode (spec §6): a switch for own games plus a demo balance moved through the ledger like real money. */
export async function setDemoMode(ctx: AppContext, player: Player, demo: boolean): Promise<User> {
  return choosePlayBalance(ctx, player, demo ? 'demo' : 'main');
}

/** The header balance menu's choice (bonuses.md §1): own games play from the main, bonus or demo balance. */
export async function choosePlayBalance(ctx: AppContext, player: Player, balance: PlayBalance): Promise<User> {
  await ctx.db.transaction(async (tx) => {
    await setPlayBalance(tx, player.id, balance);
    await emit(tx, [{ type: 'balance_changed', payload: { userId: player.id } }]);
  });
  return userAfterChange(ctx, player);
}

/** Adds 1 000 demo coins (never above the demo cap). */
export async function addDemoCoins(ctx: AppContext, player: Player, idempotencyKey: string | undefined): Promise<User> {
  const userId = player.id;
  await ctx.db.transaction(async (tx) => {
    const balance = await lockPlayerAccount(tx, userId, 'demo');
    if (balance + DEMO_ADD_AMOUNT > DEMO_MAX_BALANCE) throw new DomainError('demo_limit');
    // A repeated Idempotency-Key returns the first result (the same movement): nothing moves twice.
    await post(tx, {
      key: postingKey.demoAdd(userId, idempotencyKey ?? randomUUID()),
      code: 'demo_add',
      legs: [{ player: { userId, kind: 'demo' }, amount: DEMO_ADD_AMOUNT }, { house: HOUSE.demo, amount: -DEMO_ADD_AMOUNT }],
    });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
  });
  return userAfterChange(ctx, player);
}

/** Sets the demo balance to an exact amount: the difference is posted against the house demo account. */
export async function setDemoBalance(ctx: AppContext, player: Player, amount: number, idempotencyKey: string | undefined): Promise<User> {
  const userId = player.id;
  await ctx.db.transaction(async (tx) => {
    const balance = await lockPlayerAccount(tx, userId, 'demo');
    const delta = amount - balance;
    if (delta === 0) return;
    await post(tx, {
      key: postingKey.demoSet(userId, idempotencyKey ?? randomUUID()),
      code: 'demo_set',
      meta: { amount },
      legs: [{ player: { userId, kind: 'demo' }, amount: delta }, { house: HOUSE.demo, amount: -delta }],
    });
    await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
  });
  return userAfterChange(ctx, player);
}

