/**
 * The cashier (issue 11): deposits and withdrawals through a payment provider
 * (an adapter over HTTP; the sandbox provider locally), deposit points,
 * payout templates, deposit-not-received requests, and its part of the back
 * office. Writes deposits, withdrawals, payment_templates, deposit_claims and
 * payment_events; money moves through the ledger only.
 */
export { createPayments, type CreditedDeposit, type Payments } from './payments.ts';
export { createHttpPaymentProvider } from './provider/http-provider.ts';
export type { PaymentProvider } from './provider/provider.ts';
export { paymentsRoutes } from './routes.ts';
export { paymentsAdminRoutes } from './admin-routes.ts';
export { sendPayout, hasWaitingWithdrawal } from './withdrawals.ts';
export { pollPaymentStatuses } from './poll.ts';
export { reconciliation } from './reconciliation.ts';
export { depositsSince, depositTotalsBetween, lastDeposit } from './deposit-totals.ts';
