import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { DEMO_ADD_AMOUNT, DEMO_MAX_BALANCE, MESSAGES, userChannel, type DiceBet, type Publication, type User } from '@azart/contracts';
import { connectClient, createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';

/**
 * Demo mode (spec §6, issue 2 item 5): the switch, "add 1k", setting the demo
 * balance, the cap, idempotency, games playing with demo coins only while it
 * is on, and the live balance pushes on the player's channel.
 */

type ErrorBody = { error: string | Record<string, string[]>; code: string };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app?.close();
});

const call = (player: Player, action: 'enable' | 'disable' | 'add' | 'set', options: { payload?: unknown; headers?: Record<string, string> } = {}) =>
  app.app.inject({ method: 'POST', url: `/api/demo/${action}`, headers: { ...player.auth, ...options.headers }, ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }) });
const userOf = async (player: Player): Promise<User> => (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth })).json<{ user: User }>().user;
const ok = async (response: { statusCode: number; body: string; json<T>(): T }): Promise<User> => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: User }>().user;
};
const bet = (player: Player, amount = 100, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: { ...player.auth, ...headers }, payload: { amount, chance: 50, side: 'less' } });
const demoPostings = async (userId: number) =>
  Number(rowsOf<{ n: number }>(await app.ctx.db.execute(sql`
    SELECT count(*)::int AS n FROM entries e JOIN accounts a ON a.id = e.account_id
    WHERE a.user_id = ${userId} AND a.kind = 'demo'`))[0]?.n);

