import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settled bets still to be counted by the bonus module (wagering of bonus
 * grants, levels, MaxWin points, rakeback). A trigger on `bets` adds a row
 * per real-money or bonus-balance bet in the bet's own transaction
 * (migration 0015); the bonus module deletes rows in the transaction that
 * counts them, so each bet counts exactly once whatever crashes or retries
 * happen.
 */
export const betFollowups = pgTable('bet_followups', {
  betId: bigint('bet_id', { mode: 'number' }).primaryKey(),
});

/** A player's loyalty counters (bonuses.md §3, §6), kept by the bonus module. */
export const loyalty = pgTable(
  'loyalty',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    /** Lifetime real-money (main balance) wagering, kopecks: the level. */
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    /** The highest level whose reward was paid. */
    levelPaid: integer('level_paid').notNull().default(1),
    /** Rakeback accrued and not yet claimed, in hundredths of a kopeck (accruals are fractions of a kopeck). */
    rakebackX100: bigint('rakeback_x100', { mode: 'number' }).notNull().default(0),
    /** While in the future the rakeback rate is doubled (the rakeback boost). */
    boostUntil: timestamp('boost_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('loyalty_amounts', sql`${t.wagered} >= 0 AND ${t.rakebackX100} >= 0 AND ${t.levelPaid} BETWEEN 1 AND 10`)],
);

/** Real-money wagering per player and Moscow day: the last seven days are the MaxWin points (bonuses.md §3). */
export const wagerDays = pgTable(
  'wager_days',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
