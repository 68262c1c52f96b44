import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bonusExchangeRequestSchema, bonusExchangeResponseSchema, bonusGrantsResponseSchema, bonusTransferRequestSchema, bonusTransferResponseSchema, errorResponseSchema } from '@azart/contracts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { bonusGrantsView, exchangePoints, transferBonus } from './service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

/** The bonus balance (issue 13): its grants, the wallet transfer and the bonus exchange. */
export async function bonusRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['bonus'], security: [{ bearer: [] }] };
  r.get('/api/bonus/grants', { preValidation: app.authenticate, schema: { ...base, response: { 200: bonusGrantsResponseSchema, ...errors } } }, async (request) => bonusGrantsView(ctx, principalOf(request).id));
  r.post('/api/bonus/transfer', { preValidation: app.authenticate, schema: { ...base, body: bonusTransferRequestSchema, response: { 200: bonusTransferResponseSchema, ...errors } } }, async (request) =>
    transferBonus(ctx, principalOf(request), request.body.amount, idempotencyKeyOf(request)),
  );
  r.post('/api/bonus/exchange', { preValidation: app.authenticate, schema: { ...base, body: bonusExchangeRequestSchema, response: { 200: bonusExchangeResponseSchema, ...errors } } }, async (request) =>
    exchangePoints(ctx, principalOf(request), request.body.points, idempotencyKeyOf(request)),
  );
}
