import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError } from '../../shared/errors.ts';
import { balancesFromRows, houseAccount, PLAYER_ACCOUNTS, type PlayerAccountKind, type PlayerBalances } from './accounts.ts';

export type Leg =
  /** `requireBalance`: the account must hold at least this much before the leg applies (a stake must be covered even when the bet wins). */
  | { player: { userId: number; kind: PlayerAccountKind }; amount: number; requireBalance?: number }
  | { house: string; amount: number };

export type PostingInput = {
  /** Unique per money movement: a retry with the same key moves nothing. */
  idempotencyKey: string;
  /** Why money moved (bet, demo_add, demo_set, adjustment, …). */
  code: string;
  meta?: Record<string, unknown>;
  legs: Leg[];
  /** Database handle identity for the house-account cache. */
  cacheKey: object;
};

export type PostingResult = { postingId: number; balances: PlayerBalances };

/** The posting's idempotency key was used before: nothing was moved this time. */
export class DuplicatePostingError extends Error {
  readonly idempotencyKey: string;
  constructor(idempotencyKey: string) {
    super(`posting ${idempotencyKey} already exists`);
    this.name = 'DuplicatePostingError';
    this.idempotencyKey = idempotencyKey;
  }
}

/**
 * Writes one double-entry posting inside the caller's transaction: checks
 * that the legs balance in one unit, moves each player's cached balance with
 * a conditional UPDATE (never read-then-write; the CHECK constraint backs it
 * up) and inserts the posting with its entries in one statement. Returns the
 * balances of the (last) player touched, read in the same statement.
 */
export async function post(tx: Executor, input: PostingInput): Promise<PostingResult> {
  const legs = balancedLegs(input.code, input.legs);

  const resolved: { accountId: number; amount: number }[] = [];
  const units = new Set<string>();
  let balances: PlayerBalances | undefined;
  // Player legs in a fixed order (by user, then kind) so two postings never lock the same rows in opposite order.
  const ordered = [...legs].sort((a, b) => legOrder(a).localeCompare(legOrder(b)));
  for (const leg of ordered) {
    if ('house' in leg) {
      const house = await houseAccount(tx, leg.house, input.cacheKey);
      units.add(house.unit);
      resolved.push({ accountId: house.id, amount: leg.amount });
      continue;
    }
    const { userId, kind } = leg.player;
    units.add(PLAYER_ACCOUNTS[kind]);
    const required = Math.max(leg.requireBalance ?? 0, -leg.amount);
    const rows = rowsOf<{ id: number; kind: string; balance: number; updated: boolean }>(
      await tx.execute(sql`
        WITH updated AS (
          UPDATE accounts SET balance = balance + ${leg.amount}
          WHERE user_id = ${userId} AND kind = ${kind} AND balance >= ${required}
          RETURNING id, kind, balance
        )
        SELECT id, kind, balance, true AS updated FROM updated
        UNION ALL
        SELECT id, kind, balance, false AS updated FROM accounts WHERE user_id = ${userId} AND kind <> ${kind}`),
    );
    const own = rows.find((row) => row.updated);
    if (!own) throw new DomainError('not_enough_money');
    resolved.push({ accountId: Number(own.id), amount: leg.amount });
    balances = balancesFromRows(rows);
  }
  if (units.size !== 1) throw new Error(`posting ${input.code} mixes units ${[...units].join(', ')}`);

  const values = sql.join(resolved.map((r) => sql`(${r.accountId}::bigint, ${r.amount}::bigint)`), sql`, `);
  const inserted = rowsOf<{ posting_id: number }>(
    await tx.execute(sql`
      WITH p AS (
        INSERT INTO postings (idempotency_key, code, meta) VALUES (${input.idempotencyKey}, ${input.code}, ${JSON.stringify(input.meta ?? {})}::jsonb)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id
      )
      INSERT INTO entries (posting_id, account_id, amount)
      SELECT p.id, v.account_id, v.amount FROM p, (VALUES ${values}) AS v(account_id, amount)
      RETURNING posting_id`),
  );
  const postingId = inserted[0]?.posting_id;
  if (postingId === undefined) throw new DuplicatePostingError(input.idempotencyKey);
  return { postingId: Number(postingId), balances: balances ?? { main: 0, bonus: 0, demo: 0, points: 0 } };
}

/** The non-zero legs, checked to be at least two whole amounts that sum to zero (a posting's one rule, wherever it is written). */
export function balancedLegs<L extends { amount: number }>(code: string, all: readonly L[]): L[] {
  const legs = all.filter((leg) => leg.amount !== 0);
  if (legs.length < 2) throw new Error(`posting ${code} needs at least two non-zero legs`);
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error(`posting ${code} does not balance`);
  for (const leg of legs) if (!Number.isSafeInteger(leg.amount)) throw new Error(`posting ${code} has a non-integer amount`);
  return legs;
}

function legOrder(leg: Leg): string {
  return 'house' in leg ? `~${leg.house}` : `${String(leg.player.userId).padStart(16, '0')}:${leg.player.kind}`;
}
