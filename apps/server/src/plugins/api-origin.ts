import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * With a forced API domain (API_ORIGIN, spec §7) the site's pages call the
 * API from another origin: the API answers CORS for the site's own origin
 * (PUBLIC_ORIGIN) only, with credentials (the refresh cookie and the XSRF
 * pair travel with the calls), and answers the preflight of a call that
 * carries a token, a JSON body or an idempotency key. Any other origin gets
 * no CORS headers, so browsers keep refusing it as before. Registered only
 * when API_ORIGIN is set.
 */
const ALLOWED_HEADERS = 'Accept, Accept-Language, Authorization, Content-Type, Idempotency-Key, X-XSRF-TOKEN';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

export const apiOriginPlugin = fp(async (app: FastifyInstance, opts: { siteOrigin: string }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('vary', 'Origin');
    if (request.headers.origin !== opts.siteOrigin) return;
    reply.header('access-control-allow-origin', opts.siteOrigin);
    reply.header('access-control-allow-credentials', 'true');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
});
