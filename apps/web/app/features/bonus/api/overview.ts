import type { User } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';
import { applyUser } from '~/shared/session/session.ts';

/** Everything the bonuses page shows (GET /api/bonus). */
export const loadBonusOverview = () => api.get('/api/bonus', { silent: true });

async function withUser<T extends { user: User }>(call: Promise<T>): Promise<T> {
  const response = await call;
  applyUser(response.user);
  return response;
}

/** Rakeback → main balance. One Idempotency-Key per press: a retry never pays twice. */
export const claimRakeback = () => withUser(api.post('/api/bonus/rakeback/claim', { headers: { 'Idempotency-Key': newIdempotencyKey() } }));
