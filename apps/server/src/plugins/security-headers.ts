import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every response. The middleware is built once:
 * @fastify/helmet rebuilt it (parsing the CSP directives) on every request,
 * which showed in the bet benchmark's profile.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmet({
    // React Router inlines its hydration data, so scripts allow 'unsafe-inline'; everything else is same-origin only.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS over plain HTTP and it must never pin a plain-HTTP deployment: sent below for HTTPS only.
    strictTransportSecurity: false,
    // Must say what CSP frame-ancestors 'none' says, for browsers that only read this header.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol is 'https' for TLS here or, behind a trusted proxy (TRUST_PROXY), for X-Forwarded-Proto: https.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});
