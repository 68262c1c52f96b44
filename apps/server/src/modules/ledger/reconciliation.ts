import { accountSide } from './house-accounts.ts';
import { rowsOf, sql, type Executor } from '@azart/db';

export type LedgerCheck = {
  totals: { kind: string; unit: string; accounts: number; total: number }[];
  cachedMismatches: { accountId: number; userId: number | null; kind: string; cached: number; entries: number }[];
  unbalancedPostings: { postingId: number; key: string; unit: string; sum: number }[];
  /** Real money (RUB) by where it sits: players' accounts, the house's, held (pending withdrawals), and the provider clearing account. */
  money: { players: number; house: number; held: number; clearing: number };
};

/** How many problem rows a report lists at most (the count is what matters; a list this long means stop and look). */
const LIST = 100;

/**
 * The ledger checked from its entries (the back office's reconciliation
 * report): totals per account kind, every cached balance against the sum of
 * its entries, and every posting summing to zero per unit. Reads everything,
 * so it is a report, not something a request path calls.
 */
export async function checkLedger(exec: Executor): Promise<LedgerCheck> {
  const totals = rowsOf<{ kind: string; unit: string; accounts: number; total: number | string }>(
    await exec.execute(sql`
      SELECT CASE WHEN a.user_id IS NULL THEN a.kind ELSE 'player:' || a.kind END AS kind, a.unit, count(DISTINCT a.id)::int AS accounts, COALESCE(sum(e.amount), 0) AS total
      FROM accounts a LEFT JOIN entries e ON e.account_id = a.id
      GROUP BY 1, 2 ORDER BY 1, 2`),
  ).map((r) => ({ kind: r.kind, unit: r.unit, accounts: Number(r.accounts), total: Number(r.total) }));
  const cachedMismatches = rowsOf<{ id: number; user_id: number | null; kind: string; balance: number; entries: number | string }>(
    await exec.execute(sql`
      SELECT a.id, a.user_id, a.kind, a.balance, COALESCE(sum(e.amount), 0) AS entries
      FROM accounts a LEFT JOIN entries e ON e.account_id = a.id
      WHERE a.cached GROUP BY a.id HAVING a.balance <> COALESCE(sum(e.amount), 0) ORDER BY a.id LIMIT ${LIST}`),
  ).map((r) => ({ accountId: Number(r.id), userId: r.user_id === null ? null : Number(r.user_id), kind: r.kind, cached: Number(r.balance), entries: Number(r.entries) }));
  const unbalancedPostings = rowsOf<{ id: number; idempotency_key: string; unit: string; sum: number | string }>(
    await exec.execute(sql`
      SELECT p.id, p.idempotency_key, a.unit, sum(e.amount) AS sum
      FROM postings p JOIN entries e ON e.posting_id = p.id JOIN accounts a ON a.id = e.account_id
      GROUP BY p.id, p.idempotency_key, a.unit HAVING sum(e.amount) <> 0 ORDER BY p.id LIMIT ${LIST}`),
  ).map((r) => ({ postingId: Number(r.id), key: r.idempotency_key, unit: r.unit, sum: Number(r.sum) }));
  const rub = totals.filter((t) => t.unit === 'RUB');
  const sum = (pick: (kind: string) => boolean) => rub.filter((t) => pick(t.kind)).reduce((s, t) => s + t.total, 0);
  return {
    totals,
    cachedMismatches,
    unbalancedPostings,
    money: {
      players: sum((k) => k.startsWith('player:')),
      held: sum((k) => !k.startsWith('player:') && accountSide(k) === 'held'),
      clearing: sum((k) => !k.startsWith('player:') && accountSide(k) === 'clearing'),
      house: sum((k) => !k.startsWith('player:') && accountSide(k) === 'house'),
    },
  };
}
