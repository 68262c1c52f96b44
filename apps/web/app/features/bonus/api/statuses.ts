import type { User } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';
import { applyUser } from '~/shared/session/session.ts';

/** The player's weekly status, perks, spin and code (GET /api/statuses). */
export const loadStatuses = () => api.get('/api/statuses', { silent: true });

async function withUser<T extends { user: User }>(call: Promise<T>): Promise<T> {
  const response = await call;
  applyUser(response.user);
  return response;
}

/** The status spin: an extra promo multiplier for an hour. */
export const spinStatus = () => withUser(api.post('/api/statuses/spin'));

/** Activates a promo code; one Idempotency-Key per press, so a retried request answers with the first activation. */
export const activatePromo = (code: string) => withUser(api.post('/api/bonus/promo', { body: { code }, headers: { 'Idempotency-Key': newIdempotencyKey() } }));
