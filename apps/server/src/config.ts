import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration comes from the environment and is validated once at start.
 * Secrets: a real deployment (NODE_ENV=production with DATABASE_URL) must
 * provide JWT_SECRET; a local run generates one and keeps it under DATA_DIR
 * so sessions survive restarts.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** Public domain reported by /api/settings. */
  DOMAIN: z.string().default('localhost'),
  /**
   * Scheme, host and port players reach the site at (canonical and alternate
   * links, og:url). Never taken from the request's Host header, which anyone
   * can set. Default: http://localhost:PORT.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), { message: 'must be an http(s) URL' })
    .transform((v) => new URL(v).origin)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login/registration attempts per IP per minute. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Session refreshes per IP per minute (a budget of their own: several tabs refresh on load). */
  REFRESH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /** Bets per player per second. */
  BET_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(50),
  /** Time to receive a whole request, body included (slow uploads and trickling clients are cut off). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Time to receive a request's headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /** A connection with no traffic at all for this long is closed (socket.io pings every 25 s). */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Open connections one client address may hold (0: no cap; not applied to TRUST_PROXY addresses). */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(256),
  /**
   * all: HTTP and the background runtime (outbox relay, scheduler, jobs) in
   * one process, the default. web: HTTP only (a worker runs elsewhere).
   * worker: the runtime only, no HTTP listener (needs REDIS_URL so that its
   * pushes reach the web processes' sockets).
   */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** Serve the React site (off in API-only tests). */
  SERVE_WEB: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Set cookies with the Secure flag (behind HTTPS). */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /**
   * Which proxies may set X-Forwarded-For (the client address behind rate
   * limits): 'false' (default, direct connections) or the load balancers'
   * addresses/CIDRs, comma-separated ('10.0.0.0/8', 'loopback'). Fastify
   * ignores hop counts. 'true' trusts any sender, which lets a client forge
   * its address and dodge the limits.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|(loopback|linklocal|uniquelocal|[0-9a-fA-F]*[.:][0-9a-fA-F.:]*(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F]*[.:][0-9a-fA-F.:]*(\/\d{1,3})?))*)$/)
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { url: string; poolSize: number } | { dataDir: string } | { memory: true };
  redisUrl: string | undefined;
  jwtSecret: string;
  domain: string;
  publicOrigin: string;
  logLevel: string;
  authRateLimitMax: number;
  refreshRateLimitMax: number;
  betRateLimitMax: number;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnectionsPerIp: number;
  role: 'all' | 'web' | 'worker';
  serveWeb: boolean;
  cookieSecure: boolean;
  trustProxy: boolean | string;
  buildAt: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const deployed = e.NODE_ENV === 'production' && e.DATABASE_URL !== undefined;
  if (deployed && !e.JWT_SECRET) throw new ConfigError('JWT_SECRET (32+ characters) is required in production with DATABASE_URL');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } : { dataDir: path.join(dataDir, 'pglite') },
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    domain: e.DOMAIN,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    refreshRateLimitMax: e.REFRESH_RATE_LIMIT_MAX,
    betRateLimitMax: e.BET_RATE_LIMIT_MAX,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    role: e.ROLE,
    serveWeb: e.SERVE_WEB,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    buildAt: Date.now(),
  };
}

/** A generated secret kept under DATA_DIR so tokens stay valid across restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (stored.jwtSecret && stored.jwtSecret.length >= 32) return stored.jwtSecret;
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }), { mode: 0o600 });
  return jwtSecret;
}
