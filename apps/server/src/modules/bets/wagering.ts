import { rowsOf, sql, type Executor } from '@azart/db';

/**
 * Real-money stakes of a player's settled bets since a moment (the cashier's
 * X2 rule). Demo bets never count. Bets of the bonus balance will not either,
 * once bonus play exists (issue 13).
 */
export async function realMoneyWageredSince(exec: Executor, userId: number, since: Date | null): Promise<number> {
  const row = rowsOf<{ total: number | string | null }>(
    await exec.execute(sql`SELECT COALESCE(sum(amount), 0) AS total FROM bets WHERE user_id = ${userId} AND NOT demo AND created_at > ${since ?? new Date(0)}`),
  )[0];
  return Number(row?.total ?? 0);
}
