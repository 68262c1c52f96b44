import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isRoundGameId } from '@azart/fairness';

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
  /**
   * Prefix of every key and channel this deployment uses in Redis (rate-limit
   * counters, the live fan-out), so deployments (or test apps running side by
   * side) can share one Redis without seeing each other's counters or pushes.
   */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/).default('azart:'),
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
  /**
   * A forced API domain (spec §7 "or a forced domain from configuration"): the
   * origin browsers send API calls and open the live connection to, e.g.
   * https://api.example.com, served by these same processes. Unset: the site's
   * own origin. The API then answers CORS for PUBLIC_ORIGIN with credentials.
   */
  API_ORIGIN: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), { message: 'must be an http(s) URL' })
    .transform((v) => new URL(v).origin)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login/registration attempts per IP per minute. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** The first wait after the free sign-in attempts, doubling after each further failure (decision 009). */
  LOGIN_THROTTLE_FIRST_DELAY_S: z.coerce.number().int().min(1).max(900).default(1),
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
  /**
   * The payment provider's API (issue 11), e.g. https://pay.example.com/api/v1.
   * Unset: the sandbox provider is served by this process under /sandbox/ and
   * the adapter talks to it over HTTP all the same.
   */
  PAYMENTS_PROVIDER_URL: z.string().url().optional(),
  /** The provider's name in our records and its callback path (/api/payments/webhooks/<name>); `sandbox` for the local one. */
  PAYMENTS_PROVIDER_NAME: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/).default('sandbox'),
  /** Our secret API key at the provider (generated for the local sandbox). */
  PAYMENTS_API_KEY: z.string().min(16).optional(),
  /** The secret the provider signs its callbacks with (generated for the local sandbox). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Key (32+ characters) that seals stored payout requisites (card numbers); generated locally. */
  PAYMENTS_DATA_KEY: z.string().min(32).optional(),
  /** Kopecks per 1 USDT for TRC-20 deposits and payouts. */
  USDT_RATE_KOPECKS: z.coerce.number().int().min(1).default(9_500),
  /** Deposit points per deposit, in percent of its coins (bonuses.md: 10 by default, within 10–200). */
  DEPOSIT_POINTS_PERCENT: z.coerce.number().int().min(10).max(200).default(10),
  /** Local sandbox: how long a payout takes before it succeeds or fails. */
  SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).default(3_000),
  /** Local sandbox: confirmations a TRC-20 deposit needs, and the time between two. */
  SANDBOX_CONFIRMATIONS: z.coerce.number().int().min(1).max(50).default(3),
  SANDBOX_CONFIRMATION_MS: z.coerce.number().int().min(0).default(2_000),
  /**
   * The social provider's API (issue 13 item 9, docs/social.md): VK and Telegram behind one adapter, e.g.
   * https://social-gateway.example.com/api/v1. Unset: the sandbox social provider is served by this process
   * under /sandbox/social/ and the adapter talks to it over HTTP all the same.
   */
  SOCIAL_PROVIDER_URL: z.string().url().optional(),
  /** Our secret key at the social provider (derived from JWT_SECRET for the local sandbox). */
  SOCIAL_API_KEY: z.string().min(16).optional(),
  /** The VK community, the main and reserve Telegram channels and the Telegram bot the rewards are about. */
  SOCIAL_VK_GROUP: z.string().regex(/^[\w.-]{1,64}$/).default('azart'),
  SOCIAL_TG_CHANNEL: z.string().regex(/^[\w.-]{1,64}$/).default('azart'),
  SOCIAL_TG_RESERVE_CHANNEL: z.string().regex(/^[\w.-]{1,64}$/).default('azart_reserve'),
  SOCIAL_TG_BOT: z.string().regex(/^[\w.-]{1,64}$/).default('azart_bot'),
  /**
   * Social sign-in (issue 23 item 2): the OpenID Connect issuers that sign players in with VK and Telegram
   * (their discovery documents are at {issuer}/.well-known/openid-configuration), with this site's client id
   * and secret at each. Unset: the social sandbox's own issuers, /sandbox/social/oidc/{vk,tg}.
   */
  SOCIAL_VK_OIDC_ISSUER: z.string().url().refine((v) => new URL(v).protocol === 'https:', { message: 'must be an https URL' }).optional(),
  SOCIAL_VK_OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  SOCIAL_VK_OIDC_CLIENT_SECRET: z.string().min(16).optional(),
  SOCIAL_TG_OIDC_ISSUER: z.string().url().refine((v) => new URL(v).protocol === 'https:', { message: 'must be an https URL' }).optional(),
  SOCIAL_TG_OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  SOCIAL_TG_OIDC_CLIENT_SECRET: z.string().min(16).optional(),
  /**
   * The round games (issue 12): their schedule's speed (1: games.md's times, 0.2: five times faster, for
   * tests and demos), the length of a new hash chain, and how many bets a player may place in one round.
   */
  ROUND_TIME_SCALE: z.coerce.number().min(0.01).max(10).default(1),
  ROUND_CHAIN_LENGTH: z.coerce.number().int().min(10).max(1_000_000).default(100_000),
  ROUND_MAX_BETS_PER_PLAYER: z.coerce.number().int().min(1).max(1000).default(50),
  /** Which round games this deployment runs ('' for none: a server that only serves the seed games). */
  ROUND_GAMES: z.string().regex(/^[a-z0-9,]*$/).default('x100,megawheel,crazytime'),
  /**
   * Lets a production start run on the in-repo sandbox providers (a demo deployment): loudly logged at start,
   * and every page says it is a demo. Without it a production start refuses to run on any sandbox.
   */
  SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
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
  redisKeyPrefix: string;
  jwtSecret: string;
  domain: string;
  publicOrigin: string;
  /** API_ORIGIN, or null when the browser calls the API on the site's own origin. */
  apiOrigin: string | null;
  logLevel: string;
  authRateLimitMax: number;
  /** The first wait after the free sign-in attempts (login-throttle.ts), doubling after each further failure. */
  loginThrottleFirstDelayS: number;
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
  payments: PaymentsConfig;
  rounds: RoundsConfig;
  social: SocialConfig;
  /**
   * The real providers that are not configured, so served by this process's sandboxes (empty: none). In
   * production this is non-empty only with SANDBOX_IN_PRODUCTION=true: a demo deployment, which pages announce.
   */
  sandboxed: RealProvider[];
  /** A production start running on sandboxes by the operator's explicit opt-in: every page shows the demo banner. */
  demoDeployment: boolean;
};

