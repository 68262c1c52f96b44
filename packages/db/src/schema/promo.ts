import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Promo codes (bonuses.md §5), created in the back office, and the weekly
 * personal codes of statuses (§4, `user_id` set). The reward is a fixed
 * amount, a share of the player's last deposit (capped), or a rakeback
 * boost. `activations` counts what `promo_activations` holds, so the total
 * limit is checked under the code's row lock.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** As typed by the administrator; `code_key` is its upper-cased form, unique. */
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    /** fixed | percent | boost */
    rewardKind: text('reward_kind').notNull(),
    /** Kopecks for `fixed`. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** Basis points of the last deposit for `percent`. */
    percentBp: integer('percent_bp').notNull().default(0),
    /** The most a `percent` reward pays, kopecks (0: no cap). */
    cap: bigint('cap', { mode: 'number' }).notNull().default(0),
    /** Hours of the rakeback boost for `boost`. */
    boostHours: integer('boost_hours').notNull().default(0),
    wagerX100: integer('wager_x100').notNull().default(300),
    withdrawableBp: integer('withdrawable_bp').notNull().default(10000),
    /** Total activations allowed; null: no limit. Each player activates a code once. */
    totalLimit: integer('total_limit'),
    activations: integer('activations').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    minLevel: integer('min_level').notNull().default(1),
    /** Lowest weekly status that may activate it (bronze…diamond); null: anyone. */
    minStatus: text('min_status'),
    /** vk | tg: a subscription to the casino's group or channel the social provider must confirm. */
    requiresSubscription: text('requires_subscription'),
    /** A personal code (a status's weekly reward): only this player may activate it. */
    userId: integer('user_id').references(() => users.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key_idx').on(t.codeKey),
    index('promo_codes_user_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    check('promo_codes_kind', sql`${t.rewardKind} IN ('fixed', 'percent', 'boost')`),
    check('promo_codes_subscription', sql`${t.requiresSubscription} IS NULL OR ${t.requiresSubscription} IN ('vk', 'tg')`),
    check('promo_codes_status', sql`${t.minStatus} IS NULL OR ${t.minStatus} IN ('bronze', 'silver', 'gold', 'platinum', 'diamond')`),
    check('promo_codes_amounts', sql`${t.amount} >= 0 AND ${t.percentBp} BETWEEN 0 AND 100000 AND ${t.cap} >= 0 AND ${t.boostHours} BETWEEN 0 AND 720 AND ${t.activations} >= 0 AND (${t.totalLimit} IS NULL OR ${t.activations} <= ${t.totalLimit})`),
    check('promo_codes_terms', sql`${t.wagerX100} >= 0 AND ${t.withdrawableBp} BETWEEN 0 AND 10000 AND ${t.minLevel} BETWEEN 1 AND 10`),
  ],
);

/** One player's activation of a code: once per player (unique), with what it paid. */
export const promoActivations = pgTable(
  'promo_activations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promoId: bigint('promo_id', { mode: 'number' }).notNull().references(() => promoCodes.id),
    userId: integer('user_id').notNull().references(() => users.id),
    /** Kopecks credited (0 for a boost). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The status spin's multiplier in force, hundredths (100: none). */
    multiplierX100: integer('multiplier_x100').notNull().default(100),
    /** The request's Idempotency-Key: its retry answers with this activation instead of "already used". */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_activations_once_idx').on(t.promoId, t.userId), index('promo_activations_user_idx').on(t.userId, t.id)],
);
