import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoSetRequestSchema, errorResponseSchema, playBalanceRequestSchema, userResponseSchema } from '@azart/contracts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { addDemoCoins, choosePlayBalance, setDemoBalance, setDemoMode } from './service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

export async function demoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['demo'], security: [{ bearer: [] }], response: { 200: userResponseSchema, ...errors } };
  r.post('/api/demo/enable', { preValidation: app.authenticate, schema }, async (request) => ({ user: await setDemoMode(ctx, principalOf(request), true) }));
  r.post('/api/demo/disable', { preValidation: app.authenticate, schema }, async (request) => ({ user: await setDemoMode(ctx, principalOf(request), false) }));
  r.post('/api/balance/play', { preValidation: app.authenticate, schema: { ...schema, body: playBalanceRequestSchema } }, async (request) => ({
    user: await choosePlayBalance(ctx, principalOf(request), request.body.balance),
  }));
  r.post('/api/demo/add', { preValidation: app.authenticate, schema }, async (request) => ({ user: await addDemoCoins(ctx, principalOf(request), idempotencyKeyOf(request)) }));
  r.post('/api/demo/set', { preValidation: app.authenticate, schema: { ...schema, body: demoSetRequestSchema } }, async (request) => ({
    user: await setDemoBalance(ctx, principalOf(request), request.body.amount, idempotencyKeyOf(request)),
  }));
}
