import type { ClaimStatus, DepositStatus, WithdrawalStatus } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { loadOptions } from './load.ts';

/** Withdrawals and deposits for finance, deposit-not-received requests for support. */
export const PAGE_SIZE = 20;

export const listWithdrawals = (query: { status?: WithdrawalStatus; offset: number }) =>
  api.get('/api/admin/withdrawals', { ...loadOptions(), query: { status: query.status, offset: query.offset, limit: PAGE_SIZE } });

export const approveWithdrawal = (id: number) => api.post('/api/admin/withdrawals/:id/approve', { silent: true, params: { id } });

export const rejectWithdrawal = (id: number, reason: string) => api.post('/api/admin/withdrawals/:id/reject', { silent: true, params: { id }, body: { reason } });

export const listDeposits = (query: { status?: DepositStatus; playerId?: number; offset: number }) =>
  api.get('/api/admin/deposits', { ...loadOptions(), query: { status: query.status, playerId: query.playerId, offset: query.offset, limit: PAGE_SIZE } });

export const listClaims = (query: { status?: ClaimStatus; offset: number }) =>
  api.get('/api/admin/deposit-claims', { ...loadOptions(), query: { status: query.status, offset: query.offset, limit: PAGE_SIZE } });

export const forwardClaim = (id: number) => api.post('/api/admin/deposit-claims/:id/forward', { silent: true, params: { id } });

export const creditClaim = (id: number) => api.post('/api/admin/deposit-claims/:id/credit', { silent: true, params: { id } });

export const denyClaim = (id: number, reason: string) => api.post('/api/admin/deposit-claims/:id/deny', { silent: true, params: { id }, body: { reason } });

/** The receipt of a request: a file, fetched with the session's token (a plain link would not carry it). */
export const claimReceipt = (id: number) => api.file('/api/admin/deposit-claims/:id/file', { silent: true, params: { id } });

/** Counters of the overview: how many wait for someone. */
export const countWithdrawals = (status: WithdrawalStatus) => api.get('/api/admin/withdrawals', { ...loadOptions(), query: { status, limit: 1, offset: 0 } }).then((r) => r.total);
export const countClaims = (status: ClaimStatus) => api.get('/api/admin/deposit-claims', { ...loadOptions(), query: { status, limit: 1, offset: 0 } }).then((r) => r.total);