describe('demo switch', () => {
  it('enable and disable toggle user.demo and keep the balances', async () => {
    const player = await registerPlayer(app);
    expect((await userOf(player)).demo).toBe(false);
    const enabled = await ok(await call(player, 'enable'));
    expect(enabled).toMatchObject({ id: player.id, demo: true, money: 0, demoMoney: 0 });
    expect((await userOf(player)).demo).toBe(true);
    // Enabling twice is harmless.
    expect((await ok(await call(player, 'enable'))).demo).toBe(true);
    const disabled = await ok(await call(player, 'disable'));
    expect(disabled).toMatchObject({ demo: false, money: 0, demoMoney: 0 });
    expect((await userOf(player)).demo).toBe(false);
  });

  it('needs a signed-in player', async () => {
    for (const action of ['enable', 'disable', 'add', 'set']) {
      const response = await app.app.inject({ method: 'POST', url: `/api/demo/${action}`, payload: { amount: 1 } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('demo balance', () => {
  it('add gives +100 000 kopecks each call and does not touch real money', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 5_000);
    expect(DEMO_ADD_AMOUNT).toBe(100_000);
    expect((await ok(await call(player, 'add'))).demoMoney).toBe(100_000);
    const second = await ok(await call(player, 'add'));
    expect(second.demoMoney).toBe(200_000);
    expect(second.money).toBe(5_000);
    // Works whether or not demo mode is on.
    await call(player, 'enable');
    expect((await ok(await call(player, 'add'))).demoMoney).toBe(300_000);
    expect(await userOf(player)).toMatchObject({ demoMoney: 300_000, money: 5_000, demo: true });
  });

  it('set sets the exact amount, up and down, 0 included', async () => {
    const player = await registerPlayer(app);
    for (const amount of [123_456, 50, 99_999_999, 0, DEMO_MAX_BALANCE, 1]) {
      const user = await ok(await call(player, 'set', { payload: { amount } }));
      expect(user.demoMoney).toBe(amount);
      expect((await userOf(player)).demoMoney).toBe(amount);
    }
    // Setting the current amount again moves nothing.
    const before = await demoPostings(player.id);
    expect((await ok(await call(player, 'set', { payload: { amount: 1 } }))).demoMoney).toBe(1);
    expect(await demoPostings(player.id)).toBe(before);
  });

  const invalid: [string, unknown][] = [
    ['negative', { amount: -1 }],
    ['a float', { amount: 10.5 }],
    ['above the cap', { amount: DEMO_MAX_BALANCE + 1 }],
    ['a numeric string', { amount: '1000' }],
    ['a word', { amount: 'lots' }],
    ['null', { amount: null }],
    ['missing', {}],
  ];

  it.each(invalid)('set refuses %s with 422 and leaves the balance alone', async (_name, payload) => {
    const player = await registerPlayer(app);
    await ok(await call(player, 'set', { payload: { amount: 77_700 } }));
    const response = await call(player, 'set', { payload });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual({ error: { amount: [MESSAGES.demo_amount_invalid.ru] }, code: 'validation_failed' });
    expect((await userOf(player)).demoMoney).toBe(77_700);
  });

  it('set explains itself in English with Accept-Language: en', async () => {
    const player = await registerPlayer(app);
    const response = await call(player, 'set', { payload: { amount: -5 }, headers: { 'accept-language': 'en' } });
    expect(response.json<ErrorBody>()).toEqual({ error: { amount: [MESSAGES.demo_amount_invalid.en] }, code: 'validation_failed' });
  });

  it('add beyond the demo cap is 422 demo_limit and changes nothing', async () => {
    const player = await registerPlayer(app);
    const nearCap = DEMO_MAX_BALANCE - DEMO_ADD_AMOUNT + 1;
    await ok(await call(player, 'set', { payload: { amount: nearCap } }));
    const response = await call(player, 'add');
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual({ error: MESSAGES.demo_limit.ru, code: 'demo_limit' });
    expect((await userOf(player)).demoMoney).toBe(nearCap);
    // Exactly up to the cap is fine.
    await ok(await call(player, 'set', { payload: { amount: DEMO_MAX_BALANCE - DEMO_ADD_AMOUNT } }));
    expect((await ok(await call(player, 'add'))).demoMoney).toBe(DEMO_MAX_BALANCE);
    expect((await call(player, 'add')).statusCode).toBe(422);
    expect((await userOf(player)).demoMoney).toBe(DEMO_MAX_BALANCE);
  });

  it('the same Idempotency-Key on add adds once', async () => {
    const player = await registerPlayer(app);
    const key = randomUUID();
    const first = await ok(await call(player, 'add', { headers: { 'idempotency-key': key } }));
    expect(first.demoMoney).toBe(100_000);
    const retry = await ok(await call(player, 'add', { headers: { 'idempotency-key': key } }));
    expect(retry.demoMoney).toBe(100_000);
    const together = await Promise.all([1, 2, 3].map(() => call(player, 'add', { headers: { 'idempotency-key': key } })));
    for (const response of together) expect(response.statusCode).toBe(200);
    expect((await userOf(player)).demoMoney).toBe(100_000);
    expect(await demoPostings(player.id)).toBe(1);
    // A new key adds again.
    expect((await ok(await call(player, 'add', { headers: { 'idempotency-key': randomUUID() } }))).demoMoney).toBe(200_000);
    // A malformed key is refused before anything moves.
    const bad = await call(player, 'add', { headers: { 'idempotency-key': 'x'.repeat(129) } });
    expect(bad.statusCode).toBe(422);
    expect((await userOf(player)).demoMoney).toBe(200_000);
  });

  it('keeps the ledger balanced: the demo account equals the sum of its entries', async () => {
    const player = await registerPlayer(app);
    await call(player, 'add');
    await call(player, 'set', { payload: { amount: 31_337 } });
    await call(player, 'add');
    const rows = rowsOf<{ balance: number; total: number }>(await app.ctx.db.execute(sql`
      SELECT a.balance, COALESCE((SELECT sum(e.amount) FROM entries e WHERE e.account_id = a.id), 0)::bigint AS total
      FROM accounts a WHERE a.user_id = ${player.id} AND a.kind = 'demo'`));
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.balance)).toBe(131_337);
    expect(Number(rows[0]!.total)).toBe(131_337);
  });
});

describe('playing in demo mode', () => {
  it('a dice bet moves only the demo balance and is marked demo', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 10_000);
    await ok(await call(player, 'add'));
    await ok(await call(player, 'enable'));
    let demoMoney = 100_000;
    for (let i = 0; i < 5; i++) {
      const response = await bet(player, 1_000);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ bet: DiceBet; user: User }>();
      expect(body.bet.demo).toBe(true);
      expect(body.bet.amount).toBe(1_000);
      demoMoney += body.bet.win - 1_000;
      expect(body.user).toMatchObject({ money: 10_000, demoMoney, demo: true });
    }
    expect(await userOf(player)).toMatchObject({ money: 10_000, demoMoney });
    const stored = rowsOf<{ demo: boolean }>(await app.ctx.db.execute(sql`SELECT demo FROM bets WHERE user_id = ${player.id}`));
    expect(stored).toHaveLength(5);
    expect(stored.every((row) => row.demo === true)).toBe(true);
  });

  it('a demo bet larger than the demo balance is refused even with real money available', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000_000);
    await ok(await call(player, 'set', { payload: { amount: 500 } }));
    await ok(await call(player, 'enable'));
    const response = await bet(player, 1_000);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().code).toBe('not_enough_money');
    expect(await userOf(player)).toMatchObject({ money: 1_000_000, demoMoney: 500 });
  });

  it('with demo off, bets use real money: none means 422 not_enough_money and no change', async () => {
    const player = await registerPlayer(app);
    await ok(await call(player, 'add'));
    await ok(await call(player, 'enable'));
    await ok(await call(player, 'disable'));
    const response = await bet(player, 100);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual({ error: MESSAGES.not_enough_money.ru, code: 'not_enough_money' });
    expect(await userOf(player)).toMatchObject({ money: 0, demoMoney: 100_000, demo: false });
    const bets = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${player.id}`));
    expect(Number(bets[0]?.n)).toBe(0);

    // With real money and demo off, the demo balance stays put and the bet is real.
    await creditMain(app, player.id, 1_000);
    const real = await bet(player, 100);
    expect(real.statusCode).toBe(200);
    const body = real.json<{ bet: DiceBet; user: User }>();
    expect(body.bet.demo).toBe(false);
    expect(body.user).toMatchObject({ demoMoney: 100_000, money: 1_000 - 100 + body.bet.win });
  });
});

describe('live balance pushes', () => {
  it('every demo change pushes the balance on usr#{id}, and only there', async () => {
    const player = await registerPlayer(app);
    const bystander = await registerPlayer(app);
    const { centrifugo_token: token } = await userOf(player);
    const client = await connectClient(app.url!, token);
    const other = await connectClient(app.url!, (await userOf(bystander)).centrifugo_token);
    try {
      const channel = userChannel(player.id);
      // Distinctive amounts: with Redis, apps of other test files share the adapter and their own user ids.
      const start = 1_000_000 + (randomBytes(3).readUIntBE(0, 3) % 1_000_000);
      const expectPush = (demoMoney: number, demo: boolean) =>
        client.next((p: Publication) => p.channel === channel && p.data.balance?.demoMoney === demoMoney && p.data.balance.demo === demo);

      await ok(await call(player, 'set', { payload: { amount: start } }));
      expect((await expectPush(start, false)).data.balance).toEqual({ money: 0, bonusMoney: 0, demoMoney: start, depositPoints: 0, demo: false, bonusPlay: false });
      await ok(await call(player, 'enable'));
      await expectPush(start, true);
      await ok(await call(player, 'add'));
      await expectPush(start + DEMO_ADD_AMOUNT, true);
      await ok(await call(player, 'disable'));
      await expectPush(start + DEMO_ADD_AMOUNT, false);

      // A refused change pushes nothing new; the next accepted one does.
      const before = client.received.length;
      expect((await call(player, 'set', { payload: { amount: -1 } })).statusCode).toBe(422);
      await ok(await call(player, 'set', { payload: { amount: start + 1 } }));
      await expectPush(start + 1, false);
      const ours = [start + 1, start + DEMO_ADD_AMOUNT];
      const mine = client.received.slice(before).filter((p) => p.channel === channel && ours.includes(p.data.balance?.demoMoney ?? -1));
      expect(mine.map((p) => p.data.balance?.demoMoney)).toEqual([start + 1]);

      // The other player's socket saw none of it.
      const leaked = other.received.filter((p) => p.channel === channel || [start, start + 1, start + DEMO_ADD_AMOUNT].includes(p.data.balance?.demoMoney ?? -1));
      expect(leaked).toEqual([]);
    } finally {
      client.socket.disconnect();
      other.socket.disconnect();
    }
  });
});
