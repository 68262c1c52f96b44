import { randomUUID } from 'node:crypto';
import { maskRequisites, type Locale, type User, type Withdrawal, type WithdrawalRequest, type WithdrawalRules } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError } from '../../shared/errors.ts';
import type { Principal } from '../../shared/principal.ts';
import type { PayoutObject } from '../../shared/provider-protocol.ts';
import { enqueue } from '../../runtime/jobs.ts';
import { record } from '../audit/index.ts';
import { realMoneyWageredSince } from '../bets/index.ts';
import { postingKey, HOUSE, LedgerRefusal, post, resolve } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { loadUser, requireSecondFactor, toUserDto } from '../users/index.ts';
import { methodOf, payoutDestination, priced, usdtOf } from './methods.ts';
import type { Payments } from './payments.ts';
import { ProviderRefused } from './provider/provider.ts';
import { saveTemplate, templateDestination } from './templates.ts';
import { toWithdrawal, type WithdrawalRow } from './views.ts';

/**
 * Withdrawals (issue 11 items 1 and 4): two-phase money. The request holds
 * amount + fee in `hold:withdrawals` (a pending posting keyed by the
 * withdrawal); an approved one is paid out by the provider and the hold is
 * posted on to the clearing account (and the fee to the house); a cancel, a
 * reject or a failed payout voids the hold and the money is back at once.
 * Every state change is one conditional UPDATE, so a cancel and an approval
 * racing each other settle once, whichever comes first.
 */

const holdKey = postingKey.withdrawalHold;
const WAITING = sql`('moderation', 'queue', 'processing')`;

/** What a withdrawal needs now: methods deposited with, the X2 wager, whether one is waiting. */
export async function withdrawalRules(exec: Executor, userId: number): Promise<WithdrawalRules> {
  const row = rowsOf<{ last_completed: string | Date | null; methods: string[] | string | null; waiting: boolean }>(
    await exec.execute(sql`
      SELECT (SELECT max(completed_at) FROM withdrawals WHERE user_id = ${userId} AND status = 'completed') AS last_completed,
             (SELECT array_agg(DISTINCT method ORDER BY method) FROM deposits WHERE user_id = ${userId} AND status = 'success') AS methods,
             EXISTS (SELECT 1 FROM withdrawals WHERE user_id = ${userId} AND status IN ${WAITING}) AS waiting`),
  )[0]!;
  const since = row.last_completed === null ? null : new Date(row.last_completed);
  const deposits = Number(
    rowsOf<{ total: number | string }>(await exec.execute(sql`SELECT COALESCE(sum(amount), 0) AS total FROM deposits WHERE user_id = ${userId} AND status = 'success' AND completed_at > ${since ?? new Date(0)}`))[0]?.total ?? 0,
  );
  const methods = (typeof row.methods === 'string' ? row.methods.replace(/[{}]/g, '').split(',').filter(Boolean) : row.methods ?? []) as WithdrawalRules['methods'];
  return { methods, wager: { required: 2 * deposits, wagered: await realMoneyWageredSince(exec, userId, since) }, waiting: row.waiting };
}

async function userView(payments: Payments, exec: Executor, principal: Principal): Promise<User> {
  const loaded = (await loadUser(exec, principal.id))!;
  return toUserDto(loaded.user, loaded.balances, payments.ctx.tokens, principal.sessionId);
}

