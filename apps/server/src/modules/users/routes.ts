import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResponseSchema, errorResponseSchema, loginRequestSchema, okResponseSchema, registerRequestSchema, userResponseSchema, userChannel } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { bearerToken, principalOf } from '../../shared/request-auth.ts';
import { REFRESH_TOKEN_TTL_MS } from './sessions.ts';
import * as service from './service.ts';

export const REFRESH_COOKIE = 'refresh_token';
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authLimit = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: ctx.config.cookieSecure, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });

  r.post('/api/auth/register', { config: authLimit, schema: { tags: ['auth'], body: registerRequestSchema, response: { 200: authResponseSchema, ...errors } } }, async (request, reply) => {
    const result = await service.register(ctx, request.body);
    setRefreshCookie(reply, result.refreshToken);
    return result.body;
  });

  r.post('/api/auth/login', { config: authLimit, schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: authResponseSchema, ...errors } } }, async (request, reply) => {
    const result = await service.login(ctx, request.body);
    setRefreshCookie(reply, result.refreshToken);
    return result.body;
  });

  r.get('/api/auth/refresh', { config: authLimit, schema: { tags: ['auth'], response: { 200: authResponseSchema, ...errors } } }, async (request, reply) => {
    try {
      const result = await service.refresh(ctx, request.cookies[REFRESH_COOKIE]);
      setRefreshCookie(reply, result.refreshToken);
      return result.body;
    } catch (error) {
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      throw error;
    }
  });

  r.get('/api/auth/me', { preHandler: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: userResponseSchema, ...errors } } }, async (request) =>
    service.me(ctx, principalOf(request)),
  );

  /** Works with the access token or, when that has expired, with the refresh cookie alone. */
  r.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: okResponseSchema, ...errors } } }, async (request, reply) => {
    const token = bearerToken(request);
    const claims = token ? ctx.tokens.verifyAccess(token) : null;
    const cookieUser = await service.logout(ctx, { sessionId: claims?.sessionId, refreshToken: request.cookies[REFRESH_COOKIE] });
    const userId = claims?.userId ?? cookieUser;
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
    if (userId) ctx.publish(userChannel(userId), { logout: true });
    return { ok: true as const };
  });
}
