import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Settled wagers of every kind of game, real and demo. Where the outcome came
 * from depends on `source`: `seed` (own games: the player's seed pair and a
 * nonce), `chain` (shared rounds: a round on a game's hash chain) or
 * `provider` (aggregator slots and live games: the provider's round and
 * transaction ids). Each bet points at the ledger postings that moved its
 * money: `posting_id` the stake (or, for an instant bet, the whole net
 * result), `payout_posting_id` a separate payout if there was one.
 * Parameters and outcome are per game, parsed with the game's zod schemas
 * from packages/contracts.
 *
 * `user_id`, `seed_pair_id`, `posting_id` and `payout_posting_id` point at
 * users, seed pairs and postings; a statement-level trigger checks them for
 * all of a statement's rows at once instead of a foreign key per row, and the
 * rows they point at are never deleted (migration 0011, decision 014).
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    game: text('game').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Paid back, kopecks; 0 on a loss. */
    win: bigint('win', { mode: 'number' }).notNull(),
    /** Coefficient in hundredths (198 = ×1.98); 0 on a loss. */
    coefficient: integer('coefficient').notNull(),
    demo: boolean('demo').notNull(),
    /** Played from the bonus balance (its wins went back there); counts for wagering, not for levels or rakeback. */
    bonus: boolean('bonus').notNull().default(false),
    source: text('source').notNull().default('seed'),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }),
    nonce: integer('nonce'),
    /** Round on a game's hash chain (shared-round games). */
    chainRoundId: bigint('chain_round_id', { mode: 'number' }),
    provider: text('provider'),
    providerRoundId: text('provider_round_id'),
    providerTxId: text('provider_tx_id'),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    payoutPostingId: bigint('payout_posting_id', { mode: 'number' }),
    /** Game parameters chosen by the player (chance, side, …). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** Outcome (roll number, board, …). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bets_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('bets_provider_tx_idx').on(t.provider, t.providerTxId).where(sql`${t.provider} IS NOT NULL`),
    index('bets_user_id_idx').on(t.userId, t.id),
    index('bets_user_game_id_idx').on(t.userId, t.game, t.id),
    index('bets_feed_idx').on(t.id).where(sql`NOT ${t.demo}`),
    check(
      'bets_source',
      sql`(${t.source} = 'seed' AND ${t.seedPairId} IS NOT NULL AND ${t.nonce} IS NOT NULL)
        OR (${t.source} = 'chain' AND ${t.chainRoundId} IS NOT NULL)
        OR (${t.source} = 'provider' AND ${t.provider} IS NOT NULL AND ${t.providerTxId} IS NOT NULL)`,
    ),
  ],
);
