import { createHmac } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '@azart/db';
import { sandboxOidcClientSecret, type Config } from './config.ts';
import type { AppContext } from './shared/context.ts';
import { createTokenService } from './shared/tokens.ts';
import { isUnavailable } from './shared/errors.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { wellFormedTextPlugin } from './plugins/well-formed-text.ts';
import { limitConnectionsPerAddress } from './plugins/connection-limits.ts';
import { resilientStore } from './plugins/rate-limit-store.ts';
import { xsrfPlugin } from './plugins/xsrf.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { authPlugin } from './plugins/auth.ts';
import { authorizationPlugin } from './plugins/authorization.ts';
import { apiOriginPlugin } from './plugins/api-origin.ts';
import { closeRedis, startRealtime } from './plugins/realtime.ts';
import { webPlugin } from './plugins/web.ts';
import { loadPrincipal } from './modules/users/index.ts';
import { loadGameRegistry, setUpGames, type ServerGame } from './modules/games/index.ts';
import { createOutboxRelay } from './modules/outbox/index.ts';
import type { Payments } from './modules/payments/index.ts';
import { SERVER_MODULES } from './modules/index.ts';
import { registerModule, serviceOf, setUpModules } from './modules/module.ts';
import { createLeadership } from './runtime/leadership.ts';
import { createJobRunner, schedulerDuty, type Schedule } from './runtime/jobs.ts';
import { dutiesOf, jobHandlers, projectorsOf, schedules } from './runtime/registry.ts';
import { sandboxProvider, type SandboxOptions } from './sandbox/index.ts';
import { sandboxSocial } from './sandbox/social.ts';
import { createLocalFileStore } from './shared/file-store.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export type App = { app: FastifyInstance; ctx: AppContext; database: DatabaseHandle; payments: Payments };

/**
 * Builds the whole server in a visible order: storage, then framework
 * plugins (errors, security headers, cookies, rate limits, OpenAPI), then our
 * cross-cutting plugins (XSRF, auth, authorization), then the modules (each
 * an encapsulated plugin, listed in modules/index.ts), the sandbox providers,
 * the web pages, which take every path the API did not, and last real time
 * and the background runtime.
 */
