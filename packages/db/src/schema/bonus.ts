import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Where a grant came from (bonuses.md §1). */
export const BONUS_SOURCES = ['wheel', 'free_coins', 'promo', 'level', 'status', 'repost', 'telegram', 'exchange', 'newyear', 'admin'] as const;

/**
 * Every credit to a player's bonus balance is a grant (bonuses.md §1, issue
 * 13), owned by the bonus module. Its money moved through the ledger (a
 * `bonus_grant` posting keyed by `key`, so a grant exists once per reason);
 * this row keeps what the ledger does not: the wager to play through, the
 * share that may move to the main balance once it is complete, the expiry,
 * and what was played, moved and taken back so far.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    source: text('source').notNull(),
    /** Kopecks credited. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The wager multiplier in hundredths (×3 is 300): complete once `wagered` ≥ amount × wager / 100. */
    wagerX100: integer('wager_x100').notNull(),
    /** The share of the amount that may move to the main balance once complete, basis points. */
    withdrawableBp: integer('withdrawable_bp').notNull(),
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    transferred: bigint('transferred', { mode: 'number' }).notNull().default(0),
    takenBack: bigint('taken_back', { mode: 'number' }).notNull().default(0),
    /** active → completed (wagered) or expired (what was left taken back). */
    state: text('state').notNull().default('active'),
    /** The reason's key (`exchange:{user}:{idempotency key}`, `wheel:{user}:{day}`): its posting's key too. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_grants_key_idx').on(t.key),
    index('bonus_grants_user_idx').on(t.userId, t.state, t.id),
    index('bonus_grants_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'active'`),
    check('bonus_grants_source', sql`${t.source} IN ('wheel', 'free_coins', 'promo', 'level', 'status', 'repost', 'telegram', 'exchange', 'newyear', 'admin')`),
    check('bonus_grants_state', sql`${t.state} IN ('active', 'completed', 'expired')`),
    check('bonus_grants_amounts', sql`${t.amount} > 0 AND ${t.wagered} >= 0 AND ${t.transferred} >= 0 AND ${t.takenBack} >= 0 AND ${t.transferred} + ${t.takenBack} <= ${t.amount}`),
    check('bonus_grants_terms', sql`${t.wagerX100} >= 0 AND ${t.withdrawableBp} BETWEEN 0 AND 10000`),
  ],
);
