import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type User } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { freeCoinsDraw } from '@azart/fairness';
import { HOUSE, checkLedger, playerBalances, post } from '../../ledger/index.ts';
import { connectClient, createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { issueCaptcha } from '../../captcha/index.ts';
import { freeCoinsState } from '../free-coins.ts';
import { DEFAULT_BONUS_SETTINGS, loadBonusSettings } from '../settings.ts';

/**
 * Free coins (bonuses.md §2, issue 13 item 3) over HTTP: the captcha that
 * guards each claim, who may claim, the provably-fair draw on the player's
 * seed pair, the grant and its ledger posting, and exactly one payout under
 * concurrent and retried claims.
 */

let app: TestApp;
beforeAll(async () => {
  // Listening, for the live balance push.
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app?.close();
});

type Answer = { statusCode: number; body: string; headers: Record<string, unknown>; json<T>(): T };
type Claimed = { amount: number; user: User };

const postJson = (player: Player, url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, headers: { ...player.auth, ...headers }, ...(payload ? { payload } : {}) });
const captcha = async (player: Player): Promise<{ id: string; image: string; turn: number }> => {
  const response = await postJson(player, '/api/bonus/free-coins/captcha');
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ id: string; image: string }>();
  return { ...body, turn: await turnOf(body.id) };
};
/** The turn that makes a captcha upright: its secret is read straight from the database, the API never tells it. */
const turnOf = async (id: string) => (360 - Number(rowsOf<{ angle: number }>(await app.ctx.db.execute(sql`SELECT angle FROM captchas WHERE id = ${id}::uuid`))[0]!.angle)) % 360;
const claim = (player: Player, payload: Record<string, unknown>, headers: Record<string, string> = {}) => postJson(player, '/api/bonus/free-coins/claim', payload, headers);
const solveAndClaim = async (player: Player, headers: Record<string, string> = {}) => {
  const { id, turn } = await captcha(player);
  return claim(player, { captchaId: id, angle: turn }, headers);
};
const balances = (player: Player) => playerBalances(app.ctx.db, player.id);
const state = async (player: Player) => freeCoinsState(app.ctx.db, player.id, await loadBonusSettings(app.ctx.db));
/** Takes bonus money away (as a lost bonus-balance bet would). */
const spendBonus = (player: Player, amount: number) =>
  app.ctx.db.transaction((tx) => post(tx, { key: `test-spend:${randomBytes(6).toString('hex')}`, code: 'adjustment', legs: [{ player: { userId: player.id, kind: 'bonus' }, amount: -amount }, { house: HOUSE.adjustments, amount }] }));
/** Moves the player's last claim back in time, past the wait. */
const ageClaims = (player: Player, minutes: number) =>
  app.ctx.db.execute(sql`UPDATE bonus_draws SET created_at = created_at - make_interval(mins => ${minutes}) WHERE user_id = ${player.id} AND kind = 'free_coins'`);
const drawsOf = async (player: Player) =>
  rowsOf<{ id: number; seed_pair_id: number; nonce: number; result: { coins: number } | string; win: number; key: string }>(
    await app.ctx.db.execute(sql`SELECT id, seed_pair_id, nonce, result, win, key FROM bonus_draws WHERE user_id = ${player.id} AND kind = 'free_coins' ORDER BY id`),
  );

/** A refusal with the message of `code`, in Russian (the default) or the language asked for. */
function refusal(response: Answer, code: keyof typeof MESSAGES, options: { field?: string; locale?: 'ru' | 'en'; text?: string } = {}) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<{ code: string; error: string | Record<string, string[]> }>();
  const text = options.text ?? MESSAGES[code][options.locale ?? 'ru'];
  if (options.field) {
    expect(body.code).toBe('validation_failed');
    expect((body.error as Record<string, string[]>)[options.field]).toEqual([text]);
  } else {
    expect(body.code).toBe(code);
    expect(body.error).toBe(text);
  }
}

