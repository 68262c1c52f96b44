import { sql, sqlStateOf, SQLSTATE, type SQL } from '@azart/db';

/**
 * Nonce accounting of seed pairs, as parts of other modules' statements: a
 * bet's outcome and its nonce are claimed in the same statement or
 * transaction as the money, so a nonce is never used twice or skipped.
 */

/** The columns of the player's active seed pair, for a read that joins `seed_pairs s`. */
export const seedColumns = sql`s.id AS seed_pair_id, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce`;
export const activeSeedJoin = (userColumn: SQL) => sql`JOIN seed_pairs s ON s.user_id = ${userColumn} AND s.active`;
/** The seed pair a play was drawn with, joined as `p`: a steps game reads its server seed to open cells (it stays secret until rotation). */
export const playSeedJoin = (pairColumn: SQL) => sql`JOIN seed_pairs p ON p.id = ${pairColumn}`;

/**
 * Takes nonce `nonce` of the pair if it is still the next one, as a SQL
 * expression; raises `nonce_moved` (SQLSTATE.nonceMoved) otherwise, which undoes
 * the whole statement it is part of (migration 0007).
 */
export function claimNonceSql(seedPairId: number, nonce: number): SQL {
  return sql`fairness_claim_nonce(${seedPairId}::bigint, ${nonce}::int)`;
}

/**
 * A CTE `fairness_seeds` that takes the next nonce of the player's active
 * pair (the update locks the pair, so a player's rounds are ordered and a
 * rotation cannot slip between) and returns the seeds with the nonce taken.
 */
export function claimNextNonceCte(userId: number): SQL {
  return sql`fairness_seeds AS (
    UPDATE seed_pairs SET nonce = nonce + 1 WHERE user_id = ${userId} AND active
    RETURNING id AS seed_pair_id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce
  )`;
}

/** Whether a statement failed because the nonce it tried to claim had been taken. */
export function isNonceMoved(error: unknown): boolean {
  return sqlStateOf(error) === SQLSTATE.nonceMoved;
}
