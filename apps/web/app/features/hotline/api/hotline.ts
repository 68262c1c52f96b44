import type { HotlineLevel, HotlineRound, User } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';

export type HotlineReply = { round: HotlineRound; user: User };

export const startHotline = (amount: number, difficulty: HotlineLevel) =>
  api<HotlineReply>('POST', '/api/games/hotline/start', { body: { amount, difficulty }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
export const stepHotline = (cell: number) => api<HotlineReply>('POST', '/api/games/hotline/step', { body: { cell } });
export const autoHotline = () => api<HotlineReply>('POST', '/api/games/hotline/auto', { body: {} });
export const cashOutHotline = () => api<HotlineReply>('POST', '/api/games/hotline/cashout', { body: {} });
/** The open round, if any: a reload resumes it. */
export const currentHotline = () => api<{ round: HotlineRound | null }>('GET', '/api/games/hotline/current', { silent: true });
