// Fault suite (issue 9): the production server, as its own process on this
// machine's PostgreSQL and Redis, under a bounded Dice bet load from a few
// players, while
//   1. PostgreSQL is restarted,
//   2. Redis is stopped and started again,
//   3. the server is killed with SIGKILL and started again.
// After each: the process did not exit by itself, nothing but 200s, money
// refusals and clean 503s `{error, code: 'unavailable'}` were answered (and
// refused connections while the process was dead), the server serves again
// without help, and at the end the ledger invariants hold and every bet the
// clients were told about is stored exactly once, with balances to the
// kopeck. Figures are printed for the README.
//
// Needs TEST_DATABASE_URL (a local PostgreSQL this process may restart with
// pg_ctlcluster, i.e. root) and REDIS_URL: `npm run test:fault`, run by
// `npm test` and .ci/run.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@azart/db';
import { HOUSE, post } from '../apps/server/src/modules/ledger/index.ts';
import { BetLoad, pause, type Player } from './support/bet-load.ts';
import { checkLedger } from './support/ledger-invariants.ts';
import { startServer, type ServerProcess } from './support/server.ts';
import { createDatabase, ensureServices, restartPostgres, stopRedis } from './support/services.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const PLAYERS = 8;
const CREDIT = 50_000_000;

describe.runIf(baseUrl && redisUrl)('fault suite: restarts and kills under bet load', () => {
  let database: { url: string; drop(): Promise<void> };
  let server: ServerProcess;
  let serverEnv: Record<string, string>;
  let port: number;
  let load: BetLoad;
  const players: Player[] = [];
  const credited = new Map<number, number>();
  const figures: string[] = [];

  beforeAll(async () => {
    await ensureServices();
    database = await createDatabase(baseUrl!, `azart_fault_${randomBytes(4).toString('hex')}`);
    serverEnv = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, SERVE_WEB: 'false', DATABASE_POOL_SIZE: '10', AUTH_RATE_LIMIT_MAX: '100000', BET_RATE_LIMIT_MAX: '100000' };
    server = await startServer(serverEnv);
    port = Number(new URL(server.url).port);
    for (let i = 0; i < PLAYERS; i++) {
      const login = `flt${randomBytes(5).toString('hex')}`;
      const response = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password: 'secret123', password_confirmation: 'secret123', agree: true }),
      });
      const body = (await response.json()) as { access_token: { token: string }; user: { id: number } };
      players.push({ id: body.user.id, login, token: body.access_token.token });
    }
    // Real money on the main balance, through a ledger posting (as an operator's adjustment would be).
    const handle: DatabaseHandle = await openDatabase({ url: database.url, poolSize: 2 });
    try {
      for (const player of players) {
        await handle.db.transaction((tx) =>
          post(tx, { key: `fault-credit:${player.id}`, code: 'adjustment', legs: [{ player: { userId: player.id, kind: 'main' }, amount: CREDIT }, { house: HOUSE.adjustments, amount: -CREDIT }] }),
        );
        credited.set(player.id, CREDIT);
      }
    } finally {
      await handle.close();
    }
    load = new BetLoad(() => server.url, players);
    load.start();
    await pause(1_000);
    load.takeCounts();
  }, 120_000);

  afterAll(async () => {
    await load?.stop().catch(() => undefined);
    await ensureServices();
    await server?.stop();
    await database?.drop();
    if (figures.length) process.stdout.write(`\nfault suite figures\n${figures.map((f) => `  ${f}`).join('\n')}\n`);
  }, 120_000);

  /** Load keeps running; after the fault, wait until bets succeed again, then count what was answered. */
  async function recovers(label: string, fault: () => Promise<string>): Promise<Record<string, number>> {
    load.takeCounts();
    const faultNote = await fault();
    const healthyBy = Date.now() + 60_000;
    while ((await fetch(`${server.url}/api/health`).then((r) => r.status, () => 0)) !== 200) {
      if (Date.now() > healthyBy) throw new Error(`${label}: not healthy again within 60 s\n${server.log().slice(-3000)}`);
      await pause(200);
    }
    const recovered = Date.now();
    await pause(3_000);
    const counts = load.takeCounts();
    figures.push(`${label}: ${faultNote}; answers ${JSON.stringify(counts)}; healthy → 3 s of bets`);
    expect(server.unexpectedExit(), server.log().slice(-3000)).toBeNull();
    expect(load.violations).toEqual([]);
    expect(counts['200'] ?? 0, `bets after recovery at ${new Date(recovered).toISOString()}`).toBeGreaterThan(0);
    return counts;
  }

  it('PostgreSQL restart: clean 503s while it is down, bets again once it is back, no exit', async () => {
    const counts = await recovers('PostgreSQL restart', async () => {
      await pause(500);
      return `pg_ctlcluster restart took ${await restartPostgres()} ms`;
    });
    expect(Object.keys(counts).every((k) => k === '200' || k === '503 unavailable' || k === '422 not_enough_money')).toBe(true);
  });

  it('Redis stopped and started: bets go on (local rate-limit counters), health degraded then ok, no exit', async () => {
    await recovers('Redis stop/start', async () => {
      await pause(500);
      await stopRedis();
      await pause(1_500);
      const degraded = (await (await fetch(`${server.url}/api/health`)).json()) as { status: string; checks: { redis: string } };
      expect(degraded).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
      const during = load.takeCounts();
      expect(during['200'] ?? 0).toBeGreaterThan(0);
      await ensureServices();
      // ioredis reconnects by itself (its back-off is at most 2 s).
      const readyBy = Date.now() + 20_000;
      while (((await (await fetch(`${server.url}/api/health`)).json()) as { status: string }).status !== 'ok') {
        if (Date.now() > readyBy) throw new Error('Redis not reconnected within 20 s');
        await pause(200);
      }
      return `${during['200'] ?? 0} bets settled while Redis was down`;
    });
  });

  it('SIGKILL of the server mid-load and a restart: no bet lost or doubled', async () => {
    await recovers('kill -9 and restart', async () => {
      await pause(500);
      await server.kill('SIGKILL');
      const killedAt = Date.now();
      server = await startServer(serverEnv, { port });
      return `back in ${Date.now() - killedAt} ms`;
    });
  });

  it('the ledger invariants hold and the database agrees with every client to the kopeck', async () => {
    await load.stop();
    expect(load.violations).toEqual([]);
    const report = await checkLedger(database.url, { credited, settled: load.settled });
    figures.push(`ledger: ${report.bets} bets, ${report.postings} postings checked; ${report.violations.length} violations`);
    expect(report.violations).toEqual([]);
    expect(report.bets).toBeGreaterThan(100);
    expect(server.errorLines().filter((line) => !/"msg":"(database connection lost|dependency unavailable|redis)/.test(line))).toEqual([]);
  });
});
