import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { deposits } from './payments.ts';
import { postings } from './ledger.ts';

/**
 * The referral programme (bonuses.md §9, issue 14 item 3). Each player's code
 * (made at registration, or on first use for older accounts), with the
 * address and device the player was last seen from: the self-referral check
 * compares a registration against them.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id').primaryKey().references(() => users.id),
    code: text('code').notNull(),
    /** Where the owner registered or last opened the referrals page from. */
    ip: text('ip'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_idx').on(t.code)],
);

/** Who brought whom: one referrer per player, permanent (bonuses.md §9). */
export const referralBindings = pgTable(
  'referral_bindings',
  {
    userId: integer('user_id').primaryKey().references(() => users.id),
    referrerId: integer('referrer_id').notNull().references(() => users.id),
    /** registration | activation */
    via: text('via').notNull(),
    ip: text('ip'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_bindings_referrer_idx').on(t.referrerId, t.createdAt),
    check('referral_bindings_not_self', sql`${t.userId} <> ${t.referrerId}`),
    check('referral_bindings_via', sql`${t.via} IN ('registration', 'activation')`),
  ],
);

/** Visits of a referral link (the /refs/:id guard's report), for the monthly statistics. */
export const referralHits = pgTable(
  'referral_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: integer('referrer_id').notNull().references(() => users.id),
    referer: text('referer'),
    ip: text('ip'),
    /** The visitor's FingerprintJS visitor id, when the browser reported one (issue 23 item 7). */
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_hits_referrer_idx').on(t.referrerId, t.createdAt)],
);

/** 3 % of a referral's deposit, once per deposit (the primary key), with the posting that paid it. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    depositId: bigint('deposit_id', { mode: 'number' }).primaryKey().references(() => deposits.id),
    referrerId: integer('referrer_id').notNull().references(() => users.id),
    referralId: integer('referral_id').notNull().references(() => users.id),
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull().references(() => postings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerId, t.createdAt), check('referral_rewards_amount', sql`${t.amount} > 0 AND ${t.deposit} > 0`)],
);

/** Refused bindings (self-referral by account, device or address; bonuses.md §9 "refused and logged"). */
export const referralRefusals = pgTable(
  'referral_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: integer('referrer_id').notNull().references(() => users.id),
    userId: integer('user_id').notNull().references(() => users.id),
    /** same_account | same_device | same_ip | same_fingerprint | cycle */
    reason: text('reason').notNull(),
    via: text('via').notNull(),
    ip: text('ip'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_refusals_referrer_idx').on(t.referrerId, t.createdAt)],
);
