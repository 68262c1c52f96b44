import { rowsOf, sql, type Executor } from '@azart/db';
import type { RotateResponse } from '@azart/contracts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { createSeedPair, newClientSeed } from './seeds.ts';

/**
 * Reveals the active server seed and commits a fresh one (nonce back to 0).
 * `hasOpenPlay` lets multi-step games block rotation while a play of the
 * player's is open, since its outcome depends on the current seeds.
 */
export async function rotateSeeds(
  ctx: AppContext,
  userId: number,
  clientSeed: string | undefined,
  hasOpenPlay: (tx: Executor, userId: number) => Promise<boolean>,
): Promise<RotateResponse> {
  return ctx.db.transaction(async (tx) => {
    const lockActive = async () => rowsOf<{ id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number }>(
      await tx.execute(sql`SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM seed_pairs WHERE user_id = ${userId} AND active FOR UPDATE`),
    )[0];
    let old = await lockActive();
    // A rotation committed while this one waited for the lock leaves no active pair in the locking read's
    // snapshot (the row it waited for is no longer active); the next statement sees the new pair.
    for (let tries = 1; !old && tries < 5; tries++) old = await lockActive();
    if (!old) throw new DomainError('retry', { status: 409 });
    if (await hasOpenPlay(tx, userId)) throw new DomainError('game_in_progress');
    await tx.execute(sql`UPDATE seed_pairs SET active = false, revealed_at = now() WHERE id = ${old.id}`);
    const current = await createSeedPair(tx, userId, clientSeed ?? newClientSeed());
    return {
      revealed: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, nonce: Number(old.nonce) },
      current,
    };
  });
}