/**
 * Every outside provider a real deployment must be connected to, and the variable that connects it. A provider
 * left unset is replaced by its in-repo sandbox, which must never serve real money or real players: production
 * refuses to start while any is missing (see sandboxesInProduction). The games aggregator (slots/live) joins
 * this table when its adapter arrives.
 */
export const REAL_PROVIDERS = [
  { name: 'payments', urlVariable: 'PAYMENTS_PROVIDER_URL' },
  { name: 'social', urlVariable: 'SOCIAL_PROVIDER_URL' },
  // The identity providers of social sign-in (decision 032): a sandbox issuer signs anyone in as anyone.
  { name: 'vk-sign-in', urlVariable: 'SOCIAL_VK_OIDC_ISSUER' },
  { name: 'tg-sign-in', urlVariable: 'SOCIAL_TG_OIDC_ISSUER' },
] as const satisfies readonly { name: string; urlVariable: keyof z.input<typeof envSchema> }[];

export type RealProvider = (typeof REAL_PROVIDERS)[number];

/** The providers this environment leaves to a sandbox. */
export function sandboxedProviders(env: Partial<Record<RealProvider['urlVariable'], string | undefined>>): RealProvider[] {
  return REAL_PROVIDERS.filter((provider) => !env[provider.urlVariable]);
}