export async function requestWithdrawal(
  payments: Payments,
  principal: Principal,
  input: WithdrawalRequest,
  idempotencyKey: string | undefined,
  locale: Locale,
): Promise<{ withdrawal: Withdrawal; user: User }> {
  const { ctx } = payments;
  const key = idempotencyKey ?? randomUUID();
  const repeated = rowsOf<WithdrawalRow>(await ctx.db.execute(sql`SELECT * FROM withdrawals WHERE user_id = ${principal.id} AND idempotency_key = ${key}`))[0];
  if (repeated) return sameRequest(payments, principal, repeated, input, locale);
  // With two-factor sign-in on, a withdrawal needs a current code (issue 23); a repeat above needs none, it moves nothing.
  await requireSecondFactor(ctx, principal.id, input.totp_code);

  const method = methodOf(ctx.config.payments, input.method);
  const { amount, fee } = priced(method.withdraw, input.amount);
  const target = input.templateId !== undefined ? await templateDestination(payments, principal.id, input.templateId, method.id) : await payoutDestination(method.id, input);
  const rules = await withdrawalRules(ctx.db, principal.id);
  // Site rules (spec §6): withdraw by a method you deposited with, once your bets reach twice your deposits.
  if (!rules.methods.includes(method.id)) throw new DomainError('withdraw_method_not_deposited', { field: 'method' });
  if (rules.wager.wagered < rules.wager.required) throw new DomainError('wager_required', { params: { left: { coins: rules.wager.required - rules.wager.wagered } } });

  const debit = amount + fee;
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = rowsOf<WithdrawalRow>(
        await tx.execute(sql`
          INSERT INTO withdrawals (user_id, method, amount, fee, requisites, destination, bank, provider, idempotency_key)
          VALUES (${principal.id}, ${method.id}, ${amount}, ${fee}, ${maskRequisites(method.id, target.destination)}, ${payments.sealer.seal(target.destination)}, ${target.bank},
                  ${payments.provider.name}, ${key})
          RETURNING *`),
      )[0]!;
      const id = Number(row.id);
      await post(tx, {
        key: holdKey(id), code: 'withdrawal', pending: true, meta: { withdrawal: id, method: method.id, fee },
        legs: [{ player: { userId: principal.id, kind: 'main' }, amount: -debit, require: debit }, { house: HOUSE.withdrawalsHold, amount: debit }],
      });
      if (input.saveTemplate && input.templateId === undefined) await saveTemplate(payments, tx, principal.id, method.id, target);
      await emit(tx, [
        { type: 'balance_changed', payload: { userId: principal.id } },
        { type: 'push', payload: { channel: `usr#${principal.id}`, data: { wallet: { waiting: true } } } },
      ]);
      return { withdrawal: toWithdrawal(row, locale), user: await userView(payments, tx, principal) };
    });
  } catch (error) {
    if (error instanceof LedgerRefusal && error.reason === 'insufficient_funds') throw new DomainError('not_enough_money', { field: 'amount' });
    // Two requests with one key at once: the other one won; answer with its withdrawal.
    const raced = rowsOf<WithdrawalRow>(await ctx.db.execute(sql`SELECT * FROM withdrawals WHERE user_id = ${principal.id} AND idempotency_key = ${key}`))[0];
    if (raced) return sameRequest(payments, principal, raced, input, locale);
    throw error;
  }
}

async function sameRequest(payments: Payments, principal: Principal, row: WithdrawalRow, input: WithdrawalRequest, locale: Locale) {
  if (row.method !== input.method || Number(row.amount) !== input.amount) throw new DomainError('idempotency_conflict', { status: 409 });
  return { withdrawal: toWithdrawal(row, locale), user: await userView(payments, payments.ctx.db, principal) };
}

export async function listWithdrawals(exec: Executor, userId: number, page: { limit: number; offset: number }, locale: Locale): Promise<{ items: Withdrawal[]; total: number }> {
  const rows = rowsOf<WithdrawalRow & { total: number }>(
    await exec.execute(sql`SELECT *, count(*) OVER () AS total FROM withdrawals WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const total = rows[0]?.total ?? rowsOf<{ n: number }>(await exec.execute(sql`SELECT count(*)::int AS n FROM withdrawals WHERE user_id = ${userId}`))[0]?.n ?? 0;
  return { items: rows.map((r) => toWithdrawal(r, locale)), total: Number(total) };
}

/** Voids the hold of a withdrawal that ended without a payout, and tells the player; in the caller's transaction. */
async function releaseHold(exec: Executor, row: WithdrawalRow, why: string): Promise<void> {
  const id = Number(row.id);
  await resolve(exec, { key: postingKey.withdrawalReturned(id), pendingKey: holdKey(id), action: 'void', meta: { withdrawal: id, why } });
  await emit(exec, [
    { type: 'balance_changed', payload: { userId: Number(row.user_id) } },
    { type: 'push', payload: { channel: `usr#${row.user_id}`, data: { wallet: { waiting: await hasWaitingWithdrawal(exec, Number(row.user_id)) } } } },
  ]);
}

/** Whether a withdrawal of the player's is still under way (in moderation, queued or being paid out). */
export async function hasWaitingWithdrawal(exec: Executor, userId: number): Promise<boolean> {
  return rowsOf(await exec.execute(sql`SELECT 1 FROM withdrawals WHERE user_id = ${userId} AND status IN ${WAITING} LIMIT 1`)).length > 0;
}

