import { rowsOf, sql, type Transaction } from '@azart/db';
import { formatCoins, type Game } from '@azart/contracts';
import { payout } from '@azart/fairness';
import { DomainError } from '../../shared/errors.ts';
import type { GameSettings } from './settings.ts';

export type Claim = { demo: boolean; blocked: boolean; seedPairId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number; settings: GameSettings };

/**
 * One statement at the start of every bet or round: takes the next nonce of
 * the player's active seed pair (the UPDATE locks the pair, so a player's
 * bets are ordered and a rotation cannot slip between), and reads the demo
 * flag, the block state and the game's settings.
 */
export async function claimRound(tx: Transaction, userId: number, game: Game): Promise<Claim> {
  const rows = rowsOf<{ demo: boolean; blocked: boolean; id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number; edge_bp: number; min_bet: number; max_bet: number; max_win: number }>(
    await tx.execute(sql`
      WITH seeds AS (
        UPDATE seed_pairs SET nonce = nonce + 1 WHERE user_id = ${userId} AND active
        RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce
      )
      SELECT u.demo, u.blocked_at IS NOT NULL AS blocked, s.id, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce,
             g.edge_bp, g.min_bet, g.max_bet, g.max_win
      FROM users u, seeds s, game_settings g
      WHERE u.id = ${userId} AND g.game = ${game}`),
  );
  const row = rows[0];
  // Only a seed rotation committed while this statement waited leaves no active pair in its snapshot.
  if (!row) throw new DomainError('retry', { status: 409 });
  return {
    demo: row.demo, blocked: row.blocked, seedPairId: Number(row.id), serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce),
    settings: { edgeBp: Number(row.edge_bp), minBet: Number(row.min_bet), maxBet: Number(row.max_bet), maxWin: Number(row.max_win) },
  };
}

/** Minimum and maximum bet; `maxCoefficient` (hundredths) also checks the maximum win when the outcome's best case is known up front. */
export function checkLimits(settings: GameSettings, amount: number, maxCoefficient?: number): void {
  if (amount < settings.minBet) throw new DomainError('bet_too_small', { field: 'amount', params: { min: formatCoins(settings.minBet) } });
  if (amount > settings.maxBet) throw new DomainError('bet_too_large', { field: 'amount', params: { max: formatCoins(settings.maxBet) } });
  if (maxCoefficient !== undefined && payout(amount, maxCoefficient) > settings.maxWin) throw new DomainError('win_too_large', { field: 'amount', params: { max: formatCoins(settings.maxWin) } });
}

