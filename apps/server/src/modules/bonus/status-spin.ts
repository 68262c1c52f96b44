import { rowsOf, sql, type Executor } from '@azart/db';

type SpinRow = { id: number | string; result: { x: number; until: string } | string; created_at: string | Date };

/** The player's last status spin (bonuses.md §4): its multiplier (hundredths), until when it lasts, and when it was spun. */
export async function lastSpin(exec: Executor, userId: number): Promise<{ id: number; x: number; until: Date; at: Date } | null> {
  const [row] = rowsOf<SpinRow>(await exec.execute(sql`SELECT id, result, created_at FROM bonus_draws WHERE user_id = ${userId} AND kind = 'status_spin' ORDER BY id DESC LIMIT 1`));
  if (!row) return null;
  const result = typeof row.result === 'string' ? (JSON.parse(row.result) as { x: number; until: string }) : row.result;
  return { id: Number(row.id), x: Number(result.x), until: new Date(result.until), at: new Date(row.created_at) };
}

/** The extra multiplier of promo-code rewards in force at `now` (hundredths; 100: none), from the last status spin. */
export async function promoMultiplier(exec: Executor, userId: number, now = new Date()): Promise<number> {
  const last = await lastSpin(exec, userId);
  return last && last.until > now ? last.x : 100;
}

