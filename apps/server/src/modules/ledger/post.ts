import { rowsOf, sql, SQLSTATE, type Executor, type POSTING_CODES, type SQL } from '@azart/db';
import type { HouseAccount } from './house-accounts.ts';
import { balancesFromRows, type PlayerAccountKind, type PlayerBalances } from './accounts.ts';

export type PostingCode = (typeof POSTING_CODES)[number];

/** One side of a posting: a player's account or a house, hold or clearing account. Positive credits. */
export type Leg =
  /** `require`: the account must hold at least this much before the posting (a stake must be covered even when the bet wins). */
  | { player: { userId: number; kind: PlayerAccountKind }; amount: number; require?: number }
  | { house: HouseAccount; amount: number };

export type Posting = {
  /** Unique per money movement: the same key with the same terms returns the first result, with other terms it is refused. */
  key: string;
  code: PostingCode;
  legs: Leg[];
  meta?: Record<string, unknown>;
  /** First phase of a two-phase posting: the legs move the amount into a `hold:*` account until `resolve`. */
  pending?: boolean;
};

export type Posted = { key: string; postingId: number; duplicate: boolean; balances: PlayerBalances | null };

/**
 * Postings as a set-returning SQL expression, for a caller that moves money
 * inside a larger statement of its own (`… FROM ${postingsSql(…)} AS posted`):
 * columns `idempotency_key`, `posting_id`, `duplicate`, `balances`. Every
 * refusal raises, so the caller's statement fails whole (decision 011).
 */
export function postingsSql(postings: Posting[]): SQL {
  return sql`ledger_post_many(${JSON.stringify(postingsJson(postings))}::jsonb)`;
}

/** Postings as `ledger_post_many` takes them, for a caller that hands them to another database function. */
export function postingsJson(postings: readonly Posting[]): unknown[] {
  return postings.map(toJson);
}

/** Writes postings that succeed or fail together, inside the caller's transaction (or alone). Refusals throw `LedgerRefusal`. */
export async function post(exec: Executor, postings: Posting | Posting[]): Promise<Posted[]> {
  const list = Array.isArray(postings) ? postings : [postings];
  try {
    return rowsOf<PostedRow>(await exec.execute(sql`SELECT * FROM ${postingsSql(list)}`)).map(postedOf);
  } catch (error) {
    throw ledgerRefusalOf(error) ?? error;
  }
}

/**
 * Second phase of a two-phase posting: `post` moves the held amount on to
 * `legs` (which must take exactly what was held out of each hold account),
 * `void` returns it. Each pending posting is resolved once; repeating the same
 * resolution with the same key returns its first result.
 */
export async function resolve(exec: Executor, input: { key: string; pendingKey: string; action: 'post' | 'void'; legs?: Leg[]; meta?: Record<string, unknown> }): Promise<Posted> {
  try {
    const legs = input.legs ? JSON.stringify(input.legs.map(legJson)) : null;
    const row = rowsOf<Omit<PostedRow, 'idempotency_key'>>(
      await exec.execute(sql`SELECT * FROM ledger_resolve(${input.key}, ${input.pendingKey}, ${input.action}, ${legs}::jsonb, ${JSON.stringify(input.meta ?? {})}::jsonb)`),
    )[0];
    if (!row) throw new Error('ledger_resolve returned nothing');
    return postedOf({ ...row, idempotency_key: input.key });
  } catch (error) {
    throw ledgerRefusalOf(error) ?? error;
  }
}

type PostedRow = { idempotency_key: string; posting_id: number | string; duplicate: boolean; balances: Record<string, number> | string | null };

function postedOf(row: PostedRow): Posted {
  return { key: row.idempotency_key, postingId: Number(row.posting_id), duplicate: row.duplicate, balances: balancesOf(row.balances) };
}

/** The `balances` column of a posting (JSON arrives parsed from node-postgres and PGlite, as text elsewhere). */
export function balancesOf(value: Record<string, number> | string | null): PlayerBalances | null {
  if (value === null) return null;
  const parsed = typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : value;
  return balancesFromRows(Object.entries(parsed).map(([kind, balance]) => ({ kind, balance })));
}

function toJson(p: Posting) {
  return { key: p.key, code: p.code, legs: p.legs.map(legJson), meta: p.meta ?? {}, pending: p.pending ?? false };
}

function legJson(leg: Leg) {
  if (!Number.isSafeInteger(leg.amount)) throw new Error(`ledger: amount ${leg.amount} is not a whole number of kopecks`);
  return 'house' in leg
    ? { house: leg.house, amount: leg.amount }
    : { user: leg.player.userId, kind: leg.player.kind, amount: leg.amount, ...(leg.require ? { require: leg.require } : {}) };
}

/** Why the ledger refused a posting (ledger_post_many raises each with its own SQLSTATE). */
export const REFUSALS = {
  [SQLSTATE.insufficientFunds]: 'insufficient_funds',
  [SQLSTATE.existsWithDifferentTerms]: 'exists_with_different_terms',
  [SQLSTATE.unbalanced]: 'unbalanced',
  [SQLSTATE.unknownAccount]: 'unknown_account',
  [SQLSTATE.pendingNotFound]: 'pending_not_found',
  [SQLSTATE.alreadyResolved]: 'already_resolved',
  [SQLSTATE.resolveAmountMismatch]: 'resolve_amount_mismatch',
} as const;
export type RefusalReason = (typeof REFUSALS)[keyof typeof REFUSALS];

export class LedgerRefusal extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, options: { cause?: unknown; detail?: string } = {}) {
    super(options.detail ? `${reason}: ${options.detail}` : reason, { cause: options.cause });
    this.name = 'LedgerRefusal';
    this.reason = reason;
  }
}

/** The ledger's refusal behind an error (drivers and drizzle wrap it), if that is what failed. */
export function ledgerRefusalOf(error: unknown): LedgerRefusal | null {
  if (error instanceof LedgerRefusal) return error;
  for (let current = error as { code?: unknown; detail?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 6; current = current.cause as typeof current, depth++) {
    if (typeof current.code === 'string' && current.code in REFUSALS) {
      return new LedgerRefusal(REFUSALS[current.code as keyof typeof REFUSALS], { cause: error, detail: typeof current.detail === 'string' ? current.detail : undefined });
    }
  }
  return null;
}

/**
 * A posting already written under `key`, with its meta, or null: how a
 * retried request finds the money movement its first try made.
 */
export async function postingByKey(exec: Executor, key: string): Promise<{ id: number; meta: Record<string, unknown> } | null> {
  const row = rowsOf<{ id: number | string; meta: Record<string, unknown> | string | null }>(await exec.execute(sql`SELECT id, meta FROM postings WHERE idempotency_key = ${key}`))[0];
  if (!row) return null;
  return { id: Number(row.id), meta: typeof row.meta === 'string' ? (JSON.parse(row.meta) as Record<string, unknown>) : (row.meta ?? {}) };
}
