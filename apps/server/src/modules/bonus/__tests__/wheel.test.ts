import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_CHANNEL, MESSAGES, type Publication, type User, type WheelMySpin, type WheelSpin, type WheelWinsResponse } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { WHEEL_SEGMENTS, WHEEL_TOTAL_WEIGHT, fraction, freeCoinsDraw, payout, wheelSpin, wheelWin, type Fraction } from '@azart/fairness';
import { checkLedger, playerBalances } from '../../ledger/index.ts';
import { connectClient, createTestApp, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { DEFAULT_LEVELS } from '../levels.ts';
import { moscowDay } from '../loyalty.ts';
import { DEFAULT_BONUS_SETTINGS, loadBonusSettings } from '../settings.ts';
import { wheelBase, wheelState } from '../wheel.ts';

/**
 * The daily wheel (issue 13 item 5, docs/games/wheel.md): the exact expected
 * payout per level, a spin drawn on the player's seeds at the next nonce and
 * verifiable, one spin per 24 hours under races and retries, and the
 * `luckywheel` push with today's total.
 */

const doc = readFileSync(new URL('../../../../../../docs/games/wheel.md', import.meta.url), 'utf8');

describe('wheel maths per level (exact)', () => {
  /** E[win] for a base, kopecks: Σ weight × wheelWin(base, x) / 1024 as an exact fraction. */
  const expectedWin = (base: number): Fraction => fraction(WHEEL_SEGMENTS.reduce((total, s) => total + BigInt(s.weight) * BigInt(wheelWin(base, s.x)), 0n), WHEEL_TOTAL_WEIGHT);

  it('pays 1349/1024 × the level\'s cap at each level\'s largest base, as docs/games/wheel.md lists', () => {
    const rows = [...doc.matchAll(/^\| (\d+) \| ([\d ]+) \| ([\d ]+) \| (\d+)\/(\d+) \| [\d.]+ \|$/gm)].map((m) => ({
      level: Number(m[1]), cap: Number(m[2]!.replaceAll(' ', '')) * 100, maxWin: Number(m[3]!.replaceAll(' ', '')) * 100, expected: fraction(BigInt(m[4]!), BigInt(m[5]!)),
    }));
    expect(rows.map((r) => r.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const row of rows) {
      const cap = DEFAULT_LEVELS.wheelCaps[row.level - 1]!;
      expect(row.cap, `level ${row.level} cap`).toBe(cap);
      // The base at that level with points to spare is the cap.
      const base = wheelBase(1_000_000_000, row.level, DEFAULT_BONUS_SETTINGS);
      expect(base).toBe(cap);
      expect(payout(base, 5000), `level ${row.level} max win`).toBe(row.maxWin);
      expect(expectedWin(base), `level ${row.level} expected win`).toEqual(row.expected);
      expect(expectedWin(base)).toEqual(fraction(1349n * BigInt(cap), 1024n));
    }
  });

  it('takes 0.5 % of the MaxWin points in whole coins, at least 1 coin, at most the level\'s cap', () => {
    const s = DEFAULT_BONUS_SETTINGS;
    expect(wheelBase(0, 1, s)).toBe(100);
    expect(wheelBase(399, 1, s)).toBe(100);
    expect(wheelBase(1_999, 1, s)).toBe(900);
    expect(wheelBase(2_000, 1, s)).toBe(1_000);
    expect(wheelBase(100_000, 1, s)).toBe(1_000);
    expect(wheelBase(100_000, 2, s)).toBe(2_500);
    expect(wheelBase(100_000, 10, s)).toBe(50_000);
  });

  it('pays at least 1 coin on every segment (issue 20 item 18): the minimum base expects 1559/1024 coins, as documented', () => {
    for (const base of [100, 200, 900]) for (const s of WHEEL_SEGMENTS) expect(wheelWin(base, s.x), `base ${base}, x${s.x / 100}`).toBeGreaterThanOrEqual(100);
    // The x0.5 segments at the minimum base: 1 coin, not 0.50.
    expect(wheelWin(100, 50)).toBe(100);
    expect(wheelWin(200, 50)).toBe(payout(200, 50));
    expect(expectedWin(100)).toEqual(fraction(155_900, 1024));
    expect(doc).toContain('**1559/1024 coins**');
    // From 2 coins up the floor never meets a segment: exactly 1349/1024 × base.
    for (const coins of [2, 3, 9, 10]) expect(expectedWin(coins * 100)).toEqual(fraction(1349n * BigInt(coins * 100), 1024n));
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app?.close();
});

type Answer = { statusCode: number; body: string; headers: Record<string, unknown>; json<T>(): T };
const spin = (player: Player, headers: Record<string, string> = {}): Promise<Answer> => app.app.inject({ method: 'POST', url: '/api/bonus/wheel/spin', headers: { ...player.auth, ...headers } });
const spinOk = async (player: Player, headers: Record<string, string> = {}) => {
  const answer = await spin(player, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ spin: WheelSpin; user: User }>();
};
/** Moves the player's latest spin back in time, as if it had been made `ms` earlier. */
const ageLastSpin = (player: Player, ms: number) =>
  app.ctx.db.execute(sql`UPDATE bonus_draws SET created_at = created_at - ${`${ms} milliseconds`}::interval WHERE id = (SELECT max(id) FROM bonus_draws WHERE user_id = ${player.id} AND kind = 'wheel')`);
const draws = async (player: Player) =>
  rowsOf<{ id: number; nonce: number; win: number; key: string; seed_pair_id: number; result: { segment: number; x: number; base: number } }>(
    await app.ctx.db.execute(sql`SELECT id, nonce, win, key, seed_pair_id, result FROM bonus_draws WHERE user_id = ${player.id} AND kind = 'wheel' ORDER BY id`),
  ).map((r) => ({ ...r, id: Number(r.id), nonce: Number(r.nonce), win: Number(r.win), result: typeof r.result === 'string' ? JSON.parse(r.result) : r.result }));
const rotate = async (player: Player) => {
  const answer = await app.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: player.auth, payload: {} });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number } }>().revealed;
};
const bonusOf = async (player: Player) => (await playerBalances(app.ctx.db, player.id)).bonus;

