import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const WAGER_STATES = ['open', 'settled', 'rolled_back'] as const;

/**
 * Wagers that open now and settle later (modules/wagering): a casino game's
 * debit credited or rolled back by its provider, an own slot's bonus game.
 * `open` holds a stake; `settled` and `rolled_back` are final. A rollback of
 * an external id never seen leaves a `rolled_back` row with no stake (a
 * tombstone), so a debit arriving after it is refused. The settled wager is
 * written to `bets` like every other bet, which queues its counting.
 */
export const wagers = pgTable(
  'wagers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    game: text('game').notNull(),
    /** The caller's key of the opening request, unique per player. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A provider's transaction id: at most one wager per game and id. */
    externalId: text('external_id'),
    /** A provider's round, or an own slot's spin that a bonus game belongs to. */
    round: text('round'),
    /** The balance played: main, bonus or demo. */
    account: text('account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state', { enum: WAGER_STATES }).notNull(),
    win: bigint('win', { mode: 'number' }),
    stakePostingId: bigint('stake_posting_id', { mode: 'number' }),
    resultPostingId: bigint('result_posting_id', { mode: 'number' }),
    betId: bigint('bet_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wagers_user_key_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('wagers_external_idx').on(t.game, t.externalId).where(sql`${t.externalId} IS NOT NULL`),
    index('wagers_open_idx').on(t.userId).where(sql`${t.state} = 'open'`),
    check('wagers_amount', sql`${t.amount} >= 0 AND (${t.win} IS NULL OR ${t.win} >= 0)`),
    check('wagers_account', sql`${t.account} IN ('main', 'bonus', 'demo')`),
    check('wagers_state', sql`${t.state} IN ('open', 'settled', 'rolled_back')`),
  ],
);
