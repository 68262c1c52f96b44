import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, freeCoinsCaptchaResponseSchema, freeCoinsClaimRequestSchema, freeCoinsClaimResponseSchema } from '@azart/contracts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import type { AppContext } from '../../shared/context.ts';
import { bearerClaims, principalOf } from '../../shared/request-auth.ts';
import { claimFreeCoins, freeCoinsCaptcha } from './free-coins.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/**
 * Free coins (bonuses.md §2): a captcha, then the claim with its answer.
 * Each picture costs the server some 30 ms of drawing and encoding, so a
 * player gets thirty a minute — far more than a person turning pictures
 * needs — counted by the token's user (rate limiting runs before
 * authentication), by address when there is no token.
 */
export async function freeCoinsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['bonus'], security: [{ bearer: [] }] };
  const limit = (name: string, max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `${name}:${bearerClaims(request, ctx.tokens)?.userId ?? request.ip}` },
  });
  r.post('/api/bonus/free-coins/captcha', { preValidation: app.authenticate, config: limit('free_coins_captcha', 30), schema: { ...base, response: { 200: freeCoinsCaptchaResponseSchema, ...errors } } }, async (request) =>
    freeCoinsCaptcha(ctx, principalOf(request).id),
  );
  r.post('/api/bonus/free-coins/claim', { preValidation: app.authenticate, config: limit('free_coins_claim', 60), schema: { ...base, body: freeCoinsClaimRequestSchema, response: { 200: freeCoinsClaimResponseSchema, ...errors } } }, async (request) =>
    claimFreeCoins(ctx, principalOf(request), request.body, idempotencyKeyOf(request)),
  );
}
