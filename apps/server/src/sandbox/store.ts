import { createHash, randomBytes } from 'node:crypto';
import { rowsOf, sql, type Executor } from '@azart/db';
import type { CreatePayment, CreatePayout, PaymentObject, PayoutObject, ProviderEvent } from '../shared/provider-protocol.ts';
import { enqueue } from '../runtime/jobs.ts';

/**
 * The sandbox's state and its transitions. Every change of a payment's or a
 * payout's status is one conditional UPDATE (`WHERE status = <from>`), so two
 * racing changes cannot both happen, and the callback it owes is written in
 * the same transaction and delivered by a job (delivery.ts).
 */
export type SandboxOptions = {
  /** Where players reach the sandbox's pages, e.g. http://localhost:3000/sandbox. */
  publicBase: string;
  apiKey: string;
  webhookSecret: string;
  payoutDelayMs: number;
  confirmations: number;
  confirmationMs: number;
};

/** Minutes a checkout stays open: the wallet service's is the spec's 15 (§9). */
const EXPIRY_MINUTES = { card: 30, usdt_trc20: 60, wallet: 15 } as const;

type PaymentRow = {
  id: string; merchant_ref: string; idempotency_key: string; method: PaymentObject['method']; amount: number; fee: number; currency: PaymentObject['currency']; status: PaymentObject['status'];
  customer: Record<string, string> | string; return_url: string; callback_url: string; crypto_address: string | null; crypto_amount: string | null; confirmations: number;
  card_last4: string | null; awaiting_3ds: boolean; transfer_sent: boolean; expires_at: string | Date; created_at: string | Date;
};
type PayoutRow = {
  id: string; merchant_ref: string; idempotency_key: string; method: PayoutObject['method']; amount: number; destination: string; bank: string | null; status: PayoutObject['status'];
  failure_reason: string | null; callback_url: string; settle_at: string | Date; created_at: string | Date;
};
export type Payment = PaymentRow & { object: PaymentObject };

const iso = (value: string | Date) => new Date(value).toISOString();
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function paymentObject(row: PaymentRow, options: Pick<SandboxOptions, 'publicBase' | 'confirmations'>): PaymentObject {
  return {
    id: row.id, object: 'payment', reference: row.merchant_ref, method: row.method, amount: Number(row.amount), fee: Number(row.fee), currency: row.currency, status: row.status,
    checkoutUrl: `${options.publicBase}/checkout/${row.id}`, expiresAt: iso(row.expires_at), createdAt: iso(row.created_at),
    crypto: row.crypto_address && row.crypto_amount
      ? { network: 'TRC-20', coin: 'USDT', address: row.crypto_address, amount: row.crypto_amount, confirmations: Number(row.confirmations), confirmationsRequired: options.confirmations }
      : null,
    card: row.card_last4 ? { last4: row.card_last4 } : null,
  };
}

export function payoutObject(row: PayoutRow): PayoutObject {
  return {
    id: row.id, object: 'payout', reference: row.merchant_ref, method: row.method, amount: Number(row.amount), currency: row.method === 'usdt_trc20' ? 'USDT' : 'RUB',
    status: row.status, failureReason: row.failure_reason, createdAt: iso(row.created_at),
  };
}

/** A fresh TRON address: base58check of 0x41 and 20 random bytes (as a wallet would derive one per deposit). */
export function newTronAddress(): string {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytes(20)]);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest();
  const full = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]);
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let value = BigInt(`0x${full.toString('hex')}`);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  return out;
}

export type Created<T> = { object: T; created: boolean } | { conflict: true };

