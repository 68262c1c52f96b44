import type { FastifyRequest } from 'fastify';
import type { Principal } from './principal.ts';
import { DomainError } from './errors.ts';
import type { TokenClaims } from './tokens.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
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
