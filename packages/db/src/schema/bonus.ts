import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * Provably-fair draws that are not bets (bonuses.md §2–§4): the daily wheel,
 * a free-coins claim, a status spin. Each takes a nonce of the player's seed
 * pair like a bet does, so the fairness page verifies it the same way; `key`
 * is the reason's idempotency key (`wheel:{user}:{day}`), unique.
 */
export const bonusDraws = pgTable(
  'bonus_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    /** wheel, free_coins or status_spin. */
    kind: text('kind').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    /** What was drawn (segment, multiplier, coins…), per kind. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    /** Kopecks credited (0 for a status spin, whose prize is a multiplier). */
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_draws_key_idx').on(t.key),
    index('bonus_draws_user_kind_idx').on(t.userId, t.kind, t.id),
    index('bonus_draws_kind_time_idx').on(t.kind, t.createdAt),
    check('bonus_draws_kind', sql`${t.kind} IN ('wheel', 'free_coins', 'status_spin')`),
    check('bonus_draws_win', sql`${t.win} >= 0`),
  ],
);

/**
 * Image-rotation captchas (spec §2, bonuses.md §2): the angle the server
 * turned the picture by never leaves the server; an answer uses the captcha
 * up, right or wrong. Wrong answers of the last hour lock the purpose.
 */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    purpose: text('purpose').notNull(),
    /** Degrees the picture was turned by, 0–359. */
    angle: integer('angle').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    solved: boolean('solved'),
  },
  (t) => [index('captchas_user_purpose_idx').on(t.userId, t.purpose, t.answeredAt)],
);

/** Back-office settings of the bonus economy (bonuses.md "default"s): a key, its JSON value; every change audited. */
export const bonusSettings = pgTable('bonus_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