/** The player cancels while the payout has not been sent; the amount is back at once. */
export async function cancelWithdrawal(payments: Payments, principal: Principal, id: number, locale: Locale): Promise<{ withdrawal: Withdrawal; user: User }> {
  return payments.ctx.db.transaction(async (tx) => {
    const row = rowsOf<WithdrawalRow>(
      await tx.execute(sql`
        UPDATE withdrawals SET status = 'canceled', reason = 'canceled_by_player', updated_at = now()
        WHERE id = ${id} AND user_id = ${principal.id} AND status IN ('moderation', 'queue') RETURNING *`),
    )[0];
    if (!row) {
      const exists = rowsOf<{ status: string }>(await tx.execute(sql`SELECT status FROM withdrawals WHERE id = ${id} AND user_id = ${principal.id}`))[0];
      // Someone else's withdrawal is as unknown as one that does not exist.
      throw exists ? new DomainError('withdrawal_not_cancellable') : new DomainError('withdrawal_not_found', { status: 404 });
    }
    await releaseHold(tx, row, 'canceled_by_player');
    return { withdrawal: toWithdrawal(row, locale), user: await userView(payments, tx, principal) };
  });
}

export type Actor = { id: number; ip: string | null };

/** Finance approves: the withdrawal joins the payout queue (a durable job sends it). */
export async function approveWithdrawal(payments: Payments, actor: Actor, id: number): Promise<WithdrawalRow> {
  return payments.ctx.db.transaction(async (tx) => {
    const row = rowsOf<WithdrawalRow>(
      await tx.execute(sql`UPDATE withdrawals SET status = 'queue', decided_by = ${actor.id}, updated_at = now() WHERE id = ${id} AND status = 'moderation' RETURNING *`),
    )[0];
    if (!row) throw await handledOrMissing(tx, id);
    await enqueue(tx, 'payments.send-payout', { withdrawalId: id }, { dedupeKey: `payout:${id}` });
    await record(tx, { actorId: actor.id, action: 'withdrawal.approve', target: { type: 'withdrawal', id }, details: { before: 'moderation', after: 'queue', amount: Number(row.amount), player: Number(row.user_id) }, ip: actor.ip });
    await emit(tx, [{ type: 'push', payload: { channel: `usr#${row.user_id}`, data: { wallet: { waiting: true } } } }]);
    return row;
  });
}

/** Finance rejects with a reason: the hold is voided and the player sees the reason. */
export async function rejectWithdrawal(payments: Payments, actor: Actor, id: number, reason: string): Promise<WithdrawalRow> {
  return payments.ctx.db.transaction(async (tx) => {
    const before = rowsOf<{ status: string }>(await tx.execute(sql`SELECT status FROM withdrawals WHERE id = ${id} FOR UPDATE`))[0];
    const row = rowsOf<WithdrawalRow>(
      await tx.execute(sql`
        UPDATE withdrawals SET status = 'canceled', reason = 'rejected', reason_text = ${reason}, decided_by = ${actor.id}, updated_at = now()
        WHERE id = ${id} AND status IN ('moderation', 'queue') RETURNING *`),
    )[0];
    if (!row) throw await handledOrMissing(tx, id);
    await releaseHold(tx, row, 'rejected');
    await record(tx, { actorId: actor.id, action: 'withdrawal.reject', target: { type: 'withdrawal', id }, details: { before: before?.status, after: 'canceled', reason, amount: Number(row.amount), player: Number(row.user_id) }, ip: actor.ip });
    return row;
  });
}

async function handledOrMissing(exec: Executor, id: number): Promise<DomainError> {
  const exists = rowsOf(await exec.execute(sql`SELECT 1 FROM withdrawals WHERE id = ${id}`)).length > 0;
  return exists ? new DomainError('withdrawal_handled', { status: 409 }) : new DomainError('withdrawal_not_found', { status: 404 });
}

/**
 * The payout job: takes a queued withdrawal (queue → processing, so a
 * player's cancel can no longer win) and asks the provider to pay it, with
 * the withdrawal as the Idempotency-Key so that a retried job never pays
 * twice. A provider that refuses outright ends the withdrawal as a failed
 * payout (the hold comes back); an unreachable one fails the job, which the
 * runtime retries.
 */
