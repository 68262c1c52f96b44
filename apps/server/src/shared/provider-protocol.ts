import { z } from 'zod';

/**
 * The payment provider's API, version 1 (docs/payments-provider.md): what the
 * sandbox serves and what the casino's adapter (modules/payments/provider)
 * speaks. Amounts are integer kopecks of RUB; a USDT amount travels as text
 * with 6 decimals. Requests carry `Authorization: Bearer <api key>` and, when
 * they create something, an `Idempotency-Key`.
 */
export const PROVIDER_METHODS = ['card', 'usdt_trc20', 'wallet'] as const;
const method = z.enum(PROVIDER_METHODS);
const money = z.number().int().min(1).max(1_000_000_000_000);

export const createPaymentSchema = z.object({
  /** The merchant's own id of the payment. */
  reference: z.string().min(1).max(64),
  method,
  /** What the merchant credits, kopecks. */
  amount: money,
  /** What the payer pays on top, kopecks. */
  fee: z.number().int().min(0).max(1_000_000_000_000),
  currency: z.enum(['RUB', 'USDT']),
  /** For USDT: the amount to send (6 decimals). */
  cryptoAmount: z.string().regex(/^\d{1,12}\.\d{6}$/).optional(),
  customer: z.object({ email: z.string().max(254).optional(), phone: z.string().max(20).optional(), operator: z.string().max(20).optional(), comment: z.string().max(200).optional() }).default({}),
  returnUrl: z.url().max(500),
  callbackUrl: z.url().max(500),
});
export type CreatePayment = z.infer<typeof createPaymentSchema>;

export const createPayoutSchema = z.object({
  reference: z.string().min(1).max(64),
  method,
  amount: money,
  currency: z.enum(['RUB', 'USDT']),
  cryptoAmount: z.string().regex(/^\d{1,12}\.\d{6}$/).optional(),
  /** Card number, TRC-20 address or wallet number. */
  destination: z.string().min(1).max(64),
  bank: z.string().max(32).optional(),
  callbackUrl: z.url().max(500),
});
export type CreatePayout = z.infer<typeof createPayoutSchema>;

export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'declined', 'expired']);
export const paymentObjectSchema = z.object({
  id: z.string(),
  object: z.literal('payment'),
  reference: z.string(),
  method,
  amount: z.number().int(),
  fee: z.number().int(),
  currency: z.enum(['RUB', 'USDT']),
  status: paymentStatusSchema,
  checkoutUrl: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  crypto: z.object({ network: z.literal('TRC-20'), coin: z.literal('USDT'), address: z.string(), amount: z.string(), confirmations: z.number().int(), confirmationsRequired: z.number().int() }).nullable(),
  card: z.object({ last4: z.string() }).nullable(),
});
export type PaymentObject = z.infer<typeof paymentObjectSchema>;

export const payoutStatusSchema = z.enum(['processing', 'succeeded', 'failed']);
export const payoutObjectSchema = z.object({
  id: z.string(),
  object: z.literal('payout'),
  reference: z.string(),
  method,
  amount: z.number().int(),
  currency: z.enum(['RUB', 'USDT']),
  status: payoutStatusSchema,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutObject = z.infer<typeof payoutObjectSchema>;

export const EVENT_TYPES = ['payment.succeeded', 'payment.declined', 'payment.expired', 'payout.succeeded', 'payout.failed'] as const;
/** A callback's body; it is signed as sent (shared/webhook-signature.ts). */
export const eventSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.enum(['payment.succeeded', 'payment.declined', 'payment.expired']), created: z.number().int(), data: z.object({ object: paymentObjectSchema }) }),
  z.object({ id: z.string(), type: z.enum(['payout.succeeded', 'payout.failed']), created: z.number().int(), data: z.object({ object: payoutObjectSchema }) }),
]);
export type ProviderEvent = z.infer<typeof eventSchema>;

/** Errors of the API: `{error: {type, message}}` with a 4xx status. */
export const apiErrorSchema = z.object({ error: z.object({ type: z.string(), message: z.string() }) });
