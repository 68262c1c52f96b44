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
import { isRoundGameId } from '@azart/fairness';
import type { Config } from './config.ts';
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
import { staffRoutes } from './modules/users/staff-routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { gamesAdminRoutes } from './modules/games/admin-routes.ts';
import { closeRedis, startRealtime } from './plugins/realtime.ts';
import { webPlugin } from './plugins/web.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { balancePushes, loadPrincipal } from './modules/users/index.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { bonusRoutes } from './modules/bonus/routes.ts';
import { wheelRoutes } from './modules/bonus/wheel-routes.ts';
import { freeCoinsRoutes } from './modules/bonus/free-coins-routes.ts';
import { betCountingDuty, bonusAdminRoutes, statusPointsPercent } from './modules/bonus/index.ts';
import { demoRoutes } from './modules/demo/routes.ts';
import { fairnessRoutes } from './modules/fairness/routes.ts';
import { gamesRoutes } from './modules/games/routes.ts';
import { gameSettingsOf, hasOpenPlay, loadGameRegistry, setUpGames, type ServerGame } from './modules/games/index.ts';
import { feedPushes } from './modules/bets/index.ts';
import { betsRoutes } from './modules/bets/routes.ts';
import { createOutboxRelay, directPushes } from './modules/outbox/index.ts';
import { createLeadership } from './runtime/leadership.ts';
import { createJobRunner, schedulerDuty, type Schedule } from './runtime/jobs.ts';
import { jobHandlers, schedules } from './runtime/registry.ts';
import { createPayments, httpPaymentProvider, paymentsAdminRoutes, paymentsRoutes, type Payments } from './modules/payments/index.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { endedRoundByHash, roundEngineDuty, roundsRoutes } from './modules/rounds/index.ts';
import { sandboxProvider, type SandboxOptions } from './sandbox/index.ts';
import { createSocial, httpSocialProvider, socialAdminRoutes, socialRoutes } from './modules/social/index.ts';
import { sandboxSocial } from './sandbox/social.ts';
import { localFileStore } from './shared/file-store.ts';
import { supportRoutes } from './modules/support/index.ts';
import { createReferrals, rewardDeposit } from './modules/referrals/index.ts';
import { accrueTournamentPoints, referralRewardsRanking, tournamentsRoutes } from './modules/tournaments/index.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export type App = { app: FastifyInstance; ctx: AppContext; database: DatabaseHandle; payments: Payments };

