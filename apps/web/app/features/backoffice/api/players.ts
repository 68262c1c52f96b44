import type { AdjustmentRequest, Scope } from '@azart/contracts';
import { api, newIdempotencyKey } from '~/shared/api/client.ts';
import { loadOptions } from './load.ts';

/** Players for support (read) and admins (block, roles, adjustments). */
export const PAGE_SIZE = 20;

export const searchPlayers = (query: { q?: string; offset: number }) =>
  api.get('/api/support/players', { ...loadOptions(), query: { q: query.q || undefined, offset: query.offset, limit: PAGE_SIZE } });

export const playerProfile = (id: number) => api.get('/api/support/players/:id', { ...loadOptions(), params: { id } });

export const playerBets = (id: number, offset: number) => api.get('/api/support/players/:id/bets', { ...loadOptions(), params: { id }, query: { offset, limit: PAGE_SIZE } });

export const playerLedger = (id: number, offset: number) => api.get('/api/support/players/:id/ledger', { ...loadOptions(), params: { id }, query: { offset, limit: PAGE_SIZE } });

export const blockPlayer = (id: number, reason: string) => api.post('/api/admin/players/:id/block', { silent: true, params: { id }, body: { reason } });

export const unblockPlayer = (id: number, reason: string) => api.post('/api/admin/players/:id/unblock', { silent: true, params: { id }, body: { reason } });

export const setPlayerScope = (id: number, scope: Scope[]) => api.put('/api/admin/players/:id/scope', { silent: true, params: { id }, body: { scope } });

/** A balance adjustment through the ledger; the key makes a retried click post once. */
export const adjustBalance = (id: number, body: AdjustmentRequest, key = newIdempotencyKey()) =>
  api.post('/api/admin/players/:id/adjust', { silent: true, params: { id }, body, headers: { 'Idempotency-Key': key } });
