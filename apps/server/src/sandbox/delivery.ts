import { rowsOf, sql, type Database } from '@azart/db';
import { signPayload, SIGNATURE_HEADER } from '../shared/webhook-signature.ts';
import type { JobHandler } from '../runtime/jobs.ts';
import { confirmOnce, settlePayment, settlePayout, type SandboxOptions } from './store.ts';

/** How long the merchant has to answer a callback before the delivery counts as failed. */
const CALLBACK_TIMEOUT_MS = 10_000;

/**
 * Sends one callback, signed at the moment it is sent. Anything but a 2xx
 * answer (or no answer) fails the job, and the job runner tries again after
 * 2, 4, 8… seconds (runtime/jobs.ts), up to 12 attempts: about two hours.
 */
async function deliver(db: Database, options: SandboxOptions, eventId: string): Promise<void> {
  const event = rowsOf<{ body: string; callback_url: string }>(await db.execute(sql`SELECT body, callback_url FROM sandbox_events WHERE id = ${eventId}`))[0];
  if (!event) return;
  let failure: string | null = null;
  try {
    const response = await fetch(event.callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(options.webhookSecret, event.body), 'user-agent': 'azart-sandbox-pay/1' },
      body: event.body,
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status < 200 || response.status > 299) failure = `callback answered ${response.status}`;
  } catch (error) {
    failure = `callback failed: ${(error as Error).message}`;
  }
  await db.execute(sql`
    UPDATE sandbox_events SET attempts = attempts + 1, last_error = ${failure}, delivered_at = CASE WHEN ${failure === null} THEN COALESCE(delivered_at, now()) ELSE delivered_at END
    WHERE id = ${eventId}`);
  if (failure) throw new Error(failure);
}

/** The sandbox's background work, as durable jobs of the app's runtime. */
export function sandboxJobHandlers(options: SandboxOptions): Record<string, JobHandler> {
  return {
    'sandbox.deliver': async (payload, { db }) => deliver(db, options, String(payload.eventId)),
    'sandbox.expire': async (payload, { db }) => {
      await db.transaction(async (tx) => {
        const due = rowsOf(await tx.execute(sql`SELECT 1 FROM sandbox_payments WHERE id = ${String(payload.paymentId)} AND status = 'pending' AND expires_at <= now()`));
        if (due.length) await settlePayment(tx, options, String(payload.paymentId), 'expired');
      });
    },
    'sandbox.confirm': async (payload, { db }) => db.transaction((tx) => confirmOnce(tx, options, String(payload.paymentId))),
    'sandbox.settle-payout': async (payload, { db }) => db.transaction((tx) => settlePayout(tx, String(payload.payoutId))),
  };
}
