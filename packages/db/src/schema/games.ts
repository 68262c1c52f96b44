import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { postings } from './ledger.ts';
import { wagers } from './wagering.ts';

/** The families a bet path belongs to (wagering): how a bet opens and settles. */
export const GAME_FAMILIES = ['instant', 'steps', 'round', 'slot', 'casino'] as const;
/** The lobby's categories, and what tournament points and the casino's defaults go by. */
export const GAME_CATEGORIES = ['dice-like', 'slots', 'live', 'roulette', 'cards', 'table'] as const;

/**
 * The game catalogue: one row per game of any family, own or a provider's,
 * with what every module needs to know about it. Limits and the edge are set
 * by administrators (games.md §4); the other attributes come from the seed
 * (modules/catalogue/seed.ts) or the aggregator's catalogue. Read by every bet.
 */
export const gameCatalogue = pgTable(
  'game_catalogue',
  {
    game: text('game').primaryKey(),
    family: text('family', { enum: GAME_FAMILIES }).notNull(),
    category: text('category', { enum: GAME_CATEGORIES }).notNull(),
    /** House edge in basis points (100 = 1 %), within the game's bounds. */
    edgeBp: integer('edge_bp').notNull(),
    edgeMinBp: integer('edge_min_bp').notNull(),
    edgeMaxBp: integer('edge_max_bp').notNull(),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }).notNull(),
    maxWin: bigint('max_win', { mode: 'number' }).notNull(),
    /** Tournament points per real-money stake, in basis points of it (300 = 3 %). */
    tournamentRateBp: integer('tournament_rate_bp').notNull(),
    /** Whether real-money bets accrue rakeback (bonuses.md §6). */
    rakeback: boolean('rakeback').notNull(),
    /** Share of a bonus-balance stake that counts towards wagering, in basis points. */
    wageringWeightBp: integer('wagering_weight_bp').notNull(),
    /** A disabled game takes no new bets; open rounds still settle. */
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('game_catalogue_edge_bounds', sql`0 <= ${t.edgeMinBp} AND ${t.edgeMinBp} <= ${t.edgeMaxBp} AND ${t.edgeMaxBp} < 10000`),
    check('game_catalogue_edge_range', sql`${t.edgeBp} BETWEEN ${t.edgeMinBp} AND ${t.edgeMaxBp}`),
    check('game_catalogue_limits', sql`${t.minBet} > 0 AND ${t.maxBet} >= ${t.minBet} AND ${t.maxWin} > 0`),
    check('game_catalogue_rates', sql`${t.tournamentRateBp} BETWEEN 0 AND 10000 AND ${t.wageringWeightBp} BETWEEN 0 AND 10000`),
    check('game_catalogue_family', sql.raw(`family IN (${GAME_FAMILIES.map((f) => `'${f}'`).join(', ')})`)),
    check('game_catalogue_category', sql.raw(`category IN (${GAME_CATEGORIES.map((c) => `'${c}'`).join(', ')})`)),
  ],
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
 * Open and finished plays of the steps games (Mines, Hotline; "rounds" are
 * the round games', round-games.ts). The stake is posted when the play
 * starts; the play lives here until it is lost, cashed out or completed, so a
 * reload or a restart resumes it. At most one open play per player and game
 * (partial unique index); cash-out is a conditional update on
 * `status = 'open'`, so it can happen only once. Called `rounds` until
 * migration 0025.
 */
export const stepsPlays = pgTable(
  'steps_plays',
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
    /** House edge and max win in force when the play started. */
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
    /** Coefficient in hundredths reached when the play ended. */
    coefficient: integer('coefficient').notNull().default(0),
    betId: bigint('bet_id', { mode: 'number' }),
    /** The ledger posting that took the stake when the play started. */
    stakePostingId: bigint('stake_posting_id', { mode: 'number' }).references(() => postings.id),
    /** The play's wager (modules/wagering): opened with the stake, settled when the play ends. Null only for plays that ended before migration 0026. */
    wagerId: bigint('wager_id', { mode: 'number' }).references(() => wagers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('steps_plays_open_idx').on(t.userId, t.game).where(sql`${t.status} = 'open'`),
    uniqueIndex('steps_plays_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('steps_plays_status', sql`${t.status} IN ('open', 'lost', 'cashed')`),
  ],
);
