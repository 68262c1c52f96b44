import { randomUUID } from 'node:crypto';
import { maskRequisites, type Deposit, type DepositRequest, type Locale } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError } from '../../shared/errors.ts';
import type { Principal } from '../../shared/principal.ts';
import type { PaymentObject } from '../../shared/provider-protocol.ts';
import { postingKey, HOUSE, post } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { depositDetails, methodOf, priced, usdtOf } from './methods.ts';
import type { Payments } from './payments.ts';
import { ProviderRefused, ProviderUnavailable } from './provider/provider.ts';
import { toDeposit, type DepositRow } from './views.ts';

/**
 * Deposits (issue 11 item 1): the row first, then the provider's payment,
 * so that a retry with the same Idempotency-Key finds the row and finishes
 * what the first attempt began; the money moves only when the provider says
 * the payment succeeded (callbacks.ts), once, by the deposit's posting key.
 */
export async function createDeposit(
  payments: Payments,
  principal: Principal,
  input: DepositRequest,
  idempotencyKey: string | undefined,
  locale: Locale,
): Promise<{ deposit: Deposit; checkoutUrl: string }> {
  const { ctx } = payments;
  const method = methodOf(ctx.config.payments, input.method);
  const { amount, fee } = priced(method.deposit, input.amount);
  const details = depositDetails(method, input);
  // What the payer sends: the amount and the fee on top, in USDT at the rate.
  const cryptoAmount = method.currency === 'USDT' ? usdtOf(amount + fee, ctx.config.payments.usdtRate) : null;
  const key = idempotencyKey ?? randomUUID();

  const inserted = rowsOf<DepositRow>(
    await ctx.db.execute(sql`
      INSERT INTO deposits (user_id, method, amount, fee, currency, crypto_amount, details, provider, idempotency_key)
      VALUES (${principal.id}, ${method.id}, ${amount}, ${fee}, ${method.currency}, ${cryptoAmount}, ${JSON.stringify(details)}::jsonb, ${payments.provider.name}, ${key})
      ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING *`),
  )[0];
  let row = inserted ?? rowsOf<DepositRow>(await ctx.db.execute(sql`SELECT * FROM deposits WHERE user_id = ${principal.id} AND idempotency_key = ${key}`))[0]!;
  // The same key for another deposit is a client bug; the first deposit stands.
  if (!inserted && (row.method !== method.id || Number(row.amount) !== amount)) throw new DomainError('idempotency_conflict', { status: 409 });

  if (!row.provider_ref && row.status === 'waiting') {
    let payment: PaymentObject;
    try {
      payment = await payments.provider.createPayment(`deposit:${row.id}`, {
        reference: String(row.id), method: method.id, amount, fee, currency: method.currency, ...(cryptoAmount ? { cryptoAmount } : {}),
        customer: details, returnUrl: payments.returnUrl(input.returnPath, locale), callbackUrl: payments.callbackUrl(),
      });
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        ctx.log.warn({ err: { message: error.message }, deposit: row.id }, 'payment provider unavailable');
        throw new DomainError('unavailable', { status: 503, retryAfterS: 5, cause: error });
      }
      if (error instanceof ProviderRefused) {
        ctx.log.error({ err: { message: error.message, type: error.type }, deposit: row.id }, 'payment provider refused a deposit');
        await cancelDeposit(ctx.db, Number(row.id), 'declined');
        throw new DomainError('reason_declined', { status: 422, cause: error });
      }
      throw error;
    }
    row = rowsOf<DepositRow>(
      await ctx.db.execute(sql`
        UPDATE deposits SET provider_ref = ${payment.id}, checkout_url = ${payment.checkoutUrl}, requisites = COALESCE(${payment.crypto?.address ?? null}, requisites),
               crypto_amount = COALESCE(${payment.crypto?.amount ?? null}, crypto_amount), updated_at = now()
        WHERE id = ${row.id} RETURNING *`),
    )[0]!;
  }
  if (!row.checkout_url) throw new DomainError('reason_declined', { status: 422 });
  return { deposit: toDeposit(row, locale), checkoutUrl: row.checkout_url };
}