export async function createPayment(exec: Executor, options: SandboxOptions, idempotencyKey: string, input: CreatePayment): Promise<Created<PaymentObject>> {
  const existing = rowsOf<PaymentRow>(await exec.execute(sql`SELECT * FROM sandbox_payments WHERE idempotency_key = ${idempotencyKey}`))[0];
  if (existing) {
    // The same request again gets the same payment; another request under the key is refused, as real APIs do.
    const same = existing.merchant_ref === input.reference && Number(existing.amount) === input.amount && existing.method === input.method;
    return same ? { object: paymentObject(existing, options), created: false } : { conflict: true };
  }
  const id = newId('pay');
  const crypto = input.method === 'usdt_trc20' ? { address: newTronAddress(), amount: input.cryptoAmount ?? null } : { address: null, amount: null };
  const row = rowsOf<PaymentRow>(
    await exec.execute(sql`
      INSERT INTO sandbox_payments (id, merchant_ref, idempotency_key, method, amount, fee, currency, customer, return_url, callback_url, crypto_address, crypto_amount, expires_at)
      VALUES (${id}, ${input.reference}, ${idempotencyKey}, ${input.method}, ${input.amount}, ${input.fee}, ${input.currency}, ${JSON.stringify(input.customer)}::jsonb,
              ${input.returnUrl}, ${input.callbackUrl}, ${crypto.address}, ${crypto.amount}, now() + make_interval(mins => ${EXPIRY_MINUTES[input.method]}))
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING *`),
  )[0];
  // Lost a race with the same key: answer as the first request did.
  if (!row) return createPayment(exec, options, idempotencyKey, input);
  await enqueue(exec, 'sandbox.expire', { paymentId: id }, { runAt: new Date(row.expires_at), dedupeKey: `sandbox-expire:${id}` });
  return { object: paymentObject(row, options), created: true };
}

export async function findPayment(exec: Executor, options: SandboxOptions, id: string): Promise<Payment | null> {
  const row = rowsOf<PaymentRow>(await exec.execute(sql`SELECT * FROM sandbox_payments WHERE id = ${id}`))[0];
  return row ? { ...row, object: paymentObject(row, options) } : null;
}

/**
 * Moves a pending payment to its end (succeeded, declined, expired) and owes
 * the merchant the callback; false when it was no longer pending.
 */
export async function settlePayment(exec: Executor, options: SandboxOptions, id: string, to: 'succeeded' | 'declined' | 'expired', card?: { last4: string }): Promise<boolean> {
  const row = rowsOf<PaymentRow>(
    await exec.execute(sql`
      UPDATE sandbox_payments SET status = ${to}, card_last4 = COALESCE(${card?.last4 ?? null}, card_last4), awaiting_3ds = false, updated_at = now()
      WHERE id = ${id} AND status = 'pending' RETURNING *`),
  )[0];
  if (!row) return false;
  await owe(exec, row.callback_url, id, { type: `payment.${to}`, object: paymentObject(row, options) });
  return true;
}

export async function markAwaiting3ds(exec: Executor, id: string, last4: string): Promise<void> {
  await exec.execute(sql`UPDATE sandbox_payments SET awaiting_3ds = true, card_last4 = ${last4}, updated_at = now() WHERE id = ${id} AND status = 'pending'`);
}

/** A TRC-20 transfer was "sent" (once): confirmations start coming in, one every confirmationMs. */
export async function sendTransfer(exec: Executor, options: SandboxOptions, id: string): Promise<void> {
  const sent = rowsOf(await exec.execute(sql`UPDATE sandbox_payments SET transfer_sent = true, updated_at = now() WHERE id = ${id} AND status = 'pending' AND NOT transfer_sent RETURNING id`));
  if (sent.length) await enqueue(exec, 'sandbox.confirm', { paymentId: id }, { runAt: new Date(Date.now() + options.confirmationMs), dedupeKey: `sandbox-confirm:${id}:1` });
}

/** One more confirmation; the payment succeeds with the last one. */
export async function confirmOnce(exec: Executor, options: SandboxOptions, id: string): Promise<void> {
  const row = rowsOf<{ confirmations: number }>(
    await exec.execute(sql`UPDATE sandbox_payments SET confirmations = confirmations + 1, updated_at = now() WHERE id = ${id} AND status = 'pending' RETURNING confirmations`),
  )[0];
  if (!row) return;
  const confirmations = Number(row.confirmations);
  if (confirmations >= options.confirmations) {
    await settlePayment(exec, options, id, 'succeeded');
    return;
  }
  await enqueue(exec, 'sandbox.confirm', { paymentId: id }, { runAt: new Date(Date.now() + options.confirmationMs), dedupeKey: `sandbox-confirm:${id}:${confirmations + 1}` });
}

