import type { Bet, User } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';

export type BubblesBet = Extract<Bet, { game: 'bubbles' }>;

/** POST /api/games/bubbles/bet; target as a decimal (2.5). One Idempotency-Key per click. */
export const placeBubblesBet = (amount: number, target: number) =>
  api<{ bet: BubblesBet; user: User }>('POST', '/api/games/bubbles/bet', { body: { amount, target }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
