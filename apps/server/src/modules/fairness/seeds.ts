import { createHash, randomBytes } from 'node:crypto';
import { rowsOf, seedPairs, sql, type Executor } from '@azart/db';
import type { SeedPair } from '@azart/contracts';
import { DomainError } from '../../shared/errors.ts';

/** 32 random bytes as 64 hex chars; its SHA-256 is the public commitment (games.md §1). */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed).digest('hex') };
}

/** Default client seed: 16 random hex chars. */
export const newClientSeed = () => randomBytes(8).toString('hex');

export async function createSeedPair(tx: Executor, userId: number, clientSeed: string = newClientSeed()): Promise<SeedPair> {
  const { serverSeed, serverSeedHash } = newServerSeed();
  await tx.insert(seedPairs).values({ userId, serverSeed, serverSeedHash, clientSeed });
  return { serverSeedHash, clientSeed, nonce: 0 };
}

export async function activeSeedPair(exec: Executor, userId: number): Promise<SeedPair | null> {
  const rows = rowsOf<{ server_seed_hash: string; client_seed: string; nonce: number }>(
    await exec.execute(sql`SELECT server_seed_hash, client_seed, nonce FROM seed_pairs WHERE user_id = ${userId} AND active`),
  );
  const row = rows[0];
  return row ? { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) } : null;
}

export type ClaimedSeeds = { seedPairId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

/**
 * Locks the player's active seed pair, the first lock a bet or a bonus draw
 * takes (its nonce claim follows), so the two never deadlock and a rotation
 * waits for them.
 */
export async function lockActiveSeedPair(tx: Executor, userId: number): Promise<void> {
  // A rotation committed while the lock waited leaves no active pair in this snapshot: look again.
  for (let tries = 0; tries < 5; tries++) {
    if (rowsOf(await tx.execute(sql`SELECT id FROM seed_pairs WHERE user_id = ${userId} AND active FOR UPDATE`)).length) return;
  }
  throw new DomainError('retry', { status: 409 });
}