export type SocialConfig = {
  /** The social provider's API base URL; null: the local sandbox of this process. */
  providerUrl: string | null;
  apiKey: string;
  vkGroup: string;
  tgChannel: string;
  tgReserveChannel: string;
  tgBot: string;
  /** Social sign-in's OpenID Connect issuer per network (decision 032). */
  oidc: Record<'vk' | 'tg', OidcIssuerConfig>;
};

export type OidcIssuerConfig = {
  /** The issuer identifier: discovery is at {issuer}/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * The social sandbox's issuer in this process: reached at this server's own address (as the other sandboxes
   * are), over plain HTTP on a local run.
   */
  sandbox: boolean;
};

export type RoundsConfig = { timeScale: number; chainLength: number; maxBetsPerPlayer: number; games: string[] };

export type PaymentsConfig = {
  /** The provider's API base URL; null: the local sandbox of this process. */
  providerUrl: string | null;
  providerName: string;
  apiKey: string;
  webhookSecret: string;
  dataKey: string;
  usdtRate: number;
  depositPointsPercent: number;
  sandbox: { payoutDelayMs: number; confirmations: number; confirmationMs: number };
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
  if (deployed && !e.PAYMENTS_DATA_KEY) throw new ConfigError('PAYMENTS_DATA_KEY (32+ characters) is required in production with DATABASE_URL');
  if (e.SOCIAL_PROVIDER_URL && !e.SOCIAL_API_KEY) throw new ConfigError('SOCIAL_API_KEY is required with SOCIAL_PROVIDER_URL');
  for (const network of ['VK', 'TG'] as const) {
    if (e[`SOCIAL_${network}_OIDC_ISSUER`] && (!e[`SOCIAL_${network}_OIDC_CLIENT_ID`] || !e[`SOCIAL_${network}_OIDC_CLIENT_SECRET`])) {
      throw new ConfigError(`SOCIAL_${network}_OIDC_CLIENT_ID and SOCIAL_${network}_OIDC_CLIENT_SECRET are required with SOCIAL_${network}_OIDC_ISSUER`);
    }
  }
  if (e.PAYMENTS_PROVIDER_URL && (!e.PAYMENTS_API_KEY || !e.PAYMENTS_WEBHOOK_SECRET)) {
    throw new ConfigError('PAYMENTS_API_KEY and PAYMENTS_WEBHOOK_SECRET are required with PAYMENTS_PROVIDER_URL');
  }
  const sandboxed = sandboxedProviders(e);
  if (e.NODE_ENV === 'production' && sandboxed.length > 0 && !e.SANDBOX_IN_PRODUCTION) {
    // A sandbox credits whatever its unauthenticated checkout page is told to: in production that is free money.
    const missing = sandboxed.map((p) => `${p.urlVariable} (${p.name})`).join(', ');
    throw new ConfigError(
      `Refusing to start in production on sandbox providers: set ${missing}. ` +
        'For a demo deployment with no real money, set SANDBOX_IN_PRODUCTION=true (every page then says it is a demo).',
    );
  }
  const unknownRoundGame = e.ROUND_GAMES.split(',').filter(Boolean).find((g) => !isRoundGameId(g));
  if (unknownRoundGame) throw new ConfigError(`ROUND_GAMES: unknown round game ${unknownRoundGame}`);
  const secrets = () => localSecrets(dataDir);
  const jwtSecret = e.JWT_SECRET ?? secrets().jwtSecret;
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`;
  const oidcIssuer = (network: 'vk' | 'tg'): OidcIssuerConfig => {
    const upper = network.toUpperCase() as 'VK' | 'TG';
    const issuer = e[`SOCIAL_${upper}_OIDC_ISSUER`];
    if (issuer) return { issuer: issuer.replace(/\/+$/, ''), clientId: e[`SOCIAL_${upper}_OIDC_CLIENT_ID`]!, clientSecret: e[`SOCIAL_${upper}_OIDC_CLIENT_SECRET`]!, sandbox: false };
    // The sandbox's client secret needs no file of its own: a derivation of the JWT secret, as the sandbox API key is.
    return { issuer: `${publicOrigin}/sandbox/social/oidc/${network}`, clientId: 'azart', clientSecret: sandboxOidcClientSecret(jwtSecret), sandbox: true };
  };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } : { dataDir: path.join(dataDir, 'pglite') },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jwtSecret,
    domain: e.DOMAIN,
    publicOrigin,
    apiOrigin: e.API_ORIGIN && e.API_ORIGIN !== publicOrigin ? e.API_ORIGIN : null,
    logLevel: e.LOG_LEVEL,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    loginThrottleFirstDelayS: e.LOGIN_THROTTLE_FIRST_DELAY_S,
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
    payments: {
      providerUrl: e.PAYMENTS_PROVIDER_URL ?? null,
      providerName: e.PAYMENTS_PROVIDER_URL ? e.PAYMENTS_PROVIDER_NAME : 'sandbox',
      apiKey: e.PAYMENTS_API_KEY ?? secrets().paymentsApiKey,
      webhookSecret: e.PAYMENTS_WEBHOOK_SECRET ?? secrets().paymentsWebhookSecret,
      dataKey: e.PAYMENTS_DATA_KEY ?? secrets().paymentsDataKey,
      usdtRate: e.USDT_RATE_KOPECKS,
      depositPointsPercent: e.DEPOSIT_POINTS_PERCENT,
      sandbox: { payoutDelayMs: e.SANDBOX_PAYOUT_DELAY_MS, confirmations: e.SANDBOX_CONFIRMATIONS, confirmationMs: e.SANDBOX_CONFIRMATION_MS },
    },
    rounds: {
      timeScale: e.ROUND_TIME_SCALE,
      chainLength: e.ROUND_CHAIN_LENGTH,
      maxBetsPerPlayer: e.ROUND_MAX_BETS_PER_PLAYER,
      games: e.ROUND_GAMES.split(',').filter(Boolean),
    },
    social: {
      providerUrl: e.SOCIAL_PROVIDER_URL ?? null,
      // The local sandbox's key needs no file of its own: a derivation of the JWT secret, stable across restarts.
      apiKey: e.SOCIAL_API_KEY ?? createHmac('sha256', jwtSecret).update('sandbox-social-api-key').digest('base64url'),
      vkGroup: e.SOCIAL_VK_GROUP,
      tgChannel: e.SOCIAL_TG_CHANNEL,
      tgReserveChannel: e.SOCIAL_TG_RESERVE_CHANNEL,
      tgBot: e.SOCIAL_TG_BOT,
      oidc: { vk: oidcIssuer('vk'), tg: oidcIssuer('tg') },
    },
    sandboxed,
    demoDeployment: e.NODE_ENV === 'production' && sandboxed.length > 0,
  };
}

/** The casino's client secret at the social sandbox's issuers (the sandbox is told it too, app.ts). */
export function sandboxOidcClientSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('sandbox-social-oidc-client-secret').digest('base64url');
}

type LocalSecrets = { jwtSecret: string; paymentsApiKey: string; paymentsWebhookSecret: string; paymentsDataKey: string };

/**
 * Secrets a local run generates once and keeps under DATA_DIR, so tokens,
 * sealed requisites and the sandbox's keys stay valid across restarts. A
 * secret missing from an older file is added to it.
 */
function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Partial<LocalSecrets>;
  const secrets = { ...stored } as Partial<LocalSecrets>;
  let changed = false;
  for (const name of ['jwtSecret', 'paymentsApiKey', 'paymentsWebhookSecret', 'paymentsDataKey'] as const) {
    if (typeof secrets[name] === 'string' && secrets[name].length >= 32) continue;
    secrets[name] = randomBytes(48).toString('base64url');
    changed = true;
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    // Written whole and then renamed: a process starting at the same moment never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(secrets), { mode: 0o600 });
    renameSync(temporary, file);
  }
  return secrets as LocalSecrets;
}