describe('POST /api/bonus/wheel/spin', () => {
  it('draws on the player\'s seed pair at its next nonce, credits the win as a wheel grant, and the fairness page recomputes it', async () => {
    const player = await registerPlayer(app);
    const before = await wheelState(app.ctx.db, player.id, await loadBonusSettings(app.ctx.db));
    expect(before).toEqual({ nextAt: null, maxWin: 5_000, level: 1 });

    const { spin: first, user } = await spinOk(player);
    expect(first.nonce).toBe(0);
    expect(first.base).toBe(100);
    expect(first.win).toBe(wheelWin(100, first.x));
    expect(first.win).toBeGreaterThanOrEqual(100);
    expect(user.bonusMoney).toBe(first.win);
    expect(await bonusOf(player)).toBe(first.win);
    expect(new Date(first.nextAt).getTime() - new Date(first.createdAt).getTime()).toBe(24 * 3_600_000);
    const [stored] = await draws(player);
    expect(stored).toMatchObject({ id: first.id, nonce: 0, win: first.win, key: `wheel:${player.id}:0`, result: { segment: first.segment, x: first.x, base: 100 } });
    const [grant] = rowsOf<{ source: string; amount: number; wager_x100: number; key: string }>(await app.ctx.db.execute(sql`SELECT source, amount, wager_x100, key FROM bonus_grants WHERE user_id = ${player.id}`));
    expect(grant).toMatchObject({ source: 'wheel', key: `wheel:${player.id}:0`, wager_x100: 300 });
    expect(Number(grant!.amount)).toBe(first.win);
    expect(await wheelState(app.ctx.db, player.id, await loadBonusSettings(app.ctx.db))).toEqual({ nextAt: first.nextAt, maxWin: 5_000, level: 1 });

    // Hidden until the pair is rotated; then the spin is exactly wheelSpin of its seeds and nonce.
    let mine = (await app.app.inject({ url: '/api/bonus/wheel/my', headers: player.auth })).json<{ spins: WheelMySpin[] }>().spins;
    expect(mine).toEqual([{ ...first, nextAt: undefined, serverSeed: null }].map(({ nextAt: _n, ...rest }) => rest));
    const revealed = await rotate(player);
    expect(revealed).toMatchObject({ serverSeedHash: first.serverSeedHash, clientSeed: first.clientSeed, nonce: 1 });
    expect(wheelSpin({ serverSeed: revealed.serverSeed, clientSeed: first.clientSeed, nonce: first.nonce })).toEqual({ segment: first.segment, x: first.x });
    mine = (await app.app.inject({ url: '/api/bonus/wheel/my', headers: player.auth })).json<{ spins: WheelMySpin[] }>().spins;
    expect(mine[0]!.serverSeed).toBe(revealed.serverSeed);
    const verified = await app.app.inject({ url: '/api/fairness/verify', query: { game: 'wheel', serverSeed: revealed.serverSeed, clientSeed: first.clientSeed, nonce: String(first.nonce) } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ game: 'wheel', serverSeedHash: first.serverSeedHash, clientSeed: first.clientSeed, nonce: 0, segment: first.segment, x: first.x });
  });

  it('refuses a second spin within 24 hours with the time left, in the request\'s language; after 24 hours spins again at the next nonce', async () => {
    const player = await registerPlayer(app);
    const { spin: first } = await spinOk(player);
    // 1 h 30 min 30 s ago: 22 h 29 min 30 s left, said as 22 h 30 min (rounded up, never "0 min" while refused).
    await ageLastSpin(player, (90 * 60 + 30) * 1000);
    const refused = await spin(player);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: MESSAGES.wheel_not_ready.ru.replace('{hours}', '22').replace('{minutes}', '30'), code: 'wheel_not_ready' });
    expect(refused.json<{ error: string }>().error).toBe('Колесо можно крутить раз в сутки. Следующее вращение через 22 ч 30 мин');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600);
    const english = await spin(player, { 'accept-language': 'en' });
    expect(english.json<{ error: string }>().error).toBe('The wheel spins once a day. Next spin in 22 h 30 min');
    // The refusals took no nonce and paid nothing.
    expect(await draws(player)).toHaveLength(1);
    expect(await bonusOf(player)).toBe(first.win);

    await ageLastSpin(player, 22 * 3_600_000 + 29 * 60_000);
    expect((await spin(player)).statusCode).toBe(422); // 30 s left
    await ageLastSpin(player, 30_000);
    const { spin: second } = await spinOk(player);
    expect(second.nonce).toBe(first.nonce + 1);
    expect(await bonusOf(player)).toBe(first.win + second.win);
    expect((await draws(player)).map((d) => d.key)).toEqual([`wheel:${player.id}:0`, `wheel:${player.id}:${first.id}`]);
  });

  it('twenty concurrent spins of one player draw and pay once', async () => {
    const player = await registerPlayer(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(player)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok, answers.map((a) => a.body).join('\n')).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<{ code: string }>().code).toBe('wheel_not_ready');
    }
    const won = ok[0]!.json<{ spin: WheelSpin }>().spin;
    expect(await draws(player)).toHaveLength(1);
    expect(await bonusOf(player)).toBe(won.win);
    const [pair] = rowsOf<{ nonce: number }>(await app.ctx.db.execute(sql`SELECT nonce FROM seed_pairs WHERE user_id = ${player.id} AND active`));
    expect(Number(pair!.nonce)).toBe(1);
  });

  it('a retried Idempotency-Key answers with the first spin, concurrently too, and moves nothing again', async () => {
    const player = await registerPlayer(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => spin(player, { 'idempotency-key': 'wheel-click-1' })));
    expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual(Array(10).fill(200));
    const spins = answers.map((a) => a.json<{ spin: WheelSpin }>().spin);
    for (const s of spins) expect(s).toEqual(spins[0]);
    const later = await spinOk(player, { 'idempotency-key': 'wheel-click-1' });
    expect(later.spin).toEqual(spins[0]);
    expect(later.user.bonusMoney).toBe(spins[0]!.win);
    // Another key is another spin: refused within the day.
    const other = await spin(player, { 'idempotency-key': 'wheel-click-2' });
    expect(other.json<{ code: string }>().code).toBe('wheel_not_ready');
    expect(await draws(player)).toHaveLength(1);
    expect(await bonusOf(player)).toBe(spins[0]!.win);
    expect((await spin(player, { 'idempotency-key': 'bad key with spaces' })).statusCode).toBe(422);
  });

  it('pays 1 coin, not 0.50, for an x0.5 segment at the minimum base (issue 20 item 18)', async () => {
    const player = await registerPlayer(app);
    // A client seed that lands the first spin on an x0.5 segment with this player's server seed.
    const [pair] = rowsOf<{ server_seed: string }>(await app.ctx.db.execute(sql`SELECT server_seed FROM seed_pairs WHERE user_id = ${player.id} AND active`));
    let clientSeed = '';
    for (let i = 0; wheelSpin({ serverSeed: pair!.server_seed, clientSeed, nonce: 0 }).x !== 50; i += 1) clientSeed = `half-${i}`;
    await app.ctx.db.execute(sql`UPDATE seed_pairs SET client_seed = ${clientSeed} WHERE user_id = ${player.id} AND active`);
    const { spin: s, user } = await spinOk(player);
    expect({ base: s.base, x: s.x, win: s.win }).toEqual({ base: 100, x: 50, win: 100 });
    expect(user.bonusMoney).toBe(100);
  });

  it('uses the MaxWin points and the level\'s cap for the base', async () => {
    const player = await registerPlayer(app);
    // 1 999 coins wagered with real money today: 1 999 points → 9 coins.
    await app.ctx.db.execute(sql`INSERT INTO wager_days (user_id, day, amount) VALUES (${player.id}, ${moscowDay(new Date())}::date, ${199_900})`);
    expect((await wheelState(app.ctx.db, player.id, await loadBonusSettings(app.ctx.db))).maxWin).toBe(45_000);
    const { spin: s } = await spinOk(player);
    expect(s.base).toBe(900);
    expect(s.win).toBe(payout(900, s.x));
  });

  it('GET /api/fairness/verify checks wheel spins and free-coins claims from seeds; bad input is a 422, never a 500', async () => {
    const seeds = { serverSeed: 'def', clientSeed: 'abc', nonce: '0' };
    const wheel = await app.app.inject({ url: '/api/fairness/verify', query: { game: 'wheel', ...seeds } });
    expect(wheel.json()).toMatchObject({ game: 'wheel', segment: 16, x: 150, nonce: 0 });
    const coins = await app.app.inject({ url: '/api/fairness/verify', query: { game: 'free_coins', ...seeds, min: '2', max: '4' } });
    expect(coins.statusCode, coins.body).toBe(200);
    expect(coins.json()).toMatchObject({ game: 'free_coins', min: 2, max: 4, coins: freeCoinsDraw({ ...seeds, nonce: 0 }, 2, 4).coins });
    expect((await app.app.inject({ url: '/api/fairness/verify', query: { game: 'free_coins', ...seeds } })).json()).toMatchObject({ min: 1, max: 10 });
    for (const bad of [{ game: 'wheel', ...seeds, nonce: '-1' }, { game: 'wheel', ...seeds, clientSeed: '' }, { game: 'free_coins', ...seeds, min: '5', max: '4' }, { game: 'free_coins', ...seeds, max: 'many' }, { game: 'wheel', serverSeed: 'def' }]) {
      const answer = await app.app.inject({ url: '/api/fairness/verify', query: bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await app.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
  });

  it('needs a signed-in player', async () => {
    expect((await app.app.inject({ method: 'POST', url: '/api/bonus/wheel/spin' })).statusCode).toBe(401);
    expect((await app.app.inject({ url: '/api/bonus/wheel/my' })).statusCode).toBe(401);
  });
});

describe('luckywheel push and the wins strip', () => {
  it('announces each win on broadcast with what the wheel paid today, all players; GET /api/bonus/wheel/wins has the same', async () => {
    const listener = await connectClient(app.url!);
    try {
      const yesterday = await registerPlayer(app);
      await spinOk(yesterday);
      // Two days ago: no longer today's in any time zone.
      await ageLastSpin(yesterday, 48 * 3_600_000);
      const player = await registerPlayer(app);
      const { spin: won } = await spinOk(player);
      const push = await listener.next((p: Publication) => p.channel === BROADCAST_CHANNEL && p.data.luckywheel?.id === won.id);
      const [today] = rowsOf<{ total: number }>(
        await app.ctx.db.execute(sql`SELECT COALESCE(sum(win), 0) AS total FROM bonus_draws WHERE kind = 'wheel' AND created_at >= ${`${moscowDay(new Date())}T00:00:00+03:00`}::timestamptz`),
      );
      const [all] = rowsOf<{ total: number }>(await app.ctx.db.execute(sql`SELECT sum(win) AS total FROM bonus_draws WHERE kind = 'wheel'`));
      expect(Number(all!.total)).toBeGreaterThan(Number(today!.total));
      expect(push.data.luckywheel).toEqual({ allwin: Number(today!.total), winmoney: won.win, x: won.x, id: won.id, login: player.login, createdAt: won.createdAt });

      const strip = await app.app.inject({ url: '/api/bonus/wheel/wins' });
      expect(strip.statusCode).toBe(200);
      const body = strip.json<WheelWinsResponse>();
      expect(body.allwin).toBe(Number(today!.total));
      expect(body.wins[0]).toEqual({ id: won.id, login: player.login, win: won.win, x: won.x, createdAt: won.createdAt });
      expect(body.wins.length).toBeLessThanOrEqual(20);
    } finally {
      listener.socket.disconnect();
    }
  });

  it('leaves the ledger balanced after everything above', async () => {
    const check = await checkLedger(app.ctx.db);
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
  });
});
