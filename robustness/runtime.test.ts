// The runtime's promises, checked with real processes on PostgreSQL
// (issue 10, decision 012):
//   - a push is never lost for a committed change: a bet committed by a
//     process that dies before publishing (here: one that does not run the
//     runtime at all, then SIGKILL) is pushed after a restart;
//   - leadership moves: two processes, SIGKILL the leader of the outbox and
//     scheduler duties, the other leads them within 5 s.
// Needs TEST_DATABASE_URL (and REDIS_URL for the pushes between processes).
import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_EVENT, type Publication } from '@azart/contracts';
import { openDatabase } from '@azart/db';
import { HOUSE, post } from '../apps/server/src/modules/ledger/index.ts';
import { pause } from './support/bet-load.ts';
import { freePort, startServer, type ServerProcess } from './support/server.ts';
import { createDatabase } from './support/services.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

type Health = { status: string; role: string; leading: string[] };
/** The duties one process leads for all (round games are off here): the bonus counting (issue 13), the outbox relay, the scheduler. */
const RUNTIME_DUTIES = ['bonus-counting', 'outbox', 'scheduler'];
const health = async (server: ServerProcess): Promise<Health | null> => fetch(`${server.url}/api/health`).then((r) => r.json() as Promise<Health>, () => null);

describe.runIf(baseUrl && redisUrl)('runtime with real processes', () => {
  let database: { url: string; drop(): Promise<void> };
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createDatabase(baseUrl!, `azart_runtime_${randomBytes(4).toString('hex')}`);
    // Round games lead duties of their own (robustness/rounds.test.ts covers their takeover); here only the runtime's.
    env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, SERVE_WEB: 'false', AUTH_RATE_LIMIT_MAX: '100000', ROUND_GAMES: '' };
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    await database?.drop();
  }, 60_000);

  async function start(extra: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
    const server = await startServer({ ...env, ...extra }, { port });
    servers.push(server);
    return server;
  }

  it('a bet committed by a process that died before publishing is pushed after the restart', async () => {
    // Two web-only processes: one where the player bets, one where their other tab is connected.
    // Neither publishes anything (the runtime is off), so the bet's event waits in the outbox.
    const port = await freePort();
    const web = await start({ ROLE: 'web' }, port);
    const other = await start({ ROLE: 'web' });
    const login = `rt${randomBytes(5).toString('hex')}`;
    const registered = await fetch(`${web.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'secret123', password_confirmation: 'secret123', agree: true }) });
    const { access_token, user } = (await registered.json()) as { access_token: { token: string }; user: { id: number; centrifugo_token: string } };
    const handle = await openDatabase({ url: database.url, poolSize: 1 });
    await handle.db.transaction((tx) => post(tx, { key: `rt-credit:${user.id}`, code: 'adjustment', legs: [{ player: { userId: user.id, kind: 'main' }, amount: 100_000 }, { house: HOUSE.adjustments, amount: -100_000 }] }));
    await handle.close();

    const received: Publication[] = [];
    const socket: Socket = connect(other.url, { transports: ['websocket'], auth: { token: user.centrifugo_token }, reconnection: false, forceNew: true });
    socket.on(PUBLICATION_EVENT, (p: Publication) => received.push(p));
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const bet = await fetch(`${web.url}/api/games/dice/bet`, { method: 'POST', headers: { authorization: `Bearer ${access_token.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 1_000, chance: 50, side: 'less' }) });
      expect(bet.status).toBe(200);
      const { bet: placed, user: after } = (await bet.json()) as { bet: { id: number }; user: { money: number } };
      await web.kill('SIGKILL');
      await pause(1_000);
      expect(received).toEqual([]);

      // The process comes back with the runtime on: its relay publishes what was committed, through Redis to the other process.
      await start({}, port);
      const deadline = Date.now() + 10_000;
      while (!(received.some((p) => p.data.bet?.id === placed.id) && received.some((p) => p.data.balance)) && Date.now() < deadline) await pause(50);
      expect(received.find((p) => p.data.bet?.id === placed.id)?.channel).toBe('broadcast');
      expect(received.find((p) => p.data.balance)).toMatchObject({ channel: `usr#${user.id}`, data: { balance: { money: after.money } } });
    } finally {
      socket.close();
    }
  });

  it('when the leader dies, the other process leads its duties within 5 s', async () => {
    for (const server of servers.splice(0)) await server.stop();
    const first = await start();
    const leaderBy = Date.now() + 10_000;
    while (!(await health(first))?.leading.includes('outbox')) {
      if (Date.now() > leaderBy) throw new Error('the first process never led');
      await pause(100);
    }
    const second = await start();
    await pause(1_500);
    expect((await health(first))?.leading).toEqual(RUNTIME_DUTIES);
    expect((await health(second))?.leading).toEqual([]);

    await first.kill('SIGKILL');
    const killedAt = Date.now();
    while (((await health(second))?.leading ?? []).join() !== RUNTIME_DUTIES.join()) {
      if (Date.now() - killedAt > 10_000) throw new Error('no takeover within 10 s');
      await pause(50);
    }
    const takeoverMs = Date.now() - killedAt;
    process.stdout.write(`leader takeover after SIGKILL: ${takeoverMs} ms\n`);
    expect(takeoverMs).toBeLessThan(5_000);
  });
});