export async function listDeposits(exec: Executor, userId: number, page: { limit: number; offset: number }, locale: Locale): Promise<{ items: Deposit[]; total: number }> {
  const rows = rowsOf<DepositRow & { total: number }>(
    await exec.execute(sql`SELECT *, count(*) OVER () AS total FROM deposits WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return { items: rows.map((r) => toDeposit(r, locale)), total: Number(rows[0]?.total ?? (page.offset ? await countOf(exec, userId) : 0)) };
}

async function countOf(exec: Executor, userId: number): Promise<number> {
  return Number(rowsOf<{ n: number }>(await exec.execute(sql`SELECT count(*)::int AS n FROM deposits WHERE user_id = ${userId}`))[0]?.n ?? 0);
}

/** A waiting deposit that will not be paid: declined, expired, or (the operator's call) a mismatched amount. */
export async function cancelDeposit(exec: Executor, depositId: number, reason: string): Promise<DepositRow | null> {
  const row = rowsOf<DepositRow>(
    await exec.execute(sql`UPDATE deposits SET status = 'canceled', reason = ${reason}, updated_at = now() WHERE id = ${depositId} AND status = 'waiting' RETURNING *`),
  )[0];
  if (row) await emit(exec, [{ type: 'push', payload: { channel: `usr#${row.user_id}`, data: { wallet: { waiting: false } } } }]);
  return row ?? null;
}

/**
 * Credits a paid deposit, exactly once: the status moves to success only
 * from waiting (or canceled, for money that arrived after we gave up on it:
 * money that arrived is credited), the posting is keyed by the deposit, and
 * the deposit points come with it. In the caller's transaction.
 */
export async function creditDeposit(exec: Executor, payments: Payments, depositId: number, paid: { cardLast4?: string | null; reason?: string }): Promise<DepositRow | null> {
  const current = rowsOf<DepositRow>(await exec.execute(sql`SELECT * FROM deposits WHERE id = ${depositId} FOR UPDATE`))[0];
  if (!current || current.status === 'success' || current.reason === 'amount_mismatch') return null;
  const amount = Number(current.amount);
  const userId = Number(current.user_id);
  // The status counts this deposit too: the one that reaches a status earns at its rate.
  const percent = await payments.pointsPercent(exec, userId, amount);
  const points = Math.floor((amount * percent) / 10_000);
  const requisites = paid.cardLast4 ? maskRequisites('card', paid.cardLast4) : current.requisites;
  const row = rowsOf<DepositRow>(
    await exec.execute(sql`
      UPDATE deposits SET status = 'success', reason = ${paid.reason ?? null}, points = ${points}, requisites = ${requisites}, completed_at = now(), updated_at = now()
      WHERE id = ${depositId} RETURNING *`),
  )[0]!;
  await post(exec, [
    { key: postingKey.deposit(depositId), code: 'deposit', meta: { deposit: depositId, method: row.method }, legs: [{ player: { userId, kind: 'main' }, amount }, { house: HOUSE.paymentsClearing, amount: -amount }] },
    ...(points > 0
      ? [{ key: postingKey.depositPoints(depositId), code: 'deposit_points' as const, meta: { deposit: depositId }, legs: [{ player: { userId, kind: 'points' as const }, amount: points }, { house: HOUSE.points, amount: -points }] }]
      : []),
  ]);
  await emit(exec, [
    { type: 'balance_changed', payload: { userId } },
    { type: 'push', payload: { channel: `usr#${userId}`, data: { wallet: { waiting: false } } } },
  ]);
  await payments.onDepositCredited(exec, { id: depositId, userId, amount });
  return row;
}

/** Settles a deposit from what the provider says of its payment (a callback or a status poll); in the caller's transaction. */
export async function applyPayment(exec: Executor, payments: Payments, payment: PaymentObject): Promise<'credited' | 'canceled' | 'mismatch' | 'unchanged' | 'unknown'> {
  const depositId = Number(payment.reference);
  const deposit = Number.isSafeInteger(depositId)
    ? rowsOf<DepositRow>(await exec.execute(sql`SELECT * FROM deposits WHERE id = ${depositId} AND provider = ${payments.provider.name}`))[0]
    : undefined;
  if (!deposit || (deposit.provider_ref && deposit.provider_ref !== payment.id)) return 'unknown';
  if (!deposit.provider_ref) await exec.execute(sql`UPDATE deposits SET provider_ref = ${payment.id}, checkout_url = COALESCE(checkout_url, ${payment.checkoutUrl}) WHERE id = ${depositId}`);
  if (payment.status === 'succeeded') {
    // Reconciled against what we asked for: another amount, currency or method is not credited but left to finance.
    if (Number(payment.amount) !== Number(deposit.amount) || payment.method !== deposit.method || payment.currency !== deposit.currency) {
      const changed = rowsOf(await exec.execute(sql`
        UPDATE deposits SET status = 'canceled', reason = 'amount_mismatch', updated_at = now() WHERE id = ${depositId} AND status <> 'success' AND reason IS DISTINCT FROM 'amount_mismatch' RETURNING id`));
      if (changed.length) payments.ctx.log.error({ deposit: depositId, paid: payment.amount, expected: deposit.amount }, 'deposit paid with another amount than asked: not credited');
      return 'mismatch';
    }
    return (await creditDeposit(exec, payments, depositId, { cardLast4: payment.card?.last4 ?? null })) ? 'credited' : 'unchanged';
  }
  if (payment.status === 'declined' || payment.status === 'expired') return (await cancelDeposit(exec, depositId, payment.status)) ? 'canceled' : 'unchanged';
  return 'unchanged';
}
