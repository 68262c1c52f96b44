import { rowsOf, sql, type Executor } from '@azart/db';
import { claimNextNonceCte } from '../fairness/index.ts';
import { DomainError } from '../../shared/errors.ts';

/**
 * What provably-fair bonus draws share (the daily wheel, the status spin):
 * they take the player's seed pair's next nonce like a bet, in the lock
 * order a bet takes — the seed pair (its nonce claim), then the bonus
 * account (its posting) — so a draw and a bet of one player never deadlock
 * (the fairness module's lockActiveSeedPair takes the first lock).
 */

export type ClaimedSeeds = { seedPairId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

/** Takes the next nonce of the player's active pair (already locked by the caller) and returns the seeds with it. */
export async function claimSeeds(tx: Executor, userId: number): Promise<ClaimedSeeds> {
  const [row] = rowsOf<{ seed_pair_id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number }>(
    await tx.execute(sql`WITH ${claimNextNonceCte(userId)} SELECT * FROM fairness_seeds`),
  );
  if (!row) throw new DomainError('retry', { status: 409 });
  return { seedPairId: Number(row.seed_pair_id), serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) };
}

/** "{hours} h {minutes} min" until `at`, rounded up to the minute: a wait is never said to be over while it is not. */
export function waitParams(left: number): { hours: number; minutes: number } {
  const minutes = Math.ceil(left / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
