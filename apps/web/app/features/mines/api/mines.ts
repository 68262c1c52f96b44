import type { MinesRound, User } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';

export type MinesReply = { round: MinesRound; user: User };

export const startMines = (amount: number, mines: number) =>
  api<MinesReply>('POST', '/api/games/mines/start', { body: { amount, mines }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
export const revealMinesTile = (tile: number) => api<MinesReply>('POST', '/api/games/mines/reveal', { body: { tile } });
export const autoMinesTile = () => api<MinesReply>('POST', '/api/games/mines/auto', { body: {} });
export const cashOutMines = () => api<MinesReply>('POST', '/api/games/mines/cashout', { body: {} });
/** The open round, if any: a reload resumes it. */
export const currentMines = () => api<{ round: MinesRound | null }>('GET', '/api/games/mines/current', { silent: true });