/**
 * Payouts fail for the declining test card and for any destination that ends
 * in 0002 (wallets, addresses), so that a failed payout can be shown; all
 * others succeed.
 */
export function payoutFails(destination: string): boolean {
  return destination.replace(/\s/g, '').endsWith('0002');
}

export async function createPayout(exec: Executor, options: SandboxOptions, idempotencyKey: string, input: CreatePayout): Promise<Created<PayoutObject>> {
  const existing = rowsOf<PayoutRow>(await exec.execute(sql`SELECT * FROM sandbox_payouts WHERE idempotency_key = ${idempotencyKey}`))[0];
  if (existing) {
    const same = existing.merchant_ref === input.reference && Number(existing.amount) === input.amount && existing.method === input.method;
    return same ? { object: payoutObject(existing), created: false } : { conflict: true };
  }
  const id = newId('po');
  const settleAt = new Date(Date.now() + options.payoutDelayMs);
  const row = rowsOf<PayoutRow>(
    await exec.execute(sql`
      INSERT INTO sandbox_payouts (id, merchant_ref, idempotency_key, method, amount, destination, bank, callback_url, settle_at)
      VALUES (${id}, ${input.reference}, ${idempotencyKey}, ${input.method}, ${input.amount}, ${input.destination}, ${input.bank ?? null}, ${input.callbackUrl}, ${settleAt})
      ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`),
  )[0];
  if (!row) return createPayout(exec, options, idempotencyKey, input);
  await enqueue(exec, 'sandbox.settle-payout', { payoutId: id }, { runAt: settleAt, dedupeKey: `sandbox-settle:${id}` });
  return { object: payoutObject(row), created: true };
}

export async function findPayout(exec: Executor, id: string): Promise<PayoutObject | null> {
  const row = rowsOf<PayoutRow>(await exec.execute(sql`SELECT * FROM sandbox_payouts WHERE id = ${id}`))[0];
  return row ? payoutObject(row) : null;
}

export async function settlePayout(exec: Executor, id: string): Promise<void> {
  const current = rowsOf<PayoutRow>(await exec.execute(sql`SELECT * FROM sandbox_payouts WHERE id = ${id}`))[0];
  if (!current || current.status !== 'processing') return;
  const fails = payoutFails(current.destination);
  const row = rowsOf<PayoutRow>(
    await exec.execute(sql`
      UPDATE sandbox_payouts SET status = ${fails ? 'failed' : 'succeeded'}, failure_reason = ${fails ? 'destination_declined' : null}, updated_at = now()
      WHERE id = ${id} AND status = 'processing' RETURNING *`),
  )[0];
  if (!row) return;
  await owe(exec, row.callback_url, id, { type: fails ? 'payout.failed' : 'payout.succeeded', object: payoutObject(row) });
}

/** Writes the callback owed for a change, and its first delivery. */
async function owe(exec: Executor, callbackUrl: string, objectId: string, event: { type: ProviderEvent['type']; object: PaymentObject | PayoutObject }): Promise<void> {
  const id = newId('evt');
  const body = JSON.stringify({ id, type: event.type, created: Math.floor(Date.now() / 1000), data: { object: event.object } });
  await exec.execute(sql`INSERT INTO sandbox_events (id, object_id, type, body, callback_url) VALUES (${id}, ${objectId}, ${event.type}, ${body}, ${callbackUrl})`);
  await enqueue(exec, 'sandbox.deliver', { eventId: id }, { dedupeKey: `sandbox-deliver:${id}`, maxAttempts: 12 });
}

/** Sends an object's last callback again (the test helper `resend`), as a delivery of its own. */
export async function resendLast(exec: Executor, objectId: string): Promise<boolean> {
  const event = rowsOf<{ id: string }>(await exec.execute(sql`SELECT id FROM sandbox_events WHERE object_id = ${objectId} ORDER BY created_at DESC, id DESC LIMIT 1`))[0];
  if (!event) return false;
  await enqueue(exec, 'sandbox.deliver', { eventId: event.id }, { dedupeKey: `sandbox-resend:${event.id}:${randomBytes(6).toString('hex')}`, maxAttempts: 12 });
  return true;
}
