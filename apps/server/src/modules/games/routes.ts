import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diceBetRequestSchema, diceBetSchema, errorResponseSchema, userSchema } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { bearerToken, principalOf } from '../../shared/request-auth.ts';
import { DomainError } from '../../shared/errors.ts';
import { dice } from './dice.ts';
import { playInstant } from './instant.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** Idempotency-Key: 1–128 printable ASCII characters, optional. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7E]{1,128}$/.test(value)) throw new DomainError('invalid_value', { field: 'Idempotency-Key' });
  return value;
}

export async function gamesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per-player bet rate: keyed by the token's user (rate limiting runs before authentication), so players behind one IP keep their own budget.
  const betLimit = {
    rateLimit: {
      max: ctx.config.betRateLimitMax,
      timeWindow: '1 second',
      keyGenerator: (request: FastifyRequest) => {
        const token = bearerToken(request);
        const claims = token ? ctx.tokens.verifyAccess(token) : null;
        return claims ? `bet:user:${claims.userId}` : `bet:ip:${request.ip}`;
      },
    },
  };

  r.post('/api/games/dice/bet', {
    preHandler: app.authenticate,
    config: betLimit,
    schema: { tags: ['games'], security: [{ bearer: [] }], body: diceBetRequestSchema, response: { 200: z.object({ bet: diceBetSchema, user: userSchema }), ...errors } },
  }, async (request) => {
    const { amount, chance, side } = request.body;
    const result = await playInstant(ctx, principalOf(request), dice, { amount, params: { chanceBp: Math.round(chance * 100), side }, idempotencyKey: idempotencyKeyOf(request) });
    if (result.bet.game !== 'dice') throw new Error('dice bet of another game');
    return { bet: result.bet, user: result.user };
  });
}
