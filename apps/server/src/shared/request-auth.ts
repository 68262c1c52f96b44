import type { FastifyRequest } from 'fastify';
import type { Principal } from './principal.ts';
import { DomainError } from './errors.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const verified = new WeakMap<FastifyRequest, TokenClaims | null>();

/**
 * The claims of the request's Bearer access token, or null when it has none
 * or a bad one. Verified once per request: the rate limit's key, the XSRF
 * check and authentication all ask.
 */
export function bearerClaims(request: FastifyRequest, tokens: Pick<TokenService, 'verifyAccess'>): TokenClaims | null {
  if (verified.has(request)) return verified.get(request)!;
  const token = bearerToken(request);
  const claims = token ? tokens.verifyAccess(token) : null;
  verified.set(request, claims);
  return claims;
}

/** The authenticated player; only valid after `app.authenticate` ran. */
export function principalOf(request: FastifyRequest): Principal {
  const principal = (request as FastifyRequest & { principal: Principal | null }).principal;
  if (!principal) throw new DomainError('unauthorized', { status: 401 });
  return principal;
}

/** The verified access token's user and session; only valid after `app.verifyToken` (or `app.authenticate`) ran. */
export function tokenClaimsOf(request: FastifyRequest): TokenClaims {
  const claims = (request as FastifyRequest & { tokenClaims: TokenClaims | null }).tokenClaims;
  if (!claims) throw new DomainError('unauthorized', { status: 401 });
  return claims;
}
