import type { Bet, PopitRiskLevel, User } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';

export type PopitBet = Extract<Bet, { game: 'popit' }>;

/** POST /api/games/popit/bet. One Idempotency-Key per click. */
export const placePopitBet = (amount: number, picks: number[], risk: PopitRiskLevel) =>
  api<{ bet: PopitBet; user: User }>('POST', '/api/games/popit/bet', { body: { amount, picks, risk }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
