import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { openDatabase, type DatabaseHandle } from '@azart/db';
import { PUBLICATION_EVENT, type AuthResponse, type Publication } from '@azart/contracts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { HOUSE, post } from '../modules/ledger/index.ts';
import type { ServerGame } from '../modules/games/index.ts';
import { schedules as allSchedules } from '../runtime/registry.ts';
import type { Schedule } from '../runtime/jobs.ts';

/**
 * Integration tests run against PGlite in memory by default and against a
 * real PostgreSQL (a fresh database per call, dropped afterwards) and Redis
 * when TEST_DATABASE_URL / REDIS_URL are set. Each test database is a copy
 * of one migrated once per run (./global-database.ts); the app's own
 * migration step then finds nothing left to do.
 */
export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const usingRedis = Boolean(process.env.REDIS_URL);

export type TestDatabase = { handle: DatabaseHandle; drop(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // Without the project's globalSetup (a file run on its own config), a new database that the app migrates.
    const image = inject('embeddedImage');
    const handle = await openDatabase(image ? { memory: true, from: new Blob([readFileSync(image)]) } : { memory: true });
    return { handle, drop: () => handle.close() };
  }
  const name = `azart_t_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: dbUrl.toString(), poolSize: 20 });
  return {
    handle,
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = App & { close(): Promise<void>; url: string | null };

/**
 * Test files run side by side on one Redis, each on databases of its own whose
 * player ids overlap: each database gets its own Redis prefix, or a push to
 * player 5 of one file would reach player 5 of another, and their rate-limit
 * counters would add up. Apps on the same database (two processes of one
 * deployment) share it, as they would in production.
 */
const redisPrefixes = new WeakMap<DatabaseHandle, string>();
function redisPrefixOf(handle: DatabaseHandle): string {
  let prefix = redisPrefixes.get(handle);
  if (!prefix) redisPrefixes.set(handle, (prefix = `azart-test:${randomUUID()}:`));
  return prefix;
}

/** A whole app on its own database; `listen: true` also opens a port (for sockets). */
export async function createTestApp(
  options: { database?: TestDatabase; listen?: boolean; env?: Record<string, string>; games?: ServerGame[]; schedules?: readonly Schedule[] } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    PAYMENTS_API_KEY: 'test-payments-api-key-0123456789',
    PAYMENTS_WEBHOOK_SECRET: 'test-payments-webhook-secret-0123456789',
    PAYMENTS_DATA_KEY: 'test-payments-data-key-0123456789-0123456789',
    DATA_DIR: '/tmp/azart-test-unused',
    AUTH_RATE_LIMIT_MAX: '100000',
    BET_RATE_LIMIT_MAX: '100000',
    // The round games' schedules run only in the tests about them (which set ROUND_GAMES and a short chain).
    ROUND_GAMES: '',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: redisPrefixOf(database.handle) } : {}),
    ...options.env,
  });
  const built = await buildApp(config, { database: database.handle, extraGames: options.games, schedules: options.schedules });
  let url: string | null = null;
  if (options.listen) url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  else await built.app.ready();
  return {
    ...built,
    url,
    async close() {
      await built.app.close();
      if (!options.database) await database.drop();
    },
  };
}

/** Every recurring job but those named: for tests that run a job themselves and must not race its background run. */
export function schedulesWithout(...names: string[]): Schedule[] {
  return allSchedules.filter((s) => !names.includes(s.name));
}

let counter = 0;
export function uniqueLogin(prefix = 'p'): string {
  counter += 1;
  return `${prefix}${process.pid}x${counter}${randomBytes(2).toString('hex')}`.slice(0, 20);
}

export type Player = { id: number; login: string; token: string; cookie: string; auth: { authorization: string } };

export async function registerPlayer(app: App, login = uniqueLogin()): Promise<Player> {
  const response = await app.app.inject({ method: 'POST', url: '/api/auth/register', payload: { login, password: 'secret123', password_confirmation: 'secret123', agree: true } });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json<AuthResponse>();
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  return { id: body.user.id, login, token: body.access_token.token, cookie: cookie?.value ?? '', auth: { authorization: `Bearer ${body.access_token.token}` } };
}

/** Credits a player's main balance through a real ledger posting (as an operator adjustment would). */
export async function creditMain(app: App, userId: number, amount: number): Promise<void> {
  await app.ctx.db.transaction((tx) =>
    post(tx, {
      key: `test-credit:${userId}:${randomBytes(8).toString('hex')}`,
      code: 'adjustment',
      legs: [{ player: { userId, kind: 'main' }, amount }, { house: HOUSE.adjustments, amount: -amount }],
    }),
  );
}

/** A socket.io client that records every publication it receives. */
export function connectClient(url: string, token?: string): Promise<{ socket: Socket; received: Publication[]; next(predicate: (p: Publication) => boolean, ms?: number): Promise<Publication> }> {
  const socket = connectSocket(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, forceNew: true });
  const received: Publication[] = [];
  const waiters: { predicate: (p: Publication) => boolean; resolve: (p: Publication) => void }[] = [];
  socket.on(PUBLICATION_EVENT, (publication: Publication) => {
    received.push(publication);
    for (const waiter of [...waiters]) if (waiter.predicate(publication)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(publication);
    }
  });
  const next = (predicate: (p: Publication) => boolean, ms = 5000) =>
    new Promise<Publication>((resolve, reject) => {
      const found = received.find(predicate);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error('no matching publication arrived')), ms);
      waiters.push({ predicate, resolve: (p) => { clearTimeout(timer); resolve(p); } });
    });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({ socket, received, next }));
    socket.on('connect_error', reject);
  });
}
