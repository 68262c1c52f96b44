import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../shared/errors.ts';
import { bearerClaims } from '../shared/request-auth.ts';
import type { TokenService } from '../shared/tokens.ts';
import { REFRESH_COOKIE } from '../modules/users/index.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit XSRF protection (decision 003). Only requests that a browser
 * authenticates by itself need it: a state-changing call that carries the
 * refresh cookie and no Bearer token must echo the readable XSRF cookie in a
 * header, which a foreign site cannot read. Calls authenticated by a valid
 * Bearer access token cannot be forged cross-site, so API clients need no
 * cookie dance; any other Authorization header (garbage, an expired or forged
 * token) does not excuse a cookie-carrying call from the check.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance, { secure, tokens }: { secure: boolean; tokens: TokenService }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const cookie = request.cookies[XSRF_COOKIE];
    // The cookie goes out with the session's own answers (sign-in, registration, refresh, me): a browser has it
    // before it can make a cookie-authenticated call, and the bet path (Bearer only) does no cookie work.
    if (!cookie && request.url.startsWith('/api/auth/')) reply.setCookie(XSRF_COOKIE, randomBytes(18).toString('base64url'), { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: 365 * 24 * 3600 });
    if (!UNSAFE.has(request.method) || !request.cookies[REFRESH_COOKIE]) return;
    if (bearerClaims(request, tokens)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) throw forbidden('xsrf_mismatch');
  });
});

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
