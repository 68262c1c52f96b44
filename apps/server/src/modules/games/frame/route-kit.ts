import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@azart/contracts';
import type { AppContext } from '../../../shared/context.ts';
import { bearerClaims } from '../../../shared/request-auth.ts';
export { idempotencyKeyOf } from '../../../shared/idempotency.ts';

export const gameErrors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** Per-player bet rate: keyed by the token's user (rate limiting runs before authentication), so players behind one IP keep their own budget. */
export function betLimit(ctx: AppContext) {
  return {
    rateLimit: {
      max: ctx.config.betRateLimitMax,
      timeWindow: '1 second',
      keyGenerator: (request: FastifyRequest) => {
        const claims = bearerClaims(request, ctx.tokens);
        return claims ? `bet:user:${claims.userId}` : `bet:ip:${request.ip}`;
      },
    },
  };
}
