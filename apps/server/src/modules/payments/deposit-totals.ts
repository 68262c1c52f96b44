import { rowsOf, sql, type Executor } from '@azart/db';

/** Credited deposits of a player since a moment, kopecks (statuses count the week's, bonuses.md §4). */
export async function depositsSince(exec: Executor, userId: number, since: Date): Promise<number> {
  const [row] = rowsOf<{ total: number | string }>(
    await exec.execute(sql`SELECT COALESCE(sum(amount), 0) AS total FROM deposits WHERE user_id = ${userId} AND status = 'success' AND completed_at >= ${since.toISOString()}::timestamptz`),
  );
  return Number(row?.total ?? 0);
}

/** Each player's credited deposits within [from, to), kopecks: the weekly status rewards. */
export async function depositTotalsBetween(exec: Executor, from: Date, to: Date): Promise<{ userId: number; total: number }[]> {
  const rows = rowsOf<{ user_id: number | string; total: number | string }>(
    await exec.execute(sql`
      SELECT user_id, sum(amount) AS total FROM deposits
      WHERE status = 'success' AND completed_at >= ${from.toISOString()}::timestamptz AND completed_at < ${to.toISOString()}::timestamptz
      GROUP BY user_id ORDER BY user_id`),
  );
  return rows.map((r) => ({ userId: Number(r.user_id), total: Number(r.total) }));
}

/** The player's last credited deposit (a percent promo code pays a share of it, bonuses.md §5). */
export async function lastDeposit(exec: Executor, userId: number): Promise<{ id: number; amount: number } | null> {
  const [row] = rowsOf<{ id: number | string; amount: number | string }>(
    await exec.execute(sql`SELECT id, amount FROM deposits WHERE user_id = ${userId} AND status = 'success' ORDER BY completed_at DESC, id DESC LIMIT 1`),
  );
  return row ? { id: Number(row.id), amount: Number(row.amount) } : null;
}
