import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * Why money moved (TigerBeetle's transfer `code`). A new reason is a new
 * value, added by a migration (`ALTER TYPE posting_code ADD VALUE …`).
 */
export const POSTING_CODES = [
  'bet', 'win', 'demo_bet', 'demo_win', 'demo_add', 'demo_set', 'adjustment',
  'deposit', 'withdrawal', 'bonus_grant', 'bonus_transfer', 'bonus_expiry', 'rakeback', 'referral_reward', 'tournament_prize',
  'provider_bet', 'provider_win', 'provider_rollback', 'deposit_points', 'rollback',
] as const;
export const postingCode = pgEnum('posting_code', POSTING_CODES);

/**
 * `final`: an ordinary posting. Two-phase postings start `pending` (the amount
 * sits in a `hold:*` account) and end `posted` or `voided` when a second
 * posting that `resolves` them moves it on or back.
 */
export const postingState = pgEnum('posting_state', ['final', 'pending', 'posted', 'voided']);

/** One money movement: two or more entries that sum to zero, written once, only by `ledger_post` (migration 0005). */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A retry with the same key finds this posting instead of moving money again. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    code: postingCode('code').notNull(),
    state: postingState('state').notNull().default('final'),
    /** The pending posting this one posts or voids (at most one resolution each). */
    resolves: bigint('resolves', { mode: 'number' }).references((): AnyPgColumn => postings.id),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('postings_resolves_idx').on(t.resolves).where(sql`${t.resolves} IS NOT NULL`)],
);

export const entries = pgTable(
  'entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Checked per statement by a trigger rather than per row by foreign keys; entries are immutable and
    // postings and accounts never deleted (migration 0011, decision 014).
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Signed kopecks: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('entries_account_idx').on(t.accountId), index('entries_posting_idx').on(t.postingId), check('entries_amount_non_zero', sql`${t.amount} <> 0`)],
);
