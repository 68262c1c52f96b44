import type { DiceBet, DiceBetRequest, DiceSide, User } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';

export type DiceBetResponse = { bet: DiceBet; user: User };

/** Minimum bet of every own game: 1 coin (games.md §4). */
export const DICE_MIN_BET = 100;

/**
 * POST /api/games/dice/bet. One Idempotency-Key per click: a network retry of
 * the same click can never place a second bet.
 */
export async function placeDiceBet(input: { amount: number; chanceBp: number; side: DiceSide }): Promise<DiceBetResponse> {
  const body: DiceBetRequest = { amount: input.amount, chance: input.chanceBp / 100, side: input.side };
  const key = newIdempotencyKey();
  return api<DiceBetResponse>('POST', '/api/games/dice/bet', { body, headers: { 'Idempotency-Key': key } });
}
