import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../shared/errors.ts';
import { errorResponseSchema, REFERRAL_COOKIE_LIFE_S, refActivateQuerySchema, refActivateResponseSchema, refHitRequestSchema, refsResponseSchema } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { createRefCookies, REF_COOKIE } from './cookie.ts';
import { bind, recordHit, referralStats } from './service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** Hits per address and minute: a person follows a few links; more is a script inflating someone's statistics. */
const HIT_RATE_LIMIT = 30;

/** The referral programme's routes (issue 14 item 3): the link hit, the activation and `/refs`. */
export async function referralsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const cookies = createRefCookies(ctx.config.jwtSecret);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['referrals'] };
  // The /refs/:id guard's report (spec §7). Its answer carries the signed cookie the registration reads; the
  // cookie goes only to the auth routes, which is where registration is.
  r.post('/api/ref/hit', { config: { rateLimit: { max: HIT_RATE_LIMIT, timeWindow: '1 minute' } }, schema: { ...base, body: refHitRequestSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await recordHit(ctx.db, request.body.refCode, request.body.referer ?? null, request.ip, request.body.visitorId ?? null);
    reply.setCookie(REF_COOKIE, cookies.issue(request.body.refCode), { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: ctx.config.cookieSecure, maxAge: REFERRAL_COOKIE_LIFE_S });
    return reply.code(204).send(null);
  });
  // Activation for a signed-in player (spec §2 guard): binds when not yet bound; a self-referral is a 422.
  r.get('/api/ref/activate', { preValidation: app.authenticate, config: { rateLimit: { max: HIT_RATE_LIMIT, timeWindow: '1 minute' } }, schema: { ...base, security: [{ bearer: [] }], querystring: refActivateQuerySchema, response: { 200: refActivateResponseSchema, ...errors } } }, async (request) => {
    const result = await bind(ctx, {
      userId: principalOf(request).id, code: request.query.refCode, via: 'activation', ip: request.ip, device: null,
      // The device cookie is scoped to /api/auth: an activation is checked by account and address.
      sameDeviceAs: () => false,
    });
    if (result.bound) return { bound: true };
    if (result.refused === 'already_bound') throw new DomainError('ref_already_bound', { status: 409 });
    throw new DomainError('ref_self');
  });
  r.get('/api/refs', { preValidation: app.authenticate, schema: { ...base, security: [{ bearer: [] }], response: { 200: refsResponseSchema, ...errors } } }, async (request) =>
    referralStats(ctx, principalOf(request).id, request.locale, request.ip),
  );
}
