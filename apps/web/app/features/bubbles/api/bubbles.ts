import { api, newIdempotencyKey } from '~/shared/api/client.ts';

/** POST /api/games/bubbles/bet; target as a decimal (2.5). One Idempotency-Key per click. */
export const placeBubblesBet = (amount: number, target: number) =>
  api.post('/api/games/bubbles/bet', { body: { amount, target }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
