import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, authResponseSchema, errorResponseSchema, loginRequestSchema, okResponseSchema, registerRequestSchema, userResponseSchema } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { bearerToken, principalOf } from '../../shared/request-auth.ts';
import { REFRESH_COOKIE, REFRESH_TOKEN_TTL_MS, type SessionClient } from './sessions.ts';
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-cookie.ts';
import { securityRoutes } from './security-routes.ts';
import * as service from './service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** Steps other modules add to an account's life without this module importing them (its plugin.ts takes them from the module list's hooks). */
export type UsersHooks = {
  /** After a registration has committed (the referral binding, issue 14): must not throw; the account exists either way. */
  registered?: (request: FastifyRequest, userId: number) => Promise<void>;
};

export async function usersRoutes(app: FastifyInstance, ctx: AppContext, hooks: UsersHooks = {}): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per address: sign-in and registration share one budget; refreshes have their own, larger one,
  // since every open tab refreshes on load and must not eat into the sign-in attempts.
  const authLimit = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };
  const refreshLimit = { rateLimit: { max: ctx.config.refreshRateLimitMax, timeWindow: '1 minute' } };
  const devices = createDeviceCookies(ctx.config.jwtSecret);

  const cookieOptions = { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: ctx.config.cookieSecure } as const;
  // The session sign for the pages' server guard (SESSION_COOKIE) lives and dies with the refresh cookie.
  const sessionSignOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.cookieSecure } as const;
  const setRefreshCookie = (reply: FastifyReply, token: string) => {
    reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
    reply.setCookie(SESSION_COOKIE, '1', { ...sessionSignOptions, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
  };
  const clearRefreshCookie = (reply: FastifyReply) => {
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  };
  const setDeviceCookie = (reply: FastifyReply, value: string) => reply.setCookie(DEVICE_COOKIE, value, { ...cookieOptions, maxAge: DEVICE_COOKIE_MAX_AGE_S });

  r.post('/api/auth/register', { config: authLimit, schema: { tags: ['auth'], body: registerRequestSchema, response: { 200: authResponseSchema, ...errors } } }, async (request, reply) => {
    const result = await service.register(ctx, request.body, clientOf(request));
    await hooks.registered?.(request, result.userId);
    setRefreshCookie(reply, result.refreshToken);
    setDeviceCookie(reply, devices.issue(request.body.login.toLowerCase()));
    return result.body;
  });

  r.post('/api/auth/login', { config: authLimit, schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: authResponseSchema, ...errors } } }, async (request, reply) => {
    const result = await service.login(ctx, devices, request.body, request.cookies[DEVICE_COOKIE], clientOf(request));
    setRefreshCookie(reply, result.refreshToken);
    setDeviceCookie(reply, result.deviceCookie);
    return result.body;
  });

  r.get('/api/auth/refresh', { config: refreshLimit, schema: { tags: ['auth'], response: { 200: authResponseSchema, ...errors } } }, async (request, reply) => {
    try {
      const result = await service.refresh(ctx, request.cookies[REFRESH_COOKIE], clientOf(request));
      setRefreshCookie(reply, result.refreshToken);
      return result.body;
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  r.get('/api/auth/me', { preValidation: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: userResponseSchema, ...errors } } }, async (request) =>
    service.me(ctx, principalOf(request)),
  );

  /** Works with the access token or, when that has expired, with the refresh cookie alone. Ends this session only. */
  r.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: okResponseSchema, ...errors } } }, async (request, reply) => {
    const token = bearerToken(request);
    const claims = token ? ctx.tokens.verifyAccess(token) : null;
    await service.logout(ctx, { session: claims ?? undefined, refreshToken: request.cookies[REFRESH_COOKIE] });
    clearRefreshCookie(reply);
    return { ok: true as const };
  });

  await securityRoutes(app, ctx, { clearRefreshCookie });
}

/** The browser and address a session is opened or refreshed from, for the profile's list of sessions. */
const clientOf = (request: FastifyRequest): SessionClient => ({ userAgent: request.headers['user-agent'], ip: request.ip });
