import { rowsOf, sql, type Executor } from '@azart/db';
import type { PlayerAccountKind } from './accounts.ts';

/** Locks a player's account row for the rest of the transaction and returns its balance. */
export async function lockPlayerAccount(tx: Executor, userId: number, kind: PlayerAccountKind): Promise<number> {
  const rows = rowsOf<{ balance: number }>(await tx.execute(sql`SELECT balance FROM accounts WHERE user_id = ${userId} AND kind = ${kind} FOR UPDATE`));
  const row = rows[0];
  if (!row) throw new Error(`account ${kind} of user ${userId} is missing`);
  return Number(row.balance);
}
