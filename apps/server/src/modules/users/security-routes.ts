import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, okResponseSchema, passwordChangeRequestSchema, passwordStatusSchema, sessionIdParamsSchema, sessionListSchema, totpCodeRequestSchema, totpRecoveryCodesSchema, totpSetupSchema, totpStatusSchema,
} from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { changePassword, endOwnSession, endSessions, listSessions, passwordSet } from './account-sessions.ts';
import { confirmEnrolment, disable, startEnrolment, totpStatus } from './totp.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/**
 * The profile's account security (issue 23 item 1): password change, the
 * signed-in sessions, and two-factor sign-in. All need the access token.
 * Steps that check a password or a code share sign-in's limit per address;
 * the per-account throttle of decision 009 comes on top.
 */
export async function securityRoutes(app: FastifyInstance, ctx: AppContext, cookies: { clearRefreshCookie: (reply: FastifyReply) => void }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guessLimit = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };
  const auth = { preValidation: app.authenticate };
  const tags = ['auth'];
  const security = [{ bearer: [] }];
  const ok = { ok: true as const };

  r.get('/api/auth/password', { ...auth, schema: { tags, security, response: { 200: passwordStatusSchema, ...errors } } }, async (request) => ({
    passwordSet: await passwordSet(ctx, principalOf(request).id),
  }));
  r.post('/api/auth/password', { ...auth, config: guessLimit, schema: { tags, security, body: passwordChangeRequestSchema, response: { 200: okResponseSchema, ...errors } } }, async (request) => {
    await changePassword(ctx, principalOf(request), request.body);
    return ok;
  });

  r.get('/api/auth/sessions', { ...auth, schema: { tags, security, response: { 200: sessionListSchema, ...errors } } }, async (request) =>
    listSessions(ctx, principalOf(request), request.locale),
  );
  r.delete('/api/auth/sessions/:id', { ...auth, schema: { tags, security, params: sessionIdParamsSchema, response: { 200: okResponseSchema, ...errors } } }, async (request, reply) => {
    const player = principalOf(request);
    await endOwnSession(ctx, player.id, request.params.id);
    if (request.params.id === player.sessionId) cookies.clearRefreshCookie(reply);
    return ok;
  });
  /** Every session, this one included: the cookies go as with a logout. */
  r.post('/api/auth/logout-all', { ...auth, schema: { tags, security, response: { 200: okResponseSchema, ...errors } } }, async (request, reply) => {
    await endSessions(ctx, principalOf(request).id);
    cookies.clearRefreshCookie(reply);
    return ok;
  });

  r.get('/api/auth/2fa', { ...auth, schema: { tags, security, response: { 200: totpStatusSchema, ...errors } } }, async (request) => totpStatus(ctx.db, principalOf(request).id));
  r.post('/api/auth/2fa/setup', { ...auth, config: guessLimit, schema: { tags, security, response: { 200: totpSetupSchema, ...errors } } }, async (request) => startEnrolment(ctx, principalOf(request)));
  r.post('/api/auth/2fa/confirm', { ...auth, config: guessLimit, schema: { tags, security, body: totpCodeRequestSchema, response: { 200: totpRecoveryCodesSchema, ...errors } } }, async (request) =>
    confirmEnrolment(ctx, principalOf(request), request.body.code),
  );
  r.post('/api/auth/2fa/disable', { ...auth, config: guessLimit, schema: { tags, security, body: totpCodeRequestSchema, response: { 200: okResponseSchema, ...errors } } }, async (request) => {
    await disable(ctx, principalOf(request).id, request.body.code);
    return ok;
  });
}
