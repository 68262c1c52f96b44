import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  claimListSchema, claimResponseSchema, depositListSchema, MAX_RECEIPT_BYTES, depositRequestSchema, depositResponseSchema, errorResponseSchema, okResponseSchema, pageQuerySchema,
  paymentIdParamsSchema, paymentMethodsResponseSchema, templateListSchema, withdrawalListSchema, withdrawalRequestSchema, withdrawalResponseSchema, withdrawalRulesSchema,
} from '@azart/contracts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import { bearerClaims, principalOf } from '../../shared/request-auth.ts';
import { uploadRouteOptions } from '../../shared/uploads.ts';
import { CLAIM_BODY_LIMIT, listClaims, submitClaim } from './claims.ts';
import { createDeposit, listDeposits } from './deposits.ts';
import type { Payments } from './payments.ts';
import { CallbackRefused } from './provider/provider.ts';
import { handleEvent } from './callbacks.ts';
import { deleteTemplate, listTemplates } from './templates.ts';
import { cancelWithdrawal, listWithdrawals, requestWithdrawal, withdrawalRules } from './withdrawals.ts';
import { SIGNATURE_HEADER } from '../../shared/webhook-signature.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

/** The player's cashier (issue 11): methods, deposits, withdrawals, templates and deposit-not-received requests. */
export async function paymentsRoutes(app: FastifyInstance, payments: Payments): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = payments;
  const auth = { preValidation: app.authenticate };
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  // Money-moving calls: thirty a minute per player is plenty for a person and stops a script.
  const moneyLimit = {
    rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `pay:${bearerClaims(request, ctx.tokens)?.userId ?? request.ip}` },
  };

  r.get('/api/payments/methods', { schema: { tags, response: { 200: paymentMethodsResponseSchema } } }, async () => payments.methods());

  r.post('/api/payments/deposits', { ...auth, config: moneyLimit, schema: { tags, security, body: depositRequestSchema, response: { 200: depositResponseSchema, ...errors } } }, async (request) =>
    createDeposit(payments, principalOf(request), request.body, idempotencyKeyOf(request), request.locale),
  );
  r.get('/api/payments/deposits', { ...auth, schema: { tags, security, querystring: pageQuerySchema, response: { 200: depositListSchema, ...errors } } }, async (request) =>
    listDeposits(ctx.db, principalOf(request).id, request.query, request.locale),
  );

  r.get('/api/payments/withdrawals/rules', { ...auth, schema: { tags, security, response: { 200: withdrawalRulesSchema, ...errors } } }, async (request) => withdrawalRules(ctx.db, principalOf(request).id));
  r.post('/api/payments/withdrawals', { ...auth, config: moneyLimit, schema: { tags, security, body: withdrawalRequestSchema, response: { 200: withdrawalResponseSchema, ...errors } } }, async (request) =>
    requestWithdrawal(payments, principalOf(request), request.body, idempotencyKeyOf(request), request.locale),
  );
  r.get('/api/payments/withdrawals', { ...auth, schema: { tags, security, querystring: pageQuerySchema, response: { 200: withdrawalListSchema, ...errors } } }, async (request) =>
    listWithdrawals(ctx.db, principalOf(request).id, request.query, request.locale),
  );
  r.post('/api/payments/withdrawals/:id/cancel', { ...auth, config: moneyLimit, schema: { tags, security, params: paymentIdParamsSchema, response: { 200: withdrawalResponseSchema, ...errors } } }, async (request) =>
    cancelWithdrawal(payments, principalOf(request), request.params.id, request.locale),
  );

  r.get('/api/payments/templates', { ...auth, schema: { tags, security, response: { 200: templateListSchema, ...errors } } }, async (request) => ({ items: await listTemplates(ctx.db, principalOf(request).id) }));
  r.post('/api/payments/templates/:id/delete', { ...auth, schema: { tags, security, params: paymentIdParamsSchema, response: { 200: okResponseSchema, ...errors } } }, async (request) => {
    await deleteTemplate(ctx.db, principalOf(request).id, request.params.id);
    return { ok: true as const };
  });

  r.get('/api/payments/deposit-claims', { ...auth, schema: { tags, security, response: { 200: claimListSchema, ...errors } } }, async (request) => ({ items: await listClaims(ctx.db, principalOf(request).id, request.locale) }));
  // Multipart in its own scope: the parser exists for this route only (a receipt of 8 MB at most).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_RECEIPT_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/payments/deposit-claims', {
      ...uploadRouteOptions(CLAIM_BODY_LIMIT), preValidation: app.authenticate, config: moneyLimit,
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: claimResponseSchema, ...errors, 413: errorResponseSchema } },
    }, async (request) => ({ claim: await submitClaim(payments, principalOf(request).id, request, request.locale) }));
  });

  // The provider's callbacks: the raw body is what is signed, so this route reads it as bytes.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string }; Body: Buffer }>('/api/payments/webhooks/:provider', { schema: { tags: ['payments'], hide: true } }, async (request, reply) => {
      if (request.params.provider !== payments.provider.name) return reply.status(404).send({ error: 'not found', code: 'not_found' });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[SIGNATURE_HEADER];
      try {
        const event = payments.provider.parseCallback(raw, typeof signature === 'string' ? signature : undefined);
        const result = await handleEvent(payments, event);
        return reply.status(200).send({ received: true, ...result });
      } catch (error) {
        if (!(error instanceof CallbackRefused)) throw error;
        request.log.warn({ reason: error.message }, 'payment callback refused');
        return reply.status(error.status).send({ error: error.message, code: error.status === 401 ? 'signature_invalid' : 'bad_request' });
      }
    });
  });
}
