import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bonusExchangeRequestSchema, bonusExchangeResponseSchema, bonusGrantsResponseSchema, bonusOverviewSchema, bonusTransferRequestSchema, bonusTransferResponseSchema, errorResponseSchema, rakebackClaimResponseSchema, statusesResponseSchema, statusSpinResponseSchema, promoActivateRequestSchema, promoActivateResponseSchema, subscriptionErrorSchema } from '@azart/contracts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { bonusGrantsView, exchangePoints, transferBonus } from './service.ts';
import { bonusOverview } from './overview.ts';
import { claimRakeback } from './rakeback.ts';
import { spinStatus, statusesView } from './statuses.ts';
import { activatePromo } from './promo.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

/** The bonus balance and loyalty (issue 13): the overview, grants, the wallet transfer, the bonus exchange and rakeback. */
export async function bonusRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['bonus'], security: [{ bearer: [] }] };
  r.get('/api/bonus', { preValidation: app.authenticate, schema: { ...base, response: { 200: bonusOverviewSchema, ...errors } } }, async (request) => bonusOverview(ctx, principalOf(request).id));
  r.get('/api/bonus/grants', { preValidation: app.authenticate, schema: { ...base, response: { 200: bonusGrantsResponseSchema, ...errors } } }, async (request) => bonusGrantsView(ctx, principalOf(request).id));
  r.post('/api/bonus/transfer', { preValidation: app.authenticate, schema: { ...base, body: bonusTransferRequestSchema, response: { 200: bonusTransferResponseSchema, ...errors } } }, async (request) =>
    transferBonus(ctx, principalOf(request), request.body.amount, idempotencyKeyOf(request)),
  );
  r.post('/api/bonus/exchange', { preValidation: app.authenticate, schema: { ...base, body: bonusExchangeRequestSchema, response: { 200: bonusExchangeResponseSchema, ...errors } } }, async (request) =>
    exchangePoints(ctx, principalOf(request), request.body.points, idempotencyKeyOf(request)),
  );
  r.post('/api/bonus/promo', { preValidation: app.authenticate, schema: { ...base, body: promoActivateRequestSchema, response: { 200: promoActivateResponseSchema, ...errors, 422: subscriptionErrorSchema, 503: errorResponseSchema } } }, async (request) =>
    activatePromo(ctx, principalOf(request), request.body.code, idempotencyKeyOf(request)),
  );
  // Statuses (bonuses.md §4).
  r.get('/api/statuses', { preValidation: app.authenticate, schema: { ...base, response: { 200: statusesResponseSchema, ...errors } } }, async (request) => statusesView(ctx.db, principalOf(request).id));
  r.post('/api/statuses/spin', { preValidation: app.authenticate, schema: { ...base, response: { 200: statusSpinResponseSchema, ...errors } } }, async (request) => spinStatus(ctx, principalOf(request)));
  r.post('/api/bonus/rakeback/claim', { preValidation: app.authenticate, schema: { ...base, response: { 200: rakebackClaimResponseSchema, ...errors } } }, async (request) =>
    claimRakeback(ctx, principalOf(request), idempotencyKeyOf(request)),
  );
}