describe('the captcha of a claim', () => {
  it('comes as a round PNG data URL, and a claim without one is refused with a clear message, not an error', async () => {
    const player = await registerPlayer(app);
    const { image } = await captcha(player);
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').subarray(1, 4).toString()).toBe('PNG');

    refusal(await claim(player, {}), 'captcha_required', { field: 'captchaId' });
    refusal(await claim(player, {}, { 'accept-language': 'en' }), 'captcha_required', { field: 'captchaId', locale: 'en' });
    refusal(await claim(player, { angle: 10 }), 'captcha_required', { field: 'captchaId' });
    refusal(await claim(player, { captchaId: 'abc', angle: 10 }), 'captcha_invalid', { field: 'captchaId' });
    refusal(await claim(player, { captchaId: 42, angle: 10 }), 'captcha_invalid', { field: 'captchaId' });
    const { id, turn } = await captcha(player);
    refusal(await claim(player, { captchaId: id }), 'captcha_required', { field: 'angle' });
    for (const angle of [360, -1, 1.5, '90', null]) refusal(await claim(player, { captchaId: id, angle }), 'captcha_angle_invalid', { field: 'angle' });
    const empty = await app.app.inject({ method: 'POST', url: '/api/bonus/free-coins/claim', headers: player.auth });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    // Nothing was paid, and none of that used the captcha up.
    expect((await balances(player)).bonus).toBe(0);
    const paid = await claim(player, { captchaId: id, angle: turn });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(MESSAGES.captcha_required.en).toBe('Turn the picture upright to get the coins');
  });

  it('refuses a wrong turn and a captcha used before, right or wrong, and someone else\'s', async () => {
    const player = await registerPlayer(app);
    const first = await captcha(player);
    refusal(await claim(player, { captchaId: first.id, angle: (first.turn + 90) % 360 }), 'captcha_wrong');
    refusal(await claim(player, { captchaId: first.id, angle: first.turn }), 'captcha_used');
    refusal(await claim(player, { captchaId: first.id, angle: first.turn }, { 'accept-language': 'en' }), 'captcha_used', { locale: 'en' });
    expect((await balances(player)).bonus).toBe(0);

    const other = await registerPlayer(app);
    const theirs = await captcha(other);
    refusal(await claim(player, { captchaId: theirs.id, angle: theirs.turn }), 'captcha_invalid');
    refusal(await claim(player, { captchaId: '00000000-0000-4000-8000-000000000000', angle: 0 }), 'captcha_invalid');

    const second = await captcha(player);
    const paid = await claim(player, { captchaId: second.id, angle: second.turn });
    expect(paid.statusCode, paid.body).toBe(200);
    // Even after the wait, a solved captcha does not pay again.
    await spendBonus(player, paid.json<Claimed>().amount);
    await ageClaims(player, 11);
    refusal(await claim(player, { captchaId: second.id, angle: second.turn }), 'captcha_used');
  });

  it('expires after two minutes', async () => {
    const player = await registerPlayer(app);
    const { id, turn } = await captcha(player);
    const issued = rowsOf<{ life: number }>(await app.ctx.db.execute(sql`SELECT extract(epoch FROM expires_at - created_at)::int AS life FROM captchas WHERE id = ${id}::uuid`))[0]!;
    expect(Number(issued.life)).toBe(DEFAULT_BONUS_SETTINGS.captcha.lifetimeSeconds);
    await app.ctx.db.execute(sql`UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = ${id}::uuid`);
    refusal(await claim(player, { captchaId: id, angle: turn }), 'captcha_expired');
    refusal(await claim(player, { captchaId: id, angle: turn }), 'captcha_used');
  });

  it('accepts a turn within ±10° of upright, across 0°', async () => {
    const player = await registerPlayer(app);
    const { id } = await captcha(player);
    // Turned 355° (5° anticlockwise); turning it 3° more clockwise leaves it 2° off upright.
    await app.ctx.db.execute(sql`UPDATE captchas SET angle = 355 WHERE id = ${id}::uuid`);
    const paid = await claim(player, { captchaId: id, angle: 3 });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('locks claims for an hour after five wrong answers within an hour', async () => {
    const player = await registerPlayer(app);
    const spare = await captcha(player);
    for (let i = 0; i < 4; i++) {
      const { id, turn } = await captcha(player);
      refusal(await claim(player, { captchaId: id, angle: (turn + 180) % 360 }), 'captcha_wrong');
    }
    const fifth = await captcha(player);
    const locked = await claim(player, { captchaId: fifth.id, angle: (fifth.turn + 180) % 360 });
    refusal(locked, 'captcha_locked', { text: MESSAGES.captcha_locked.ru.replace('{minutes}', '60') });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3_500);
    // No new picture, and the right answer to one issued before is refused too (and not used up).
    refusal(await postJson(player, '/api/bonus/free-coins/captcha'), 'captcha_locked', { text: MESSAGES.captcha_locked.ru.replace('{minutes}', '60') });
    refusal(await claim(player, { captchaId: spare.id, angle: spare.turn }, { 'accept-language': 'en' }), 'captcha_locked', { text: 'Too many wrong answers. Try again in 60 min.' });
    expect((await balances(player)).bonus).toBe(0);

    // An hour later the lock is over.
    await app.ctx.db.execute(sql`UPDATE captchas SET answered_at = answered_at - interval '61 minutes' WHERE user_id = ${player.id} AND answered_at IS NOT NULL`);
    const paid = await claim(player, { captchaId: spare.id, angle: spare.turn });
    expect(paid.statusCode, paid.body).toBe(200);
  });
});

describe('free coins', () => {
  it('credit 1–10 coins drawn on the player\'s seed pair at the next nonce, as a free_coins grant with its ledger posting', async () => {
    const player = await registerPlayer(app);
    expect(await state(player)).toEqual({ available: true, nextAt: null });
    const before = rowsOf<{ id: number; server_seed: string; client_seed: string; nonce: number }>(
      await app.ctx.db.execute(sql`SELECT id, server_seed, client_seed, nonce FROM seed_pairs WHERE user_id = ${player.id} AND active`),
    )[0]!;
    const me = await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth });
    const live = await connectClient(app.url!, me.json<{ user: User }>().user.centrifugo_token);

    const response = await solveAndClaim(player);
    expect(response.statusCode, response.body).toBe(200);
    const { amount, user } = response.json<Claimed>();
    const expected = freeCoinsDraw({ serverSeed: before.server_seed, clientSeed: before.client_seed, nonce: Number(before.nonce) }, 1, 10).coins * 100;
    expect(amount).toBe(expected);
    expect(amount).toBeGreaterThanOrEqual(100);
    expect(amount).toBeLessThanOrEqual(1_000);
    expect(user).toMatchObject({ id: player.id, bonusMoney: amount, money: 0 });

    const [draw] = await drawsOf(player);
    const result = typeof draw!.result === 'string' ? JSON.parse(draw!.result) : draw!.result;
    expect({ seedPair: Number(draw!.seed_pair_id), nonce: Number(draw!.nonce), result, win: Number(draw!.win) }).toEqual({ seedPair: Number(before.id), nonce: Number(before.nonce), result: { coins: amount / 100, min: 1, max: 10 }, win: amount });
    const after = rowsOf<{ nonce: number }>(await app.ctx.db.execute(sql`SELECT nonce FROM seed_pairs WHERE id = ${before.id}`))[0]!;
    expect(Number(after.nonce)).toBe(Number(before.nonce) + 1);

    const postings = rowsOf<{ code: string; meta: unknown }>(await app.ctx.db.execute(sql`SELECT code, meta FROM postings WHERE idempotency_key = ${draw!.key}`));
    expect(postings).toHaveLength(1);
    expect(postings[0]!.code).toBe('bonus_grant');
    expect(draw!.key).toMatch(new RegExp(`^free_coins:${player.id}:`));
    const grants = rowsOf<{ source: string; amount: number; wager_x100: number; withdrawable_bp: number; key: string }>(
      await app.ctx.db.execute(sql`SELECT source, amount, wager_x100, withdrawable_bp, key FROM bonus_grants WHERE user_id = ${player.id}`),
    );
    expect(grants.map((g) => ({ ...g, amount: Number(g.amount) }))).toEqual([{ source: 'free_coins', amount, wager_x100: 300, withdrawable_bp: 10_000, key: draw!.key }]);
    expect(await balances(player)).toMatchObject({ main: 0, bonus: amount });
    // The header's balance follows: the claim's balance_changed event is pushed on the player's channel.
    try {
      const push = await live.next((p) => p.channel === `usr#${player.id}` && p.data.balance?.bonusMoney === amount);
      expect(push.data.balance).toMatchObject({ money: 0, bonusMoney: amount });
    } finally {
      live.socket.disconnect();
    }
  });

  it('are refused within 10 minutes of the last claim, with the time left, and available again after', async () => {
    const player = await registerPlayer(app);
    const first = await solveAndClaim(player);
    expect(first.statusCode, first.body).toBe(200);
    // Even with the coins spent at once, the next claim waits.
    await spendBonus(player, first.json<Claimed>().amount);
    const waiting = await state(player);
    expect(waiting.available).toBe(false);
    const [claimedAt] = rowsOf<{ created_at: Date }>(await app.ctx.db.execute(sql`SELECT created_at FROM bonus_draws WHERE user_id = ${player.id}`));
    expect(new Date(waiting.nextAt!).getTime()).toBe(new Date(claimedAt!.created_at).getTime() + 10 * 60_000);

    const refused = await postJson(player, '/api/bonus/free-coins/captcha');
    refusal(refused, 'free_coins_wait', { text: MESSAGES.free_coins_wait.ru.replace('{minutes}', '10') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);

    await ageClaims(player, 9);
    const soon = await postJson(player, '/api/bonus/free-coins/captcha', undefined, { 'accept-language': 'en' });
    refusal(soon, 'free_coins_wait', { text: 'Next free coins in 1 min.' });

    await ageClaims(player, 2);
    expect(await state(player)).toEqual({ available: true, nextAt: null });
    const again = await solveAndClaim(player);
    expect(again.statusCode, again.body).toBe(200);
    expect(await drawsOf(player)).toHaveLength(2);
  });

  it('are unavailable while main + bonus is 1 coin or more', async () => {
    const player = await registerPlayer(app);
    const early = await captcha(player);
    await creditMain(app, player.id, 60);
    await app.ctx.db.transaction((tx) => post(tx, { key: `test-bonus:${player.id}`, code: 'adjustment', legs: [{ player: { userId: player.id, kind: 'bonus' }, amount: 40 }, { house: HOUSE.adjustments, amount: -40 }] }));
    expect(await state(player)).toEqual({ available: false, nextAt: null });
    refusal(await postJson(player, '/api/bonus/free-coins/captcha'), 'free_coins_balance', { text: 'Бесплатные монеты доступны, когда на балансе меньше 1,00' });
    refusal(await claim(player, { captchaId: early.id, angle: early.turn }, { 'accept-language': 'en' }), 'free_coins_balance', { text: 'Free coins are available when your balance is below 1.00' });
    // 99 kopecks is below a coin: the captcha issued earlier was not used up by the refusal.
    await spendBonus(player, 1);
    expect(await state(player)).toEqual({ available: true, nextAt: null });
    const paid = await claim(player, { captchaId: early.id, angle: early.turn });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balances(player)).toMatchObject({ main: 60, bonus: 39 + paid.json<Claimed>().amount });
  });

  it('are unavailable while an open round holds the player\'s money', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 100);
    const start = await postJson(player, '/api/games/mines/start', { amount: 100, mines: 3 });
    expect(start.statusCode, start.body).toBe(200);
    expect((await balances(player)).main).toBe(0);
    expect(await state(player)).toEqual({ available: false, nextAt: null });
    refusal(await postJson(player, '/api/bonus/free-coins/captcha'), 'free_coins_in_play');
    // Once the round is over (cashed out before any pick: the stake comes back, or it is lost), it depends on the balance again.
    await app.ctx.db.execute(sql`UPDATE steps_plays SET status = 'lost', finished_at = now() WHERE user_id = ${player.id} AND status = 'open'`);
    expect(await state(player)).toEqual({ available: true, nextAt: null });
  });

  it('are unavailable while a withdrawal the player could still cancel is under way', async () => {
    const player = await registerPlayer(app);
    await app.ctx.db.execute(sql`
      INSERT INTO withdrawals (user_id, method, amount, fee, status, requisites, destination, provider, idempotency_key)
      VALUES (${player.id}, 'card', 100000, 0, 'moderation', '4242 **** 4242', 'sealed', 'sandbox', ${`test-${player.id}`})`);
    expect(await state(player)).toEqual({ available: false, nextAt: null });
    refusal(await postJson(player, '/api/bonus/free-coins/captcha'), 'free_coins_withdrawal');
    await app.ctx.db.execute(sql`UPDATE withdrawals SET status = 'canceled' WHERE user_id = ${player.id}`);
    expect(await state(player)).toEqual({ available: true, nextAt: null });
  });

  it('pay exactly once for twenty claims at once, and a retried Idempotency-Key answers the same without paying again', async () => {
    const player = await registerPlayer(app);
    // Issued directly: twenty pictures a player are within the route's rate limit, but not twice in a minute (Redis keeps the count across runs).
    const captchas = await Promise.all(Array.from({ length: 20 }, async () => {
      const { id } = await issueCaptcha(app.ctx.db, { userId: player.id, purpose: 'free_coins', lifetimeSeconds: 120, toleranceDegrees: 10 });
      return { id, turn: await turnOf(id) };
    }));
    const answers = await Promise.all(captchas.map((c) => claim(player, { captchaId: c.id, angle: c.turn })));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) refusal(answer, 'free_coins_wait', { text: MESSAGES.free_coins_wait.ru.replace('{minutes}', '10') });
    const amount = paid[0]!.json<Claimed>().amount;
    expect(await balances(player)).toMatchObject({ bonus: amount });
    expect(await drawsOf(player)).toHaveLength(1);

    const other = await registerPlayer(app);
    const one = await captcha(other);
    const same = await Promise.all(Array.from({ length: 20 }, () => claim(other, { captchaId: one.id, angle: one.turn }, { 'idempotency-key': 'free-click' })));
    expect(same.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const amounts = new Set(same.map((a) => a.json<Claimed>().amount));
    expect(amounts.size).toBe(1);
    expect(await balances(other)).toMatchObject({ bonus: [...amounts][0] });
    const draws = await drawsOf(other);
    expect(draws).toHaveLength(1);
    expect(draws[0]!.key).toBe(`free_coins:${other.id}:request:free-click`);
  });

  it('follow the back office\'s settings', async () => {
    const player = await registerPlayer(app);
    await app.ctx.db.execute(sql`INSERT INTO bonus_settings (key, value) VALUES ('freeCoins', ${JSON.stringify({ ...DEFAULT_BONUS_SETTINGS.freeCoins, minCoins: 7, maxCoins: 7, intervalMinutes: 30 })}::jsonb)`);
    try {
      const paid = await solveAndClaim(player);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<Claimed>().amount).toBe(700);
      await spendBonus(player, 700);
      await ageClaims(player, 11);
      refusal(await postJson(player, '/api/bonus/free-coins/captcha'), 'free_coins_wait', { text: MESSAGES.free_coins_wait.ru.replace('{minutes}', '19') });
    } finally {
      await app.ctx.db.execute(sql`DELETE FROM bonus_settings WHERE key = 'freeCoins'`);
    }
  });

  it('leave the ledger balanced after everything above', async () => {
    const check = await checkLedger(app.ctx.db);
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
  });
});
