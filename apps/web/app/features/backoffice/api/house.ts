import type { Game } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { loadOptions } from './load.ts';

/** Games, reconciliation, the ledger summary and the audit log. */
export const PAGE_SIZE = 20;

export const adminGames = () => api.get('/api/admin/games', loadOptions());

export const saveGameSettings = (game: Game, body: { edgeBp: number; minBet: number; maxBet: number; maxWin: number }) =>
  api.put('/api/admin/games/:game/settings', { silent: true, params: { game }, body });

export const reconciliation = () => api.get('/api/admin/reconciliation', loadOptions());

export const ledgerSummary = () => api.get('/api/finance/ledger/summary', loadOptions());

export type AuditFilters = { action?: string; targetType?: string; targetId?: string };
export const auditLog = (filters: AuditFilters, offset: number) =>
  api.get('/api/admin/audit', { ...loadOptions(), query: { ...filters, offset, limit: PAGE_SIZE } });
