import type { HotlineLevel } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';

/** A round's start carries an Idempotency-Key: a network retry of the same click never starts a second round. */
export const startHotline = (amount: number, difficulty: HotlineLevel) =>
  api.post('/api/games/hotline/start', { body: { amount, difficulty }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
export const stepHotline = (cell: number) => api.post('/api/games/hotline/step', { body: { cell } });
export const autoHotline = () => api.post('/api/games/hotline/auto');
export const cashOutHotline = () => api.post('/api/games/hotline/cashout');
/** The open round, if any: a reload resumes it. */
export const currentHotline = () => api.get('/api/games/hotline/current', { silent: true });
