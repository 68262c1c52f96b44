import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Transactional outbox (decision 012): domain events written in the same
 * transaction or statement as the change they describe, published to
 * socket.io by the runtime's relay and deleted once published. A rolled-back
 * change leaves no event; a committed one is published even if the process
 * dies first (at least once).
 */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** bet_settled, balance_changed, push, … */
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Durable background jobs: any process takes due jobs (`FOR UPDATE SKIP
 * LOCKED`) for a lease, retries with a growing delay, and marks them done.
 * `dedupe_key` makes an enqueue idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey).where(sql`${t.dedupeKey} IS NOT NULL`),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} IS NULL`),
  ],
);

/** Recurring jobs: the scheduler duty (one leader) enqueues each when it is due. */
export const schedules = pgTable('schedules', {
  name: text('name').primaryKey(),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
});
