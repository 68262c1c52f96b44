import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { postings } from './ledger.ts';

/** Per-game settings an administrator can change; read by every bet. */
export const gameSettings = pgTable(
  'game_settings',
  {
    game: text('game').primaryKey(),
    /** House edge in basis points (100 = 1 %), 50–1000. */
    edgeBp: integer('edge_bp').notNull(),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }).notNull(),
    maxWin: bigint('max_win', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('game_settings_edge_range', sql`${t.edgeBp} BETWEEN 50 AND 1000`), check('game_settings_limits', sql`${t.minBet} > 0 AND ${t.maxBet} >= ${t.minBet} AND ${t.maxWin} > 0`)],
);

/** A player's provably-fair seed pair; exactly one active pair per player. */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Nonce of the next bet on this pair. */
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seed_pairs_active_idx').on(t.userId).where(sql`${t.active}`), index('seed_pairs_user_idx').on(t.userId)],
);

/**
 * Open and finished multi-step rounds (Mines, Hotline). The stake is posted
 * when the round starts; the round lives here until it is lost, cashed out
 * or completed, so a reload or a restart resumes it. At most one open round
 * per player and game (partial unique index); cash-out is a conditional
 * update on `status = 'open'`, so it can happen only once.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    game: text('game').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    demo: boolean('demo').notNull(),
    /** Staked from the bonus balance; the payout goes back there. */
    bonus: boolean('bonus').notNull().default(false),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull().references(() => seedPairs.id),
    nonce: integer('nonce').notNull(),
    /** House edge and max win in force when the round started. */
    edgeBp: integer('edge_bp').notNull(),
    maxWin: bigint('max_win', { mode: 'number' }).notNull(),
    /** mines count or difficulty. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** Safe picks so far, in order (tiles or cells). */
    picks: jsonb('picks').$type<number[]>().notNull().default([]),
    /** The losing pick (a mine or a burning cell). */
    lostOn: integer('lost_on'),
    /** open | lost | cashed */
    status: text('status').notNull().default('open'),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    /** Coefficient in hundredths reached when the round ended. */
    coefficient: integer('coefficient').notNull().default(0),
    betId: bigint('bet_id', { mode: 'number' }),
    /** The ledger posting that took the stake when the round started. */
    stakePostingId: bigint('stake_posting_id', { mode: 'number' }).references(() => postings.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rounds_open_idx').on(t.userId, t.game).where(sql`${t.status} = 'open'`),
    uniqueIndex('rounds_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('rounds_status', sql`${t.status} IN ('open', 'lost', 'cashed')`),
  ],
);
