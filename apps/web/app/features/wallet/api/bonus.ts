import type { User } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';
import { applyUser } from '~/shared/session/session.ts';

/** The bonus balance's grants and what the wallet transfer can move now. */
export const loadBonusGrants = () => api.get('/api/bonus/grants', { silent: true });

async function withUser<T extends { user: User }>(call: Promise<T>): Promise<T> {
  const response = await call;
  applyUser(response.user);
  return response;
}

/** Wallet transfer, bonus → main (kopecks). One Idempotency-Key per confirmation: a retry never moves twice. */
export const transferBonus = (amount: number) => withUser(api.post('/api/bonus/transfer', { body: { amount }, headers: { 'Idempotency-Key': newIdempotencyKey() } }));
/** Bonus exchange: deposit points → bonus balance, 10 points a coin. */
export const exchangePoints = (points: number) => withUser(api.post('/api/bonus/exchange', { body: { points }, headers: { 'Idempotency-Key': newIdempotencyKey() } }));
