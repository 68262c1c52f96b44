import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminClaimListSchema, adminClaimResponseSchema, adminClaimsQuerySchema, adminDepositListSchema, adminDepositsQuerySchema, adminWithdrawalListSchema,
  adminWithdrawalResponseSchema, adminWithdrawalsQuerySchema, errorResponseSchema, paymentIdParamsSchema, reasonRequestSchema, reconciliationSchema,
} from '@azart/contracts';
import { principalOf } from '../../shared/request-auth.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import { adminDeposits, adminWithdrawalById, adminWithdrawals } from './admin.ts';
import { adminClaims, claimFile, decideClaim } from './claims.ts';
import type { Payments } from './payments.ts';
import { reconciliation } from './reconciliation.ts';
import { approveWithdrawal, rejectWithdrawal, type Actor } from './withdrawals.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };
const actorOf = (request: FastifyRequest): Actor => ({ id: principalOf(request).id, ip: request.ip });

/**
 * The cashier in the back office (issue 11 item 8): the withdrawals queue and
 * deposits for finance, deposit-not-received requests for support (scopes by
 * path: plugins/authorization.ts), crediting one for finance only (routes that
 * move money say so: `movesMoney`); every decision audited.
 */
export async function paymentsAdminRoutes(app: FastifyInstance, payments: Payments): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = payments;

  r.get('/api/admin/withdrawals', { schema: { tags: ['finance'], querystring: adminWithdrawalsQuerySchema, response: { 200: adminWithdrawalListSchema, ...errors } } }, async (request) =>
    adminWithdrawals(ctx.db, request.query, request.locale),
  );
  r.post('/api/admin/withdrawals/:id/approve', { config: { movesMoney: true }, schema: { tags: ['finance'], params: paymentIdParamsSchema, response: { 200: adminWithdrawalResponseSchema, ...errors } } }, async (request) => {
    await approveWithdrawal(payments, actorOf(request), request.params.id);
    ctx.eventsWritten();
    return { withdrawal: await adminWithdrawalById(ctx.db, request.params.id, request.locale) };
  });
  r.post('/api/admin/withdrawals/:id/reject', { config: { movesMoney: true }, schema: { tags: ['finance'], params: paymentIdParamsSchema, body: reasonRequestSchema, response: { 200: adminWithdrawalResponseSchema, ...errors } } }, async (request) => {
    await rejectWithdrawal(payments, actorOf(request), request.params.id, request.body.reason);
    ctx.eventsWritten();
    return { withdrawal: await adminWithdrawalById(ctx.db, request.params.id, request.locale) };
  });
  r.get('/api/admin/deposits', { schema: { tags: ['finance'], querystring: adminDepositsQuerySchema, response: { 200: adminDepositListSchema, ...errors } } }, async (request) =>
    adminDeposits(ctx.db, request.query, request.locale),
  );

  r.get('/api/admin/reconciliation', { schema: { tags: ['finance'], response: { 200: reconciliationSchema, ...errors } } }, async () => reconciliation(ctx.db));

  r.get('/api/admin/deposit-claims', { schema: { tags: ['support'], querystring: adminClaimsQuerySchema, response: { 200: adminClaimListSchema, ...errors } } }, async (request) =>
    adminClaims(ctx.db, request.query, request.locale),
  );
  for (const decision of ['forward', 'credit'] as const) {
    // Support reads and forwards the requests; crediting one moves money, so it needs finance (issue 20 item 5).
    r.post(`/api/admin/deposit-claims/:id/${decision}`, { config: { movesMoney: decision === 'credit' }, schema: { tags: ['support'], params: paymentIdParamsSchema, response: { 200: adminClaimResponseSchema, ...errors } } }, async (request) => ({
      claim: await decideClaim(payments, actorOf(request), request.params.id, decision, null, request.locale),
    }));
  }
  r.post('/api/admin/deposit-claims/:id/deny', { schema: { tags: ['support'], params: paymentIdParamsSchema, body: reasonRequestSchema, response: { 200: adminClaimResponseSchema, ...errors } } }, async (request) => ({
    claim: await decideClaim(payments, actorOf(request), request.params.id, 'deny', request.body.reason, request.locale),
  }));
  r.get('/api/admin/deposit-claims/:id/file', { schema: { tags: ['support'], params: paymentIdParamsSchema } }, async (request, reply) => {
    // Shown as support attachments are (issue 20 item 5): images inline, PDFs as downloads, nothing can run.
    return sendStoredFile(reply, await claimFile(payments, request.params.id));
  });
}
