import type { PopitRiskLevel } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';

/** POST /api/games/popit/bet. One Idempotency-Key per click. */
export const placePopitBet = (amount: number, picks: number[], risk: PopitRiskLevel) =>
  api.post('/api/games/popit/bet', { body: { amount, picks, risk }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
