import type { DiceSide } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';

/**
 * POST /api/games/dice/bet. One Idempotency-Key per click: a network retry of
 * the same click can never place a second bet.
 */
export function placeDiceBet(input: { amount: number; chanceBp: number; side: DiceSide }) {
  return api.post('/api/games/dice/bet', { body: { amount: input.amount, chance: input.chanceBp / 100, side: input.side }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
}
