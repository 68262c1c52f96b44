import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The cashier (issue 11), written by the payments module only. Money itself
 * moves in the ledger (postings keyed by these rows' ids); these rows are the
 * business side: what the player asked for, what the provider said, and
 * where each one stands.
 */

/** A deposit: waiting for the provider, then success (credited) or canceled. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    method: text('method').notNull(),
    /** Credited to the main balance when paid, kopecks. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Charged by the provider on top (the player pays amount + fee). */
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    /** USDT to send (6 decimals, text) for a crypto deposit. */
    cryptoAmount: text('crypto_amount'),
    status: text('status').notNull().default('waiting'),
    /** Why it was canceled: a message code (declined, expired, amount_mismatch, …). */
    reason: text('reason'),
    /** Masked card, deposit address or wallet, once known. */
    requisites: text('requisites'),
    bank: text('bank'),
    /** What the player gave with the request (email, phone, operator, comment). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    provider: text('provider').notNull(),
    /** The provider's id of the payment. */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Deposit points received. */
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('deposits_provider_ref_idx').on(t.provider, t.providerRef).where(sql`${t.providerRef} IS NOT NULL`),
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_status_idx').on(t.status, t.id),
  ],
);

/** A withdrawal: moderation → queue → processing → completed, or canceled; its amount is held in the ledger meanwhile. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    method: text('method').notNull(),
    /** Paid out, kopecks. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('moderation'),
    /** A message code for a system reason (canceled_by_player, payout_failed). */
    reason: text('reason'),
    /** The operator's own words when rejecting. */
    reasonText: text('reason_text'),
    /** Masked destination for lists; the full one is sealed (encrypted) in `destination`. */
    requisites: text('requisites').notNull(),
    destination: text('destination').notNull(),
    bank: text('bank'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The staff member who approved or rejected it. */
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('withdrawals_provider_ref_idx').on(t.provider, t.providerRef).where(sql`${t.providerRef} IS NOT NULL`),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

/** Saved payout destinations (the requisites sealed; `title` is the masked form shown in lists). */
export const paymentTemplates = pgTable(
  'payment_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    method: text('method').notNull(),
    title: text('title').notNull(),
    bank: text('bank'),
    destination: text('destination').notNull(),
    /** A fingerprint of the destination (HMAC), so that saving the same one twice keeps one template. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_templates_unique_idx').on(t.userId, t.method, t.fingerprint).where(sql`${t.deletedAt} IS NULL`)],
);

/** "Deposit not received" requests, one per deposit, with the receipt kept in the file store. */
export const depositClaims = pgTable(
  'deposit_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    depositId: bigint('deposit_id', { mode: 'number' }).notNull().references(() => deposits.id),
    comment: text('comment').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deposit_claims_deposit_idx').on(t.depositId), index('deposit_claims_user_idx').on(t.userId, t.id), index('deposit_claims_status_idx').on(t.status, t.id)],
);

/** Every provider callback accepted, once per event id: a replayed callback finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_idx').on(t.provider, t.eventId)],
);
