import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '@azart/db';
import type { Config } from './config.ts';
import type { AppContext } from './shared/context.ts';
import { createTokenService } from './shared/tokens.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { xsrfPlugin } from './plugins/xsrf.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { authPlugin } from './plugins/auth.ts';
import { startRealtime } from './plugins/realtime.ts';
import { webPlugin } from './plugins/web.ts';
import { systemRoutes } from './modules/system/index.ts';
import { loadPrincipal, usersRoutes } from './modules/users/index.ts';
import { demoRoutes } from './modules/demo/index.ts';
import { fairnessRoutes } from './modules/fairness/index.ts';
import { gamesRoutes } from './modules/games/index.ts';
import { betsRoutes } from './modules/bets/index.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export type App = { app: FastifyInstance; ctx: AppContext; database: DatabaseHandle };

/**
 * Builds the whole server in a visible order: storage, then framework
 * plugins (errors, security headers, cookies, rate limits, OpenAPI), then our
 * cross-cutting plugins (XSRF, auth), then the modules' routes, real time and
 * finally the web pages, which take every path the API did not.
 */
export async function buildApp(config: Config, options: { database?: DatabaseHandle } = {}): Promise<App> {
  const database = options.database ?? (await openDatabase('url' in config.database ? { ...config.database, onIdleError: (error) => console.error('idle database connection failed', error.message) } : config.database));
  await database.migrate();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3, enableAutoPipelining: true }) : undefined;
  // ioredis reconnects by itself; without a listener a dropped connection would be an unhandled 'error' event.
  redis?.on('error', (error: Error) => console.error('redis error', error.message));

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Not `true`: trusting every X-Forwarded-For lets a client pick its own address and escape the per-IP auth rate limit.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids of bets and users are numbers; routes own their trailing-slash policy (web redirects).
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(config.jwtSecret);
  let publish: AppContext['publish'] = () => undefined;
  const ctx: AppContext = { config, db: database.db, dbKind: database.kind, log: app.log, tokens, redis, publish: (channel, data) => publish(channel, data) };

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'azart:rl:' } : {}) });
  await app.register(swagger, {
    openapi: { info: { title: 'Azart API', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(xsrfPlugin, { secure: config.cookieSecure });
  await app.register(authPlugin, { ctx });

  await app.register(async (scope) => {
    await systemRoutes(scope, ctx);
    await usersRoutes(scope, ctx);
    await demoRoutes(scope, ctx);
    await fairnessRoutes(scope, ctx);
    await gamesRoutes(scope, ctx);
    await betsRoutes(scope, ctx);
  });

  // Pages come last: every GET the API did not take is rendered by React Router.
  if (config.serveWeb) await app.register(webPlugin, { dev: config.env === 'development', root: REPO_ROOT });

  const realtime = await startRealtime(app, tokens, redis, async (userId, sessionId) => 'principal' in (await loadPrincipal(ctx.db, userId, sessionId)));
  publish = realtime.publish;

  app.addHook('onClose', async () => {
    await realtime.close();
    await redis?.ping().catch(() => undefined);
    await redis?.quit().catch(() => undefined);
    if (!options.database) await database.close();
  });
  return { app, ctx, database };
}
