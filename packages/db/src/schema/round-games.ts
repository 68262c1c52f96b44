import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { wagers } from './wagering.ts';

/**
 * Hash chains of the round games (games.md §1), owned by the fairness module.
 * A chain is written whole, with every hash, in one transaction: once it is
 * visible its terminating hash and salt are published (GET
 * /api/fairness/chains) and none of its hashes is ever shown before its
 * round has ended. A game plays its chains in id order; the next chain is
 * made and published while the current one still has rounds left.
 */
export const chains = pgTable(
  'chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    /** SHA-256 of the first round's hash: the genesis hashed `length` times. */
    terminatingHash: text('terminating_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chains_game_idx').on(t.game, t.id), check('chains_length', sql`${t.length} > 0`)],
);

/** A chain's hashes in play order: `idx` 0 is its first round's, `length − 1` the genesis. */
export const chainHashes = pgTable(
  'chain_hashes',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull().references(() => chains.id),
    idx: integer('idx').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.idx] })],
);

/**
 * The rounds of the round games (issue 12), one row per round, owned by the
 * rounds module. A round takes the next hash of its game's chain when it is
 * opened, so its result is fixed before betting starts; `result` is that
 * result in full, kept secret (like `hash`) until the round has ended. Its
 * state moves betting → spinning → result → pause only forward, each step a
 * conditional update by the game's leader; the times say when each should
 * happen, so a leader that takes over after a crash finishes the round from
 * where it stopped.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    /** 1, 2, … per game. */
    number: bigint('number', { mode: 'number' }).notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull().references(() => chains.id),
    chainIndex: integer('chain_index').notNull(),
    hash: text('hash').notNull(),
    /** SHA-256 of `hash`: the previous round's hash, or the chain's terminating hash. */
    previousHash: text('previous_hash').notNull(),
    /** betting | spinning | result | pause */
    state: text('state').notNull().default('betting'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    spinEndsAt: timestamp('spin_ends_at', { withTimezone: true }).notNull(),
    resultEndsAt: timestamp('result_ends_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Crazy Time: players choose for the round's bonus until then (null when it needs no choice). */
    choiceEndsAt: timestamp('choice_ends_at', { withTimezone: true }),
    /** The result as it is shown once the round has ended (the game's view with nothing hidden). */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    /** Paid to all players, and the round's stakes (bets, players, kopecks in all and per spot), once settled. */
    payout: bigint('payout', { mode: 'number' }),
    totals: jsonb('totals').$type<Record<string, unknown>>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rounds_game_number_idx').on(t.game, t.number),
    uniqueIndex('game_rounds_chain_idx').on(t.chainId, t.chainIndex),
    uniqueIndex('game_rounds_hash_idx').on(t.game, t.hash),
    check('game_rounds_state', sql`${t.state} IN ('betting', 'spinning', 'result', 'pause')`),
    check('game_rounds_times', sql`${t.startedAt} <= ${t.bettingEndsAt} AND ${t.bettingEndsAt} <= ${t.spinEndsAt} AND ${t.spinEndsAt} <= ${t.resultEndsAt} AND ${t.resultEndsAt} <= ${t.endsAt}`),
  ],
);

/**
 * Bets on a round's spots. The stake is posted when the bet is placed; the
 * round's settlement writes each bet's `bets` record (source `chain`) and the
 * player's payout posting, and marks the bet with them. `max_win` is the
 * game's maximum win per bet when the bet was placed.
 */
export const roundBets = pgTable(
  'round_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' }).notNull().references(() => gameRounds.id),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    game: text('game').notNull(),
    spot: text('spot').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    demo: boolean('demo').notNull(),
    /** Staked from the bonus balance; the payout goes back there. */
    bonus: boolean('bonus').notNull().default(false),
    maxWin: bigint('max_win', { mode: 'number' }).notNull(),
    stakePostingId: bigint('stake_posting_id', { mode: 'number' }).notNull(),
    /** The wager the bet is (issue 22): its stake, its settlement and its bet row go through the wagering module. */
    wagerId: bigint('wager_id', { mode: 'number' }).references(() => wagers.id),
    /** Set when the round is settled. */
    win: bigint('win', { mode: 'number' }),
    betId: bigint('bet_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('round_bets_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('round_bets_round_idx').on(t.roundId, t.id),
    index('round_bets_round_user_idx').on(t.roundId, t.userId),
    index('round_bets_unsettled_idx').on(t.roundId, t.userId).where(sql`${t.betId} IS NULL`),
    check('round_bets_amount', sql`${t.amount} > 0`),
  ],
);

/** Crazy Time: a player's choice for a round's bonus game (Cash Hunt's pick, the flapper colour). */
export const roundChoices = pgTable(
  'round_choices',
  {
    roundId: bigint('round_id', { mode: 'number' }).notNull().references(() => gameRounds.id),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    choice: jsonb('choice').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId] })],
);
