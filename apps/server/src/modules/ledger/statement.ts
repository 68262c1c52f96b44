import { sql, type Executor, type SQL } from '@azart/db';
import { balancesFromRows, houseAccount, PLAYER_ACCOUNTS, type PlayerAccountKind, type PlayerBalances } from './accounts.ts';
import { balancedLegs } from './post.ts';

/**
 * One player account and the house accounts it trades with, for a posting
 * written as part of a larger single SQL statement (the instant bet). Legs
 * on the player's account are netted into one balance change; each leg is
 * one entry.
 */
export type StatementPosting = {
  idempotencyKey: string;
  code: string;
  meta?: Record<string, unknown>;
  player: { userId: number; kind: PlayerAccountKind; requireBalance: number };
  legs: ({ account: 'player'; amount: number } | { account: string; amount: number })[];
  cacheKey: object;
};

/** SQL the caller places in its statement: the CTEs, and what it may read from them. */
export type PostingSteps = {
  /** `ledger_player`, `ledger_posting`, `ledger_entries`: to go inside the caller's WITH. */
  ctes: SQL;
  /** True when the balance moved (the stake was covered). */
  moved: SQL;
  /** True when the posting was written (its idempotency key was new). */
  posted: SQL;
  /** The player's balances after the posting, as a JSON object `{main, bonus, demo, points}`. */
  balances: SQL;
};

/**
 * The ledger's part of a business operation done in one SQL statement, for
 * the paths where every round trip counts. The steps run only when `gate`
 * (a boolean SQL expression over the caller's own CTEs) holds; the balance
 * update is conditional (`balance >= required`), and the posting is written
 * only if it moved, with `ON CONFLICT DO NOTHING` on its key. The caller must
 * make its statement fail (`azart_abort`) unless `moved` and `posted` hold,
 * so a partial statement never commits.
 */
export async function postingSteps(exec: Executor, input: StatementPosting, gate: SQL): Promise<PostingSteps> {
  const legs = balancedLegs(input.code, input.legs);

  const { userId, kind } = input.player;
  const delta = legs.filter((leg) => leg.account === 'player').reduce((sum, leg) => sum + leg.amount, 0);
  const required = Math.max(input.player.requireBalance, -delta);
  const entries: SQL[] = [];
  for (const leg of legs) {
    if (leg.account === 'player') {
      entries.push(sql`(ledger_player.id, ${leg.amount}::bigint)`);
      continue;
    }
    const house = await houseAccount(exec, leg.account, input.cacheKey);
    if (house.unit !== PLAYER_ACCOUNTS[kind]) throw new Error(`posting ${input.code} mixes units ${house.unit} and ${PLAYER_ACCOUNTS[kind]}`);
    entries.push(sql`(${house.id}::bigint, ${leg.amount}::bigint)`);
  }

  const ctes = sql`
    ledger_player AS (
      UPDATE accounts SET balance = balance + ${delta}
      WHERE user_id = ${userId} AND kind = ${kind} AND balance >= ${required} AND ${gate}
      RETURNING id, kind, balance
    ),
    ledger_posting AS (
      INSERT INTO postings (idempotency_key, code, meta)
      SELECT ${input.idempotencyKey}::text, ${input.code}::text, ${JSON.stringify(input.meta ?? {})}::jsonb FROM ledger_player
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ),
    ledger_entries AS (
      INSERT INTO entries (posting_id, account_id, amount)
      SELECT ledger_posting.id, v.account_id, v.amount
      FROM ledger_posting, ledger_player, LATERAL (VALUES ${sql.join(entries, sql`, `)}) AS v(account_id, amount)
    )`;
  // The other accounts are read in the statement's snapshot; the moved one comes from the update itself.
  const balances = sql`(
    SELECT json_object_agg(b.kind, b.balance) FROM (
      SELECT kind, balance FROM ledger_player
      UNION ALL SELECT kind, balance FROM accounts WHERE user_id = ${userId} AND kind <> ${kind}
    ) b)`;
  return { ctes, moved: sql`EXISTS (SELECT FROM ledger_player)`, posted: sql`EXISTS (SELECT FROM ledger_posting)`, balances };
}

/** Reads the `balances` column of a statement built with `postingSteps` (json arrives parsed from node-postgres and PGlite, as text otherwise). */
export function balancesOfStatement(value: Record<string, number> | string): PlayerBalances {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : value;
  return balancesFromRows(Object.entries(parsed).map(([kind, balance]) => ({ kind, balance })));
}
