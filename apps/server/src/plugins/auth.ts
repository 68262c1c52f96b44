import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadPrincipal, type Principal } from '../modules/users/index.ts';
import { forbidden, unauthorized } from '../shared/errors.ts';
import { bearerToken } from '../shared/request-auth.ts';
import type { AppContext } from '../shared/context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in, unblocked player with an open session. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Reads the Bearer access token; the session and block state are checked in the database on every request. */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('principal', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = ctx.tokens.verifyAccess(token);
    if (!claims) throw unauthorized('session_expired');
    const found = await loadPrincipal(ctx.db, claims.userId, claims.sessionId);
    if ('error' in found) throw found.error === 'account_blocked' ? forbidden('account_blocked') : unauthorized(found.error);
    request.principal = found.principal;
  });
});