export async function sendPayout(payments: Payments, withdrawalId: number): Promise<void> {
  const { ctx } = payments;
  const row = rowsOf<WithdrawalRow>(
    await ctx.db.execute(sql`
      UPDATE withdrawals SET status = 'processing', updated_at = now() WHERE id = ${withdrawalId} AND status IN ('queue', 'processing') AND provider_ref IS NULL RETURNING *`),
  )[0];
  if (!row) return;
  const method = methodOf(ctx.config.payments, row.method);
  let payout: PayoutObject;
  try {
    payout = await payments.provider.createPayout(`payout:${withdrawalId}`, {
      reference: String(withdrawalId), method: method.id, amount: Number(row.amount), currency: method.currency,
      ...(method.currency === 'USDT' ? { cryptoAmount: usdtOf(Number(row.amount), ctx.config.payments.usdtRate) } : {}),
      destination: payments.sealer.open(row.destination), ...(row.bank ? { bank: row.bank } : {}), callbackUrl: payments.callbackUrl(),
    });
  } catch (error) {
    if (!(error instanceof ProviderRefused)) throw error;
    ctx.log.error({ err: { message: error.message }, withdrawal: withdrawalId }, 'payment provider refused a payout');
    await ctx.db.transaction((tx) => failPayout(tx, withdrawalId));
    ctx.eventsWritten();
    return;
  }
  await ctx.db.execute(sql`UPDATE withdrawals SET provider_ref = ${payout.id}, updated_at = now() WHERE id = ${withdrawalId} AND provider_ref IS NULL`);
  // A provider that answers with a final status at once (some do) is applied right away.
  if (payout.status !== 'processing') {
    await ctx.db.transaction((tx) => applyPayout(tx, payments, payout));
    ctx.eventsWritten();
  }
}

async function failPayout(exec: Executor, withdrawalId: number): Promise<boolean> {
  const row = rowsOf<WithdrawalRow>(
    await exec.execute(sql`UPDATE withdrawals SET status = 'canceled', reason = 'payout_failed', updated_at = now() WHERE id = ${withdrawalId} AND status = 'processing' RETURNING *`),
  )[0];
  if (!row) return false;
  await releaseHold(exec, row, 'payout_failed');
  return true;
}

/** Settles a withdrawal from what the provider says of its payout (a callback or a status poll); in the caller's transaction. */
export async function applyPayout(exec: Executor, payments: Payments, payout: PayoutObject): Promise<'completed' | 'failed' | 'unchanged' | 'unknown'> {
  const withdrawalId = Number(payout.reference);
  const found = Number.isSafeInteger(withdrawalId)
    ? rowsOf<WithdrawalRow>(await exec.execute(sql`SELECT * FROM withdrawals WHERE id = ${withdrawalId} AND provider = ${payments.provider.name}`))[0]
    : undefined;
  if (!found || (found.provider_ref && found.provider_ref !== payout.id)) return 'unknown';
  if (payout.status === 'failed') return (await failPayout(exec, withdrawalId)) ? 'failed' : 'unchanged';
  if (payout.status !== 'succeeded') return 'unchanged';
  if (Number(payout.amount) !== Number(found.amount)) {
    payments.ctx.log.error({ withdrawal: withdrawalId, paid: payout.amount, expected: found.amount }, 'payout reported with another amount: left for finance');
    return 'unchanged';
  }
  const row = rowsOf<WithdrawalRow>(
    await exec.execute(sql`
      UPDATE withdrawals SET status = 'completed', provider_ref = COALESCE(provider_ref, ${payout.id}), completed_at = now(), updated_at = now()
      WHERE id = ${withdrawalId} AND status = 'processing' RETURNING *`),
  )[0];
  if (!row) return 'unchanged';
  const amount = Number(row.amount);
  const fee = Number(row.fee);
  await resolve(exec, {
    key: postingKey.withdrawalPaid(withdrawalId), pendingKey: holdKey(withdrawalId), action: 'post', meta: { withdrawal: withdrawalId, payout: payout.id },
    legs: [{ house: HOUSE.withdrawalsHold, amount: -(amount + fee) }, { house: HOUSE.paymentsClearing, amount }, ...(fee > 0 ? [{ house: HOUSE.paymentFees, amount: fee }] : [])],
  });
  await emit(exec, [{ type: 'push', payload: { channel: `usr#${row.user_id}`, data: { wallet: { waiting: await hasWaitingWithdrawal(exec, Number(row.user_id)) } } } }]);
  return 'completed';
}