/**
 * Builds the whole server in a visible order: storage, then framework
 * plugins (errors, security headers, cookies, rate limits, OpenAPI), then our
 * cross-cutting plugins (XSRF, auth), then the modules' routes, real time and
 * finally the web pages, which take every path the API did not.
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

  // The cashier talks to its payment provider over HTTP, the local sandbox included: found where this server
  // listens (or, in a worker process that does not listen, where players reach the site).
  const selfOrigin = (): string => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return config.publicOrigin;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
  const { providerUrl } = config.payments;
  const sandbox: SandboxOptions | null = providerUrl
    ? null
    : { publicBase: `${config.publicOrigin}/sandbox`, apiKey: config.payments.apiKey, webhookSecret: config.payments.webhookSecret, ...config.payments.sandbox };
  const payments = createPayments(ctx, {
    provider: httpPaymentProvider({ name: config.payments.providerName, baseUrl: () => providerUrl ?? `${selfOrigin()}/sandbox/api/v1`, apiKey: config.payments.apiKey, webhookSecret: config.payments.webhookSecret }),
    files: localFileStore(path.join(config.dataDir, 'files')),
    callbackOrigin: () => (providerUrl ? config.publicOrigin : selfOrigin()),
    // A weekly status raises the deposit points' rate (bonuses.md §4).
    pointsPercent: statusPointsPercent,
    // A referral's deposit pays the referrer 3 % in the same transaction (bonuses.md §9).
    onDepositCredited: rewardDeposit,
  });
  const referrals = createReferrals(ctx);

  // VK and Telegram behind one adapter over HTTP (issue 13 item 9), the local sandbox too (docs/social.md).
  const social = createSocial(ctx, httpSocialProvider({ baseUrl: () => config.social.providerUrl ?? `${selfOrigin()}/sandbox/social/api/v1`, apiKey: config.social.apiKey }));

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

  await app.register(xsrfPlugin, { secure: config.cookieSecure, tokens });
  await app.register(authPlugin, { ctx });
  // Before any route: it guards every route under a staff prefix as the route is registered.
  await app.register(authorizationPlugin);

  await app.register(async (scope) => {
    await systemRoutes(scope, ctx);
    await usersRoutes(scope, ctx, { registered: referrals.registered });
    await demoRoutes(scope, ctx);
    await bonusRoutes(scope, ctx);
    await wheelRoutes(scope, ctx);
    await freeCoinsRoutes(scope, ctx);
    await fairnessRoutes(scope, ctx, { specs: games.specs, spec: games.spec, hasOpenPlay, endedRoundByHash, edgeOf: async (game) => (await gameSettingsOf(ctx.db, game)).edgeBp });
    await gamesRoutes(scope, ctx, games);
    await betsRoutes(scope, ctx, games);
    await roundsRoutes(scope, ctx);
    // The back office: support, finance and admin routes (scope by prefix).
    await paymentsRoutes(scope, payments);
    await staffRoutes(scope, ctx);
    await ledgerRoutes(scope, ctx);
    await gamesAdminRoutes(scope, ctx);
    await paymentsAdminRoutes(scope, payments);
    await bonusAdminRoutes(scope, ctx);
    await auditRoutes(scope, ctx);
    await socialRoutes(scope, social);
    await socialAdminRoutes(scope, social);
    // Support tickets (issue 14): the players' under /api/support/tickets, the agents' under /api/support/agent/.
    await supportRoutes(scope, ctx, payments.files);
    await referrals.routes(scope);
    // Tournaments (issue 14): the referral tournament ranks referrers by the referrals module's rewarded deposits.
    await tournamentsRoutes(scope, ctx, referralRewardsRanking);
  });
  // The sandbox payment provider, when no real one is configured: a processor of its own under /sandbox/.
  if (sandbox) await sandboxProvider(app, database.db, sandbox);
  if (!config.social.providerUrl) {
    await sandboxSocial(app, database.db, { publicBase: `${config.publicOrigin}/sandbox/social`, allowedOrigin: config.publicOrigin, apiKey: config.social.apiKey, seed: [{ network: 'vk', group: config.social.vkGroup }] });
  }

  // Pages come last: every GET the API did not take is rendered by React Router.
  if (config.serveWeb) await app.register(webPlugin, { dev: config.env === 'development', root: REPO_ROOT, publicOrigin: config.publicOrigin, demoDeployment: config.demoDeployment });

  const realtime = await startRealtime(app, tokens, redis, config.redisKeyPrefix, async (userId, sessionId) => 'principal' in (await loadPrincipal(ctx.db, userId, sessionId)));
  live = realtime;

  // The background runtime (decision 012): the outbox relay, the scheduler, the bonus counting and each round
  // game's schedule (issue 12) as duties of one leader process each, durable jobs on every process that runs the runtime.
  const relay = createOutboxRelay(database.db, log, [balancePushes, feedPushes, directPushes], (p) => realtime.publish(p.channel, p.data));
  const roundEngines = config.rounds.games.filter(isRoundGameId).map((game) => roundEngineDuty(ctx, game));
  // Settled bets counted for wagering, levels and rakeback (issue 13), and in the same transaction the tournaments' points (issue 14).
  const counting = betCountingDuty(database.db, log, () => nudgeRelay(), accrueTournamentPoints);
  const leadership = createLeadership(database, log, [relay.duty, schedulerDuty(database.db, log, options.schedules ?? schedules), counting, ...roundEngines]);
  const jobs = createJobRunner(database.db, log, jobHandlers({ payments, sandbox, referralRanking: referralRewardsRanking, eventsWritten: () => nudgeRelay() }));
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
