import { rowsOf, sql } from '@azart/db';
import type { ProviderEvent } from '../../shared/provider-protocol.ts';
import { applyPayment } from './deposits.ts';
import type { Payments } from './payments.ts';
import { applyPayout } from './withdrawals.ts';

/**
 * A verified callback, applied once: the event is recorded by its id in the
 * same transaction as the change it causes, so a replay (the same callback
 * three times, or a resend) finds it and changes nothing, and a failure
 * leaves no record, so the provider's retry applies it.
 */
export async function handleEvent(payments: Payments, event: ProviderEvent): Promise<{ duplicate: boolean; outcome: string }> {
  const result = await payments.ctx.db.transaction(async (tx) => {
    const fresh = rowsOf(
      await tx.execute(sql`
        INSERT INTO payment_events (provider, event_id, type, payload) VALUES (${payments.provider.name}, ${event.id}, ${event.type}, ${JSON.stringify(event)}::jsonb)
        ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`),
    );
    if (!fresh.length) return { duplicate: true, outcome: 'duplicate' };
    const object = event.data.object;
    const outcome = object.object === 'payment' ? await applyPayment(tx, payments, object) : await applyPayout(tx, payments, object);
    return { duplicate: false, outcome };
  });
  payments.ctx.eventsWritten();
  return result;
}
