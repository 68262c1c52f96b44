import { maskRequisites, type Bank, type PaymentMethodId, type PaymentTemplate } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError } from '../../shared/errors.ts';
import type { Payments } from './payments.ts';
import { toTemplate, type TemplateRow } from './views.ts';

/**
 * Saved payout destinations (spec §3 "saved payment templates"): the full
 * requisites sealed, a masked title for lists, one template per destination
 * (a keyed fingerprint finds the same one again).
 */
export async function saveTemplate(payments: Payments, exec: Executor, userId: number, method: PaymentMethodId, target: { destination: string; bank: Bank | null }): Promise<void> {
  await exec.execute(sql`
    INSERT INTO payment_templates (user_id, method, title, bank, destination, fingerprint)
    VALUES (${userId}, ${method}, ${maskRequisites(method, target.destination)}, ${target.bank}, ${payments.sealer.seal(target.destination)},
            ${payments.sealer.fingerprint(`${method}:${target.destination}`)})
    ON CONFLICT (user_id, method, fingerprint) WHERE deleted_at IS NULL DO UPDATE SET bank = EXCLUDED.bank`);
}

export async function listTemplates(exec: Executor, userId: number): Promise<PaymentTemplate[]> {
  const rows = rowsOf<TemplateRow>(await exec.execute(sql`SELECT id, method, title, bank, created_at FROM payment_templates WHERE user_id = ${userId} AND deleted_at IS NULL ORDER BY id DESC LIMIT 50`));
  return rows.map(toTemplate);
}

export async function deleteTemplate(exec: Executor, userId: number, id: number): Promise<void> {
  const gone = rowsOf(await exec.execute(sql`UPDATE payment_templates SET deleted_at = now() WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL RETURNING id`));
  if (!gone.length) throw new DomainError('template_not_found', { status: 404 });
}

/** The destination of one of the player's templates for this method (another player's is as unknown as a missing one). */
export async function templateDestination(payments: Payments, userId: number, id: number, method: PaymentMethodId): Promise<{ destination: string; bank: Bank | null }> {
  const row = rowsOf<{ destination: string; bank: string | null }>(
    await payments.ctx.db.execute(sql`SELECT destination, bank FROM payment_templates WHERE id = ${id} AND user_id = ${userId} AND method = ${method} AND deleted_at IS NULL`),
  )[0];
  if (!row) throw new DomainError('template_not_found', { field: 'templateId' });
  return { destination: payments.sealer.open(row.destination), bank: row.bank as Bank | null };
}
