import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import type { AuthResponse } from '@azart/contracts';
import { connectClient, createTestApp, createTestDatabase, creditMain, registerPlayer, type TestApp } from '../../test/harness.ts';
import { emit } from '../../modules/outbox/index.ts';
import { createJobRunner, enqueue, schedulerDuty } from '../jobs.ts';
import { createLeadership } from '../leadership.ts';

/**
 * The runtime (issue 10 item 4, decision 012): the outbox publishes exactly
 * what committed, jobs run once and retry, the scheduler enqueues once per
 * period, and one process at a time leads a duty. (Killing processes: see
 * robustness/runtime.test.ts.)
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app?.close();
});

const outboxSize = async () => rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM outbox`))[0]!.n;
const until = async (check: () => Promise<boolean> | boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('outbox', () => {
  it('a committed bet is pushed (balance to the player, the bet to the feed) and its event deleted', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 10_000);
    const rt = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: AuthResponse['user'] }>().user.centrifugo_token;
    const client = await connectClient(app.url!, rt);
    try {
      const bet = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: { amount: 100, chance: 50, side: 'less' } });
      expect(bet.statusCode).toBe(200);
      const { bet: placed, user } = bet.json();
      const balance = await client.next((p) => p.channel === `usr#${player.id}` && p.data.balance !== undefined);
      expect(balance.data.balance?.money).toBe(user.money);
      await client.next((p) => p.data.bet?.id === placed.id);
      await until(async () => (await outboxSize()) === 0);
    } finally {
      client.socket.close();
    }
  });

  it('a refused bet and a rolled-back transaction publish nothing', async () => {
    const player = await registerPlayer(app);
    const rt = (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: AuthResponse['user'] }>().user.centrifugo_token;
    const client = await connectClient(app.url!, rt);
    try {
      const refused = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: { amount: 100, chance: 50, side: 'less' } });
      expect(refused.json().code).toBe('not_enough_money');
      await app.ctx.db
        .transaction(async (tx) => {
          await emit(tx, [{ type: 'push', payload: { channel: `usr#${player.id}`, data: { notify: { content: 'rolled back' } } } }]);
          throw new Error('the change failed');
        })
        .catch(() => undefined);
      app.ctx.eventsWritten();
      // Something that does commit afterwards arrives, and nothing before it did.
      await app.ctx.db.transaction((tx) => emit(tx, [{ type: 'push', payload: { channel: `usr#${player.id}`, data: { notify: { content: 'committed' } } } }]));
      app.ctx.eventsWritten();
      await client.next((p) => p.data.notify?.content === 'committed');
      expect(client.received.filter((p) => p.channel === `usr#${player.id}`).map((p) => p.data.notify?.content ?? Object.keys(p.data)[0])).toEqual(['committed']);
    } finally {
      client.socket.close();
    }
  });
});

describe('jobs and schedules', () => {
  it('runs an enqueued job once, retries a failing one, and ignores a duplicate enqueue', async () => {
    const runs: string[] = [];
    let failures = 1;
    const runner = createJobRunner(app.ctx.db, app.ctx.log, {
      'test.ok': async (payload) => void runs.push(`ok:${String(payload.n)}`),
      'test.flaky': async (_payload, { attempt }) => {
        runs.push(`flaky:${attempt}`);
        if (failures-- > 0) throw new Error('not yet');
      },
    });
    await enqueue(app.ctx.db, 'test.ok', { n: 1 }, { dedupeKey: 'once' });
    await enqueue(app.ctx.db, 'test.ok', { n: 2 }, { dedupeKey: 'once' });
    await enqueue(app.ctx.db, 'test.flaky', {});
    runner.start();
    try {
      await until(() => runs.includes('ok:1') && runs.includes('flaky:1'));
      // The retry waits 2 s (2^1): make it due now instead of waiting.
      await app.ctx.db.execute(sql`UPDATE jobs SET run_at = now() WHERE queue = 'test.flaky' AND done_at IS NULL`);
      runner.nudge();
      await until(() => runs.includes('flaky:2'));
      await until(async () => rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM jobs WHERE queue LIKE 'test.%' AND done_at IS NULL`)).length === 0);
      expect(runs.filter((r) => r.startsWith('ok'))).toEqual(['ok:1']);
      expect(runs.filter((r) => r.startsWith('flaky'))).toEqual(['flaky:1', 'flaky:2']);
      const failed = rowsOf<{ last_error: string }>(await app.ctx.db.execute(sql`SELECT last_error FROM jobs WHERE queue = 'test.flaky'`))[0];
      expect(failed?.last_error).toBe('not yet');
    } finally {
      await runner.close();
    }
  });

  it('the scheduler enqueues a recurring job once per period', async () => {
    const controller = new AbortController();
    const duty = schedulerDuty(app.ctx.db, app.ctx.log, [{ name: 'test-every-1s', everySeconds: 1, queue: 'test.tick' }]);
    const running = duty.run(controller.signal);
    await new Promise((r) => setTimeout(r, 2_600));
    controller.abort();
    await running;
    const ticks = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE queue = 'test.tick'`))[0]!.n;
    expect(ticks).toBeGreaterThanOrEqual(2);
    expect(ticks).toBeLessThanOrEqual(4);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('leadership on PostgreSQL', () => {
  it('one process leads a duty at a time; when its session goes, another takes over', async () => {
    const database = await createTestDatabase();
    try {
      await database.handle.migrate();
      const running: string[] = [];
      const duty = (who: string) => ({
        name: 'test-duty',
        run: (signal: AbortSignal) => new Promise<void>((resolve) => {
          running.push(who);
          signal.addEventListener('abort', () => {
            running.splice(running.indexOf(who), 1);
            resolve();
          });
        }),
      });
      const first = createLeadership(database.handle, app.ctx.log, [duty('first')]);
      first.start();
      await until(() => first.leading().includes('test-duty'));
      const second = createLeadership(database.handle, app.ctx.log, [duty('second')]);
      second.start();
      await new Promise((r) => setTimeout(r, 1_500));
      expect(running).toEqual(['first']);
      expect(second.leading()).toEqual([]);
      const handoverStarted = Date.now();
      await first.close();
      await until(() => second.leading().includes('test-duty'));
      expect(Date.now() - handoverStarted).toBeLessThan(5_000);
      expect(running).toEqual(['second']);
      await second.close();
    } finally {
      await database.drop();
    }
  });
});
