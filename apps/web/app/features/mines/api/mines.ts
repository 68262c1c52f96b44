import { api, newIdempotencyKey } from '~/shared/api/client.ts';

/** A round's start carries an Idempotency-Key: a network retry of the same click never starts a second round. */
export const startMines = (amount: number, mines: number) => api.post('/api/games/mines/start', { body: { amount, mines }, headers: { 'Idempotency-Key': newIdempotencyKey() } });
export const revealMinesTile = (tile: number) => api.post('/api/games/mines/reveal', { body: { tile } });
export const autoMinesTile = () => api.post('/api/games/mines/auto');
export const cashOutMines = () => api.post('/api/games/mines/cashout');
/** The open round, if any: a reload resumes it. */
export const currentMines = () => api.get('/api/games/mines/current', { silent: true });
