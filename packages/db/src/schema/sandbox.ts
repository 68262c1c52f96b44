import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own state (apps/server/src/sandbox): what a
 * payment processor keeps about payments, payouts and the callbacks it owes
 * its merchant. Only the sandbox reads or writes these tables; the casino
 * knows the sandbox through its HTTP API alone. Unused where a real provider
 * is configured.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    merchantRef: text('merchant_ref').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending | succeeded | declined | expired */
    status: text('status').notNull().default('pending'),
    customer: jsonb('customer').$type<Record<string, string>>().notNull().default({}),
    returnUrl: text('return_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    cryptoAddress: text('crypto_address'),
    cryptoAmount: text('crypto_amount'),
    confirmations: integer('confirmations').notNull().default(0),
    cardLast4: text('card_last4'),
    /** A card that asked for 3-D Secure waits here for the code. */
    awaiting3ds: boolean('awaiting_3ds').notNull().default(false),
    /** A TRC-20 checkout whose transfer was sent: confirmations are coming in. */
    transferSent: boolean('transfer_sent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_payments_idempotency_idx').on(t.idempotencyKey)],
);

export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: text('id').primaryKey(),
    merchantRef: text('merchant_ref').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    destination: text('destination').notNull(),
    bank: text('bank'),
    /** processing | succeeded | failed */
    status: text('status').notNull().default('processing'),
    failureReason: text('failure_reason'),
    callbackUrl: text('callback_url').notNull(),
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_payouts_idempotency_idx').on(t.idempotencyKey)],
);

/** Callbacks owed to the merchant, delivered with retries and a growing delay until one is answered with 2xx. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    objectId: text('object_id').notNull(),
    type: text('type').notNull(),
    /** The exact JSON body sent (signed as it is). */
    body: text('body').notNull(),
    callbackUrl: text('callback_url').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_events_object_idx').on(t.objectId, t.createdAt), index('sandbox_events_pending_idx').on(t.createdAt).where(sql`${t.deliveredAt} IS NULL`)],
);
