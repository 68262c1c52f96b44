import type { DepositRequest, WithdrawalRequest } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { reachGoal } from '~/shared/analytics/goals.ts';
import { firstDepositOf } from '../logic/first-deposit.ts';

/**
 * The cashier's calls (packages/contracts API table, `/api/payments/...`).
 * Reads are silent: each tab shows its own loading and failure states. The
 * money-moving calls carry an `Idempotency-Key` (one per payment the player
 * means, kept across a retry after a lost answer) and are silent too: their
 * refusals are shown in the form, under the field they concern.
 */
export const PAGE_SIZE = 10;

export const getMethods = () => api.get('/api/payments/methods', { silent: true, track: false });
export const getRules = () => api.get('/api/payments/withdrawals/rules', { silent: true, track: false });
export const getTemplates = () => api.get('/api/payments/templates', { silent: true, track: false });
/** Deposits already reported as the player's first (analytics goals, once per page). */
const reportedFirst = new Set<number>();
export async function getDeposits(offset: number, limit = PAGE_SIZE) {
  const page = await api.get('/api/payments/deposits', { query: { limit, offset }, silent: true, track: false });
  const first = offset === 0 ? firstDepositOf(page, Date.now()) : null;
  if (first !== null && !reportedFirst.has(first)) {
    reportedFirst.add(first);
    reachGoal('first_deposit');
  }
  return page;
}
export const getWithdrawals = (offset: number, limit = PAGE_SIZE) => api.get('/api/payments/withdrawals', { query: { limit, offset }, silent: true, track: false });
export const getClaims = () => api.get('/api/payments/deposit-claims', { silent: true, track: false });

export async function createDeposit(body: DepositRequest, idempotencyKey: string) {
  const created = await api.post('/api/payments/deposits', { body, headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
  reachGoal('deposit_created', { method: body.method });
  return created;
}
export const createWithdrawal = (body: WithdrawalRequest, idempotencyKey: string) =>
  api.post('/api/payments/withdrawals', { body, headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
export const cancelWithdrawal = (id: number) => api.post('/api/payments/withdrawals/:id/cancel', { params: { id } });
export const deleteTemplate = (id: number) => api.post('/api/payments/templates/:id/delete', { params: { id } });
/** multipart/form-data: depositId, comment, file. */
export const sendClaim = (form: FormData) => api.post('/api/payments/deposit-claims', { form, silent: true });
