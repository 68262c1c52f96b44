import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResponseSchema, errorResponseSchema, loginRequestSchema, okResponseSchema, registerRequestSchema, userResponseSchema } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { bearerToken, principalOf } from '../../shared/request-auth.ts';
import { REFRESH_COOKIE, type SessionClient } from './sessions.ts';
import { createAuthCookies } from './auth-cookies.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { recordFingerprint } from './fingerprints.ts';
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
  const cookies = createAuthCookies(ctx);
  const { devices } = cookies;
  const setRefreshCookie = (reply: FastifyReply, token: string) => cookies.setSession(reply, token);
  const clearRefreshCookie = (reply: FastifyReply) => cookies.clearSession(reply);
  const setDeviceCookie = (reply: FastifyReply, value: string) => cookies.setDevice(reply, value);

  r.post('/api/auth/register', { config: authLimit, schema: { tags: ['auth'], body: registerRequestSchema, response: { 200: authResponseSchema, ...errors } } }, async (request, reply) => {
    const result = await service.register(ctx, request.body, clientOf(request));
    // Before the referral binding, which compares the new account's browser with the referrer's.
    await recordFingerprint(ctx, result.userId, request.body.visitorId);
    await hooks.registered?.(request, result.userId);
    setRefreshCookie(reply, result.refreshToken);
    setDeviceCookie(reply, devices.issue(request.body.login.toLowerCase()));
    return result.body;
  });

  r.post('/api/auth/login', { config: authLimit, schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: authResponseSchema, ...errors } } }, async (request, reply) => {
    const result = await service.login(ctx, devices, request.body, request.cookies[DEVICE_COOKIE], clientOf(request));
    await recordFingerprint(ctx, result.userId, request.body.visitorId);
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
export const clientOf = (request: FastifyRequest): SessionClient => ({ userAgent: request.headers['user-agent'], ip: request.ip });
