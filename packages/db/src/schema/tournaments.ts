import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Tournaments (bonuses.md §8): `bank` (a bank shared by points), `places`
 * (the award store's place 1 and place 2 prizes) and `referral` (referrers
 * ranked by their referrals' deposits). The runtime keeps one of each running
 * per default period (`key` names that period, so two processes opening it
 * make one row); admins may add others without a key.
 *
 * Points are kept in ten-thousandths (`points_x10000`): a point is one coin
 * (100 kopecks) of the stake percentage, so a bet of A kopecks at r % adds
 * exactly A × r ten-thousandths and nothing is ever rounded while it accrues.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** `day:2026-11-25`, `week:2026-11-23`, `month:2026-11` for the default ones; null for an admin's. */
    key: text('key'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** running → paying (places fixed, payouts written) → paid (every payout posted). */
    state: text('state').notNull().default('running'),
    /** Kind bank: a bank set by admin, kopecks; null → `bank_revenue_bp` of the period's house revenue, fixed at the end. */
    bank: bigint('bank', { mode: 'number' }),
    bankRevenueBp: integer('bank_revenue_bp').notNull().default(0),
    /** The house's revenue (stakes − wins) of the real-money bets counted into this tournament, kopecks; may be negative. */
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    /** Kinds places and referral: the prizes, hundredths of a kopeck (they grow by fractions of a kopeck per bet). */
    prize1X100: bigint('prize1_x100', { mode: 'number' }).notNull().default(0),
    prize2X100: bigint('prize2_x100', { mode: 'number' }).notNull().default(0),
    /** Kind places: basis points of every counted real-money stake added to each prize (0: the admin's prizes stay as set). */
    prize1Bp: integer('prize1_bp').notNull().default(0),
    prize2Bp: integer('prize2_bp').notNull().default(0),
    totalPointsX10000: bigint('total_points_x10000', { mode: 'number' }).notNull().default(0),
    /** Fixed at the end: the bank paid out and, for kind bank, the kopecks per point. */
    finalBank: bigint('final_bank', { mode: 'number' }),
    ratePerPoint: bigint('rate_per_point', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tournaments_key_idx').on(t.key),
    index('tournaments_state_end_idx').on(t.state, t.endsAt),
    check('tournaments_kind', sql`${t.kind} IN ('bank', 'places', 'referral')`),
    check('tournaments_state', sql`${t.state} IN ('running', 'paying', 'paid')`),
    check('tournaments_period', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'tournaments_amounts',
      sql`(${t.bank} IS NULL OR ${t.bank} >= 0) AND ${t.bankRevenueBp} BETWEEN 0 AND 10000 AND ${t.prize1X100} >= 0 AND ${t.prize2X100} >= 0 AND ${t.prize1Bp} BETWEEN 0 AND 10000 AND ${t.prize2Bp} BETWEEN 0 AND 10000 AND ${t.totalPointsX10000} >= 0`,
    ),
  ],
);

/** A player's points in a tournament (kinds bank and places), added by the bet counting in its own transaction. */
export const tournamentPoints = pgTable(
  'tournament_points',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' }).notNull().references(() => tournaments.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    pointsX10000: bigint('points_x10000', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_points_rank_idx').on(t.tournamentId, t.pointsX10000),
    check('tournament_points_positive', sql`${t.pointsX10000} >= 0`),
  ],
);

/**
 * The results of an ended tournament, written once when its places are fixed;
 * each row is paid by its own ledger posting (`tournament:{id}:{userId}`), so
 * a payout interrupted anywhere resumes without paying anyone twice.
 */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' }).notNull().references(() => tournaments.id),
    place: integer('place').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Kinds bank and places: points × 10⁴; referral: the referrals' deposits in kopecks. */
    score: bigint('score', { mode: 'number' }).notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.place] }),
    uniqueIndex('tournament_payouts_user_idx').on(t.tournamentId, t.userId),
    check('tournament_payouts_amounts', sql`${t.place} >= 1 AND ${t.score} >= 0 AND ${t.reward} >= 0`),
  ],
);
