import { rowsOf, sql, type Executor } from '@azart/db';
import type { LedgerSummary } from '@azart/contracts';

/**
 * The house's view of the ledger for finance: every house, hold and clearing
 * account (their balances are sums of entries), player balances per kind, and
 * what pending two-phase postings hold.
 */
export async function ledgerSummary(exec: Executor): Promise<LedgerSummary> {
  const accounts = rowsOf<{ kind: string; unit: string; balance: number }>(
    await exec.execute(sql`
      SELECT a.kind, a.unit, COALESCE((SELECT sum(amount) FROM entries WHERE account_id = a.id), 0)::int8 AS balance
      FROM accounts a WHERE a.user_id IS NULL ORDER BY a.kind`),
  );
  const players = rowsOf<{ kind: string; unit: string; total: number; accounts: number }>(
    await exec.execute(sql`SELECT kind, unit, COALESCE(sum(balance), 0)::int8 AS total, count(*)::int8 AS accounts FROM accounts WHERE user_id IS NOT NULL GROUP BY kind, unit ORDER BY kind`),
  );
  const pending = rowsOf<{ count: number; amount: number }>(
    await exec.execute(sql`
      SELECT count(DISTINCT p.id)::int8 AS count, COALESCE(sum(e.amount) FILTER (WHERE a.kind LIKE 'hold:%'), 0)::int8 AS amount
      FROM postings p JOIN entries e ON e.posting_id = p.id JOIN accounts a ON a.id = e.account_id WHERE p.state = 'pending'`),
  )[0];
  return {
    accounts: accounts.map((a) => ({ kind: a.kind, unit: a.unit, balance: Number(a.balance) })),
    players: players.map((p) => ({ kind: p.kind, unit: p.unit, total: Number(p.total), accounts: Number(p.accounts) })),
    pending: { count: Number(pending?.count ?? 0), amount: Number(pending?.amount ?? 0) },
  };
}
