// The ledger's invariants, read straight from the database (architecture.md
// "Money"), plus agreement with what the clients were told.
import pg from 'pg';
import type { SettledBet } from './bet-load.ts';

export type InvariantReport = { violations: string[]; postings: number; bets: number };

export async function checkLedger(databaseUrl: string, clients: { credited: Map<number, number>; settled: Map<number, SettledBet[]> }): Promise<InvariantReport> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const violations: string[] = [];
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await db.query<T>(text, values)).rows;
  try {
    const unbalanced = await rows('SELECT posting_id FROM entries GROUP BY posting_id HAVING sum(amount) <> 0 OR count(*) < 2');
    if (unbalanced.length) violations.push(`${unbalanced.length} postings do not sum to zero`);
    const drift = await rows(`
      SELECT a.id, a.balance, COALESCE(sum(e.amount), 0) AS entries FROM accounts a LEFT JOIN entries e ON e.account_id = a.id
      WHERE a.cached GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(sum(e.amount), 0)`);
    if (drift.length) violations.push(`cached balances differ from their entries: ${JSON.stringify(drift.slice(0, 5))}`);
    const negative = await rows('SELECT id FROM accounts WHERE user_id IS NOT NULL AND balance < 0');
    if (negative.length) violations.push(`${negative.length} player accounts below zero`);
    const unitTotals = await rows<{ unit: string; total: string }>('SELECT a.unit, sum(e.amount)::text AS total FROM entries e JOIN accounts a ON a.id = e.account_id GROUP BY a.unit');
    for (const t of unitTotals) if (t.total !== '0') violations.push(`the ${t.unit} ledger sums to ${t.total}`);
    // Every bet is linked to the postings that moved its money, which move exactly its result on the player's account.
    const betsNotMatchingPostings = await rows(`
      SELECT b.id FROM bets b
      JOIN accounts a ON a.user_id = b.user_id AND a.kind = CASE WHEN b.demo THEN 'demo' ELSE 'main' END
      LEFT JOIN entries e ON e.account_id = a.id AND (e.posting_id = b.posting_id OR e.posting_id = b.payout_posting_id)
      GROUP BY b.id, b.win, b.amount HAVING COALESCE(sum(e.amount), 0) <> b.win - b.amount`);
    if (betsNotMatchingPostings.length) violations.push(`${betsNotMatchingPostings.length} bets whose postings do not move their result`);
    const shared = await rows('SELECT posting_id FROM bets GROUP BY posting_id HAVING count(*) > 1');
    if (shared.length) violations.push(`${shared.length} postings linked to more than one bet`);

    // What the clients were told is what the database holds: no bet lost, none doubled, balances to the kopeck.
    for (const [userId, credited] of clients.credited) {
      const told = clients.settled.get(userId) ?? [];
      const stored = await rows<{ idempotency_key: string; amount: string; win: string; id: string }>('SELECT idempotency_key, amount::text, win::text, id::text FROM bets WHERE user_id = $1', [userId]);
      const storedByKey = new Map(stored.map((b) => [b.idempotency_key, b]));
      if (stored.length !== told.length) violations.push(`player ${userId}: ${stored.length} bets stored, ${told.length} confirmed to the client`);
      for (const bet of told) {
        const row = storedByKey.get(bet.key);
        if (!row) violations.push(`player ${userId}: confirmed bet ${bet.key} is not stored`);
        else if (Number(row.id) !== bet.betId || Number(row.amount) !== bet.amount || Number(row.win) !== bet.win) violations.push(`player ${userId}: bet ${bet.key} differs from what the client was told`);
      }
      const expected = credited + told.reduce((sum, b) => sum + b.win - b.amount, 0);
      const [account] = await rows<{ balance: string }>(`SELECT balance::text FROM accounts WHERE user_id = $1 AND kind = 'main'`, [userId]);
      if (Number(account?.balance) !== expected) violations.push(`player ${userId}: main balance ${account?.balance}, expected ${expected} from the confirmed bets`);
    }
    const [{ postings }] = (await rows<{ postings: string }>('SELECT count(*)::text AS postings FROM postings')) as [{ postings: string }];
    const [{ bets }] = (await rows<{ bets: string }>('SELECT count(*)::text AS bets FROM bets')) as [{ bets: string }];
    return { violations, postings: Number(postings), bets: Number(bets) };
  } finally {
    await db.end();
  }
}