export async function buildApp(
  config: Config,
  // `schedules` replaces the recurring jobs (tests that drive a job themselves leave it out, so a background run cannot race them).
  options: { database?: DatabaseHandle; extraGames?: readonly ServerGame[]; schedules?: readonly Schedule[] } = {},
): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Not `true`: trusting every X-Forwarded-For lets a client pick its own address and escape the per-IP auth rate limit.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow clients cannot hold connections open: the whole request (body included) must arrive within
    // requestTimeout, its headers within headersTimeout, and a silent connection closes after connectionTimeout.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    // Requests the HTTP parser refuses and URLs Fastify cannot decode answer in our {error, code} shape.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Ids of bets and users are numbers; routes own their trailing-slash policy (web redirects).
    routerOptions: { ignoreTrailingSlash: false },
  });
  const log = app.log;
  if (config.demoDeployment) {
    log.warn(
      { sandboxed: config.sandboxed.map((p) => p.urlVariable) },
      'DEMO DEPLOYMENT: SANDBOX_IN_PRODUCTION=true, production runs on sandbox providers (no real money can move); every page shows a demo banner',
    );
  }
  app.server.headersTimeout = config.headersTimeoutMs;
  // Node enforces the request and header timeouts on a timer that runs every 30 s by default, so a
  // trickling client could stay up to 30 s past them; it is read when the server starts listening.
  // (A documented option of http.createServer that @types/node leaves off the Server class.)
  (app.server as typeof app.server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(2_000, Math.ceil(config.headersTimeoutMs / 2));
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerIp, config.trustProxy);

  const database =
    options.database ??
    (await openDatabase(
      'url' in config.database
        ? { ...config.database, onConnectionError: (error) => log.warn({ err: { message: error.message, code: (error as { code?: string }).code } }, 'database connection lost') }
        : config.database,
    ));
  await migrateWhenReachable(database, log);
  const games = await loadGameRegistry(options.extraGames);
  await setUpGames(database.db, games);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3, enableAutoPipelining: true }) : undefined;
  // ioredis reconnects by itself; without a listener a dropped connection would be an unhandled 'error' event.
  redis?.on('error', (error: Error) => log.warn({ err: { message: error.message } }, 'redis error'));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(config.jwtSecret);
  // Real time starts after the routes (it needs the HTTP server); until then pushes go nowhere.
  let live: Pick<AppContext, 'publish' | 'endSession'> = { publish: () => undefined, endSession: () => undefined };
  let nudgeRelay = () => undefined as void;
  const ctx: AppContext = {
    config, db: database.db, dbKind: database.kind, log: app.log, tokens, redis,
    publish: (channel, data) => live.publish(channel, data),
    endSession: (userId, sessionId) => live.endSession(userId, sessionId),
    eventsWritten: () => nudgeRelay(),
    leading: () => [],
  };

  // A module's provider adapter talks HTTP to its provider, the local sandboxes included: found where this server
  // listens (or, in a worker process that does not listen, where players reach the site).
  const selfOrigin = (): string => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return config.publicOrigin;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
  const sandbox: SandboxOptions | null = config.payments.providerUrl
    ? null
    : { publicBase: `${config.publicOrigin}/sandbox`, apiKey: config.payments.apiKey, webhookSecret: config.payments.webhookSecret, ...config.payments.sandbox };
  // Each module's instance for this app, with the hooks between modules joined (modules/index.ts lists them, decision 029).
  const modules = setUpModules(SERVER_MODULES, { ctx, games, files: createLocalFileStore(path.join(config.dataDir, 'files')), selfOrigin });
  const payments = serviceOf(modules, 'payments');

  await app.register(errorsPlugin);
  // Every text of every request (body, query, params) well-formed, before any route sees it (issue 20 item 2).
  await app.register(wellFormedTextPlugin);
  await app.register(securityHeadersPlugin);
  // Pages and larger API answers go out compressed (pre-compressed static files are sent as they are);
  // brotli at quality 4 costs about what gzip does per byte and still packs HTML tighter. Bet routes opt
  // out (a few hundred bytes each, and the hot path); request bodies are never compressed.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: resilientStore(redis, `${config.redisKeyPrefix}rl:`, (error) => log.warn({ err: { message: error.message } }, 'rate limits on local counters while Redis is unavailable')) } : {}),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Azart API', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // A forced API domain (API_ORIGIN): the site's pages call it cross-origin.
  if (config.apiOrigin) await app.register(apiOriginPlugin, { siteOrigin: config.publicOrigin });
  await app.register(xsrfPlugin, { secure: config.cookieSecure, tokens });
  await app.register(authPlugin, { ctx });
  // Before any route: it guards every route under a staff prefix as the route is registered.
  await app.register(authorizationPlugin);

  // The modules, each an encapsulated plugin with its routes (modules/index.ts gives the order).
  for (const module of modules) await registerModule(app, module);
  // The sandbox payment provider, when no real one is configured: a processor of its own under /sandbox/.
  if (sandbox) await sandboxProvider(app, database.db, sandbox);
  // The sandbox social provider, when the social API or a sign-in issuer is left to it (its issuers, decision 032).
  const { oidc } = config.social;
  if (!config.social.providerUrl || oidc.vk.sandbox || oidc.tg.sandbox) {
    await sandboxSocial(app, database.db, {
      publicBase: `${config.publicOrigin}/sandbox/social`,
      apiKey: config.social.apiKey,
      seed: [{ network: 'vk', group: config.social.vkGroup }],
      oidc: {
        clientId: oidc.vk.sandbox ? oidc.vk.clientId : oidc.tg.clientId,
        clientSecret: sandboxOidcClientSecret(config.jwtSecret),
        // The social sign-in's landing pages, Russian and English (apps/web: /auth/social).
        redirectUris: [`${config.publicOrigin}/auth/social`, `${config.publicOrigin}/en/auth/social`],
        signingSeed: createHmac('sha256', config.jwtSecret).update('sandbox-social-oidc-signing-key').digest('base64url'),
      },
    });
  }

  // Pages come last: every GET the API did not take is rendered by React Router.
  if (config.serveWeb) await app.register(webPlugin, { dev: config.env === 'development', root: REPO_ROOT, publicOrigin: config.publicOrigin, apiOrigin: config.apiOrigin, demoDeployment: config.demoDeployment });

  const realtime = await startRealtime(app, tokens, redis, config.redisKeyPrefix, async (userId, sessionId) => 'principal' in (await loadPrincipal(ctx.db, userId, sessionId)), config.apiOrigin ? config.publicOrigin : null);
  live = realtime;

  // The background runtime (decision 012): the outbox relay and the scheduler, then the modules' duties (the bonus
  // counting, each round game's schedule) as duties of one leader process each; durable jobs on every process that
  // runs the runtime. The modules declare theirs; runtime/registry.ts gathers them.
  const relay = createOutboxRelay(database.db, log, projectorsOf(modules), (p) => realtime.publish(p.channel, p.data), database.kind);
  const leadership = createLeadership(database, log, [relay.duty, schedulerDuty(database.db, log, options.schedules ?? schedules), ...dutiesOf(modules)]);
  const jobs = createJobRunner(database.db, log, jobHandlers(modules, sandbox));
  if (config.role !== 'web') {
    nudgeRelay = relay.nudge;
    ctx.leading = leadership.leading;
    leadership.start();
    jobs.start();
  }

  app.addHook('onClose', async () => {
    await leadership.close();
    await jobs.close();
    await realtime.close();
    if (redis) await closeRedis(redis);
    if (!options.database) await database.close();
  });
  return { app, ctx, database, payments };
}

/**
 * Applies migrations, waiting for the database if it is not reachable yet
 * (a process started before its database, or during a failover) instead of
 * exiting: it retries with a growing pause up to 5 s, and any other failure
 * (a broken migration) still stops the start.
 */
async function migrateWhenReachable(database: DatabaseHandle, log: FastifyBaseLogger): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.migrate();
      return;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      const pauseMs = Math.min(5_000, 250 * 2 ** Math.min(attempt, 5));
      log.warn({ attempt, err: { message: (error as Error).message } }, `database not reachable at start, retrying in ${pauseMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
