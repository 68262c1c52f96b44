import type { AdminDeposit, AdminWithdrawal, Locale } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { toDeposit, toWithdrawal, type DepositRow, type WithdrawalRow } from './views.ts';

/** The back office's lists of the cashier (finance), newest first, with the player. */
export async function adminWithdrawals(exec: Executor, query: { status?: string; limit: number; offset: number }, locale: Locale): Promise<{ items: AdminWithdrawal[]; total: number }> {
  const where = query.status ? sql`WHERE w.status = ${query.status}` : sql``;
  const rows = rowsOf<WithdrawalRow & { login: string }>(
    await exec.execute(sql`SELECT w.*, u.login FROM withdrawals w JOIN players u ON u.id = w.user_id ${where} ORDER BY w.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`),
  );
  const total = rowsOf<{ n: number }>(await exec.execute(sql`SELECT count(*)::int AS n FROM withdrawals w ${where}`))[0]?.n ?? 0;
  return { items: rows.map((r) => adminWithdrawal(r, locale)), total: Number(total) };
}

export function adminWithdrawal(row: WithdrawalRow & { login: string }, locale: Locale): AdminWithdrawal {
  return { ...toWithdrawal(row, locale), player: { id: Number(row.user_id), login: row.login }, providerRef: row.provider_ref };
}

export async function adminWithdrawalById(exec: Executor, id: number, locale: Locale): Promise<AdminWithdrawal> {
  const row = rowsOf<WithdrawalRow & { login: string }>(await exec.execute(sql`SELECT w.*, u.login FROM withdrawals w JOIN players u ON u.id = w.user_id WHERE w.id = ${id}`))[0]!;
  return adminWithdrawal(row, locale);
}

export async function adminDeposits(exec: Executor, query: { status?: string; playerId?: number; limit: number; offset: number }, locale: Locale): Promise<{ items: AdminDeposit[]; total: number }> {
  const conditions = [query.status ? sql`d.status = ${query.status}` : null, query.playerId ? sql`d.user_id = ${query.playerId}` : null].filter((c) => c !== null);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const rows = rowsOf<DepositRow & { login: string }>(
    await exec.execute(sql`SELECT d.*, u.login FROM deposits d JOIN players u ON u.id = d.user_id ${where} ORDER BY d.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`),
  );
  const total = rowsOf<{ n: number }>(await exec.execute(sql`SELECT count(*)::int AS n FROM deposits d ${where}`))[0]?.n ?? 0;
  return { items: rows.map((r) => ({ ...toDeposit(r, locale), player: { id: Number(r.user_id), login: r.login }, providerRef: r.provider_ref })), total: Number(total) };
}

/** Money in and out as the cashier's own records say (for the reconciliation report): credited deposits and completed payouts. */
export async function cashierTotals(exec: Executor): Promise<{ deposits: number; paidOut: number }> {
  const row = rowsOf<{ deposits: number | string; paid_out: number | string }>(
    await exec.execute(sql`
      SELECT (SELECT COALESCE(sum(amount), 0) FROM deposits WHERE status = 'success') AS deposits,
             (SELECT COALESCE(sum(amount), 0) FROM withdrawals WHERE status = 'completed') AS paid_out`),
  )[0]!;
  return { deposits: Number(row.deposits), paidOut: Number(row.paid_out) };
}
