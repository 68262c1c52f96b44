import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, type DeviceCookies } from './device-cookie.ts';
import { REFRESH_COOKIE, REFRESH_TOKEN_TTL_MS } from './sessions.ts';

/**
 * The cookies a sign-in leaves in the browser: the refresh token (httpOnly,
 * path /api/auth), the session sign for the pages' server guard
 * (SESSION_COOKIE, lives and dies with it) and the device cookie of decision
 * 009. One place, so that every way in — password, registration, social
 * sign-in — leaves the same ones.
 */
export type AuthCookies = {
  devices: DeviceCookies;
  setSession(reply: FastifyReply, refreshToken: string): void;
  clearSession(reply: FastifyReply): void;
  setDevice(reply: FastifyReply, value: string): void;
};

export function createAuthCookies(ctx: AppContext): AuthCookies {
  const devices = createDeviceCookies(ctx.config.jwtSecret);
  const cookieOptions = { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: ctx.config.cookieSecure } as const;
  const sessionSignOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.cookieSecure } as const;
  return {
    devices,
    setSession(reply, refreshToken) {
      reply.setCookie(REFRESH_COOKIE, refreshToken, { ...cookieOptions, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
      reply.setCookie(SESSION_COOKIE, '1', { ...sessionSignOptions, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
    },
    clearSession(reply) {
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
    setDevice(reply, value) {
      reply.setCookie(DEVICE_COOKIE, value, { ...cookieOptions, maxAge: DEVICE_COOKIE_MAX_AGE_S });
    },
  };
}
