import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Ledger accounts. Player accounts keep a cached balance that can never go
 * negative (CHECK) and is updated in the same transaction as the entries.
 * House accounts are not cached: every bet would otherwise update the same
 * row and serialise on its lock; their totals are sums over entries.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Player owning the account; null for house accounts. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** main | bonus | demo | points for players; house:<purpose> for the house. */
    kind: text('kind').notNull(),
    /** RUB (kopecks), DEMO (demo kopecks) or POINTS (deposit points). */
    unit: text('unit').notNull(),
    /** Cached sum of entries; maintained only when `cached`. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    cached: boolean('cached').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_owner_kind_idx').on(t.userId, t.kind).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('accounts_house_kind_idx').on(t.kind).where(sql`${t.userId} IS NULL`),
    check('accounts_player_balance_non_negative', sql`${t.userId} IS NULL OR ${t.balance} >= 0`),
  ],
);

/** One money movement: two or more entries that sum to zero, written once. */
export const postings = pgTable('postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** A retry with the same key finds this posting instead of moving money again. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** Why money moved: bet, demo_add, demo_set, … */
  code: text('code').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const entries = pgTable(
  'entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull().references(() => postings.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id),
    /** Signed kopecks: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('entries_account_idx').on(t.accountId), index('entries_posting_idx').on(t.postingId), check('entries_amount_non_zero', sql`${t.amount} <> 0`)],
);
