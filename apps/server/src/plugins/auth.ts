import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadPrincipal, requirePrincipal, type Principal } from '../modules/users/index.ts';
import { unauthorized } from '../shared/errors.ts';
import { bearerClaims, bearerToken } from '../shared/request-auth.ts';
import type { AppContext } from '../shared/context.ts';
import type { TokenClaims } from '../shared/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation hook for routes that need a signed-in, unblocked player
     * with an open session. preValidation, not preHandler: an anonymous or
     * expired caller gets its 401 before the body is validated.
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * preValidation hook that only verifies the access token's signature and expiry.
     * The handler must check the session and block state itself, in its own
     * first query: the bet hot path does, to save a round trip.
     */
    verifyToken(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
    tokenClaims: TokenClaims | null;
  }
}

/** Reads the Bearer access token; the session and block state are checked in the database on every request. */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('tokenClaims', null);
  const verifyToken = async (request: FastifyRequest): Promise<TokenClaims> => {
    if (!bearerToken(request)) throw unauthorized();
    const claims = bearerClaims(request, ctx.tokens);
    if (!claims) throw unauthorized('session_expired');
    request.tokenClaims = claims;
    return claims;
  };
  app.decorate('verifyToken', async (request: FastifyRequest) => {
    await verifyToken(request);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await verifyToken(request);
    request.principal = requirePrincipal(await loadPrincipal(ctx.db, claims.userId, claims.sessionId));
  });
});
