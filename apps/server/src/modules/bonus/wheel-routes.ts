import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, wheelMySpinsResponseSchema, wheelSpinResponseSchema, wheelWinsResponseSchema } from '@azart/contracts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { mySpins, spinWheel, wheelWins } from './wheel.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };

/** The daily wheel (issue 13 item 5, docs/games/wheel.md): the spin, the player's own spins, and the public wins strip. */
export async function wheelRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['bonus'], security: [{ bearer: [] }] };
  // No body: the spin has no parameters. A second spin within the interval is a 422 `wheel_not_ready` with the time left.
  r.post('/api/bonus/wheel/spin', { preValidation: app.authenticate, schema: { ...base, response: { 200: wheelSpinResponseSchema, ...errors } } }, async (request) =>
    spinWheel(ctx, principalOf(request), idempotencyKeyOf(request)),
  );
  r.get('/api/bonus/wheel/my', { preValidation: app.authenticate, schema: { ...base, response: { 200: wheelMySpinsResponseSchema, ...errors } } }, async (request) => ({
    spins: await mySpins(ctx.db, principalOf(request).id),
  }));
  /** Public, like the bets feed: no seeds, no private data. */
  r.get('/api/bonus/wheel/wins', { schema: { tags: ['bonus'], response: { 200: wheelWinsResponseSchema } } }, async () => wheelWins(ctx.db));
}
