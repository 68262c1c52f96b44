import { rowsOf, sql } from '@azart/db';
import { enqueue } from '../../runtime/jobs.ts';
import { applyPayment, cancelDeposit } from './deposits.ts';
import type { Payments } from './payments.ts';
import { ProviderRefused, ProviderUnavailable } from './provider/provider.ts';
import { applyPayout } from './withdrawals.ts';

/** How many payments one pass asks the provider about, at most (the rest wait for the next pass). */
const PER_PASS = 50;

/**
 * The status poll (issue 11 item 1), a scheduled job: payments whose callback
 * never came are asked about and settled the same way a callback would, and
 * payouts whose job died before the provider had them are sent again. Safe
 * with several processes: every change is a conditional update.
 */
export async function pollPaymentStatuses(payments: Payments): Promise<{ deposits: number; payouts: number }> {
  const { ctx } = payments;
  let settled = 0;
  // Deposits that never reached the provider (it was down) are given up on after an hour.
  const abandoned = rowsOf<{ id: number }>(await ctx.db.execute(sql`
    SELECT id FROM deposits WHERE status = 'waiting' AND provider_ref IS NULL AND created_at < now() - interval '1 hour' LIMIT ${PER_PASS}`));
  for (const { id } of abandoned) await ctx.db.transaction((tx) => cancelDeposit(tx, Number(id), 'expired'));

  const deposits = rowsOf<{ id: number; provider_ref: string }>(await ctx.db.execute(sql`
    SELECT id, provider_ref FROM deposits
    WHERE status = 'waiting' AND provider = ${payments.provider.name} AND provider_ref IS NOT NULL AND updated_at < now() - interval '2 minutes'
    ORDER BY updated_at LIMIT ${PER_PASS}`));
  for (const deposit of deposits) {
    const payment = await ask(() => payments.provider.getPayment(deposit.provider_ref));
    if (!payment) continue;
    const outcome = await ctx.db.transaction((tx) => applyPayment(tx, payments, payment));
    if (outcome === 'unchanged') await ctx.db.execute(sql`UPDATE deposits SET updated_at = now() WHERE id = ${deposit.id} AND status = 'waiting'`);
    else settled += 1;
  }

  let paid = 0;
  const payouts = rowsOf<{ id: number; provider_ref: string | null }>(await ctx.db.execute(sql`
    SELECT id, provider_ref FROM withdrawals
    WHERE status = 'processing' AND provider = ${payments.provider.name} AND updated_at < now() - interval '1 minute'
    ORDER BY updated_at LIMIT ${PER_PASS}`));
  for (const payout of payouts) {
    if (!payout.provider_ref) {
      // Its job died between taking it and the provider's answer: send again (the provider dedupes by our key).
      await enqueue(ctx.db, 'payments.send-payout', { withdrawalId: Number(payout.id) }, { dedupeKey: `payout:${payout.id}:again:${Math.floor(Date.now() / 60_000)}` });
      continue;
    }
    const found = await ask(() => payments.provider.getPayout(payout.provider_ref!));
    if (!found) continue;
    const outcome = await ctx.db.transaction((tx) => applyPayout(tx, payments, found));
    if (outcome === 'unchanged') await ctx.db.execute(sql`UPDATE withdrawals SET updated_at = now() WHERE id = ${payout.id} AND status = 'processing'`);
    else paid += 1;
  }
  if (settled || paid || abandoned.length) ctx.eventsWritten();
  return { deposits: settled + abandoned.length, payouts: paid };

  async function ask<T>(query: () => Promise<T>): Promise<T | null> {
    try {
      return await query();
    } catch (error) {
      // One payment the provider cannot answer about must not stop the pass; the next pass asks again.
      if (error instanceof ProviderUnavailable || error instanceof ProviderRefused) {
        ctx.log.warn({ err: { message: error.message } }, 'payment status poll: provider did not answer');
        return null;
      }
      throw error;
    }
  }
}
