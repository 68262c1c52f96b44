import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { rowsOf, sql } from '@azart/db';
import { MESSAGES } from '@azart/contracts';
import { createTestApp, creditMain, registerPlayer, usingPostgres, type Player, type TestApp } from '../../test/harness.ts';

/**
 * Issue 9 item 1: a dependency going away is a clean 503 for the requests it
 * breaks, never a 500 and never the end of the process, and the app serves
 * again once it is back, without a restart. (The fault suite in robustness/
 * restarts the real PostgreSQL and Redis under load; these are the quick
 * versions that run with every test run.)
 */

describe.runIf(usingPostgres)('PostgreSQL connections cut under load', () => {
  let app: TestApp;
  let players: Player[];
  beforeAll(async () => {
    app = await createTestApp();
    players = [];
    for (let i = 0; i < 6; i++) players.push(await registerPlayer(app));
    for (const p of players) await creditMain(app, p.id, 10_000_000);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 200 or a localised 503 while every connection is terminated, then serves again', async () => {
    const database = rowsOf<{ name: string }>(await app.ctx.db.execute(sql`SELECT current_database() AS name`))[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const statuses = new Map<number, number>();
    const bodies: { code: string; error: unknown }[] = [];
    let stop = false;
    // Instant bets (one statement) and Mines rounds (transactions with several statements, where a
    // checked-out connection dropping between two statements used to end the process).
    const load = players.map(async (player, i) => {
      while (!stop) {
        const response = i % 2
          ? await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: { ...player.auth, 'accept-language': 'en' }, payload: { amount: 100, chance: 50, side: 'less' } })
          : await app.app.inject({ method: 'POST', url: '/api/games/mines/start', headers: { ...player.auth, 'accept-language': 'en' }, payload: { amount: 100, mines: 3 } })
              .then(async (started) => (started.statusCode === 200 ? app.app.inject({ method: 'POST', url: '/api/games/mines/cashout', headers: { ...player.auth, 'accept-language': 'en' } }).then((r) => (r.statusCode === 422 ? started : r)) : started));
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) bodies.push(response.json());
      }
    });
    try {
      for (let cut = 0; cut < 8; cut++) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      stop = true;
      await Promise.all(load);
      await admin.end();
    }
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503 && s !== 409 && s !== 422)).toEqual([]);
    for (const body of bodies) expect(body).toEqual({ error: MESSAGES.unavailable.en, code: 'unavailable' });
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);

    // Back to normal without a restart.
    const after = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: players[1]!.auth, payload: { amount: 100, chance: 50, side: 'less' } });
    expect(after.statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: '/api/health' })).json().status).not.toBe('unavailable');
  });
});

describe('Redis that does not answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: Redis is configured but down for the whole test.
    app = await createTestApp({ listen: true, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps sign-in, bets and pushes on this process working, and health says degraded', async () => {
    const player = await registerPlayer(app);
    const login = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: player.login, password: 'secret123' } });
    expect(login.statusCode).toBe(200);
    await creditMain(app, player.id, 100_000);
    const bet = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: { amount: 100, chance: 50, side: 'less' } });
    expect(bet.statusCode).toBe(200);
    const health = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', checks: { db: 'up', redis: 'down' } });
  });

  it("the live fan-out's Redis commands fail quietly: no unhandled rejection once ioredis gives up on them", async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    const fresh = await createTestApp({ database: { handle: app.database, drop: async () => undefined }, listen: true, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      // ioredis rejects a queued command after maxRetriesPerRequest (3) reconnection attempts, well within this.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      await fresh.close();
      process.off('unhandledRejection', collect);
    }
  });

  it('still enforces the sign-in rate limit, on local counters', async () => {
    const limited = await createTestApp({ database: { handle: app.database, drop: async () => undefined }, env: { REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.9.9.9', payload: { login: 'nobody1', password: 'wrong1234' } })).statusCode);
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
