import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, RefsResponse } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { connectClient, registerPlayer, uniqueLogin, type Player, type TestApp } from '../../../test/harness.ts';
import { api, cashierApp, depositOf, paidDeposit, signedCallback, staffMember } from '../../../test/cashier.ts';
import { HOUSE, checkLedger } from '../../ledger/index.ts';
import { createRefCookies, REF_COOKIE } from '../cookie.ts';

/**
 * The referral programme (issue 14 item 3, bonuses.md §9): the guard's hit
 * and its cookie, the binding at registration within 300 s, self-referral
 * refused and logged, 3 % of each deposit paid once whatever the callbacks
 * do, the statistics of one's own only, and the books still balancing.
 */
let app: TestApp;
const SECRET = 'test-secret-test-secret-test-secret-42';
beforeAll(async () => {
  app = await cashierApp();
});
afterAll(async () => {
  await app?.close();
});

let address = 10;
/** A fresh client address: registrations of different people come from different places. */
const nextIp = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

async function statsOf(who: Player): Promise<RefsResponse> {
  const response = await app.app.inject({ method: 'GET', url: '/api/refs', headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RefsResponse>();
}

async function hit(code: string, ip: string, referer: string | null = 'vk') {
  return app.app.inject({ method: 'POST', url: '/api/ref/hit', remoteAddress: ip, payload: { refCode: code, referer } });
}

/** Registers from `ip` with the given cookies (the referral cookie, a device cookie), as a browser would send them. */
async function registerWith(ip: string, cookies: Record<string, string>, visitorId?: string): Promise<Player & { device: string }> {
  const login = uniqueLogin('r');
  const response = await app.app.inject({
    method: 'POST', url: '/api/auth/register', remoteAddress: ip, cookies,
    payload: { login, password: 'secret123', password_confirmation: 'secret123', agree: true, ...(visitorId ? { visitorId } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<AuthResponse>();
  const device = response.cookies.find((c) => c.name === 'device')?.value ?? '';
  return { id: body.user.id, login, token: body.access_token.token, cookie: '', auth: { authorization: `Bearer ${body.access_token.token}` }, device };
}

async function referrerOf(userId: number): Promise<number | null> {
  const [row] = rowsOf<{ referrer_id: number }>(await app.ctx.db.execute(sql`SELECT referrer_id FROM referral_bindings WHERE user_id = ${userId}`));
  return row ? Number(row.referrer_id) : null;
}

async function refusalsOf(userId: number): Promise<string[]> {
  return rowsOf<{ reason: string }>(await app.ctx.db.execute(sql`SELECT reason FROM referral_refusals WHERE user_id = ${userId} ORDER BY id`)).map((r) => r.reason);
}

describe('the link, the hit and the binding at registration', () => {
  it('a hit sets the 300-second cookie, and a registration with it binds the new player', async () => {
    const referrer = await registerPlayer(app);
    const { code, link } = await statsOf(referrer);
    expect(code).toMatch(/^[a-z0-9]{8}$/);
    expect(link).toBe(`${app.ctx.config.publicOrigin}/refs/${code}`);

    const ip = nextIp();
    const reported = await hit(code.toUpperCase(), ip, 'https://vk.com/some/post');
    expect(reported.statusCode, reported.body).toBe(204);
    const cookie = reported.cookies.find((c) => c.name === REF_COOKIE)!;
    expect(cookie).toMatchObject({ maxAge: 300, httpOnly: true, path: '/api/auth' });

    const referral = await registerWith(ip, { [REF_COOKIE]: cookie.value });
    expect(await referrerOf(referral.id)).toBe(referrer.id);
    // The new player has a code of their own, and the referrer sees the hit and the registration this month.
    expect((await statsOf(referral)).code).not.toBe(code);
    const stats = await statsOf(referrer);
    expect(stats.count).toBe(1);
    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly.at(-1)).toMatchObject({ hits: 1, registrations: 1, depositors: 0, earned: 0 });
    const [stored] = rowsOf<{ referer: string }>(await app.ctx.db.execute(sql`SELECT referer FROM referral_hits WHERE referrer_id = ${referrer.id}`));
    expect(stored?.referer).toBe('https://vk.com/some/post');
  });

  it('the cookie binds only within its 300 s, and a forged one binds nobody', async () => {
    const referrer = await registerPlayer(app);
    const { code } = await statsOf(referrer);
    const cookies = createRefCookies(SECRET);
    const late = await registerWith(nextIp(), { [REF_COOKIE]: cookies.issue(code, Date.now() - 301_000) });
    expect(await referrerOf(late.id)).toBeNull();
    const forged = await registerWith(nextIp(), { [REF_COOKIE]: createRefCookies('another-secret-another-secret-000').issue(code) });
    expect(await referrerOf(forged.id)).toBeNull();
    const inTime = await registerWith(nextIp(), { [REF_COOKIE]: cookies.issue(code, Date.now() - 290_000) });
    expect(await referrerOf(inTime.id)).toBe(referrer.id);
  });

  it('bad input is a localised 4xx, never a 500', async () => {
    const invalid = await app.app.inject({ method: 'POST', url: '/api/ref/hit', remoteAddress: nextIp(), headers: { 'accept-language': 'en' }, payload: { refCode: 'no!', referer: 'x' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed' });
    const unknown = await app.app.inject({ method: 'POST', url: '/api/ref/hit', remoteAddress: nextIp(), headers: { 'accept-language': 'en' }, payload: { refCode: 'zzzzzzzz' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'ref_code_unknown', error: 'No such referral code' });
    const nul = await hit('zzzzzzzz', nextIp(), 'a\u0000b');
    expect(nul.statusCode).toBe(422);
    const garbage = await app.app.inject({ method: 'POST', url: '/api/ref/hit', remoteAddress: nextIp(), headers: { 'content-type': 'application/json' }, payload: 'not json' });
    expect(garbage.statusCode).toBe(400);
    expect((await app.app.inject({ method: 'GET', url: '/api/ref/activate?refCode=' })).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'GET', url: '/api/refs' })).statusCode).toBe(401);
    const player = await registerPlayer(app);
    const badQuery = await app.app.inject({ method: 'GET', url: '/api/ref/activate?refCode=%00%00', headers: player.auth });
    expect(badQuery.statusCode).toBe(422);
  });

  it('hits are rate-limited per address: a script cannot inflate someone\'s statistics', async () => {
    const referrer = await registerPlayer(app);
    const { code } = await statsOf(referrer);
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await hit(code, ip)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(answers[30]).toBe(429);
    const limited = await hit(code, ip);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await hit(code, nextIp())).statusCode).toBe(204);
    expect((await statsOf(referrer)).monthly.at(-1)?.hits).toBe(31);
  });
});

describe('self-referral', () => {
  it('is refused and logged: the same account, the same device, the same address', async () => {
    const referrer = await registerPlayer(app);
    const { code } = await statsOf(referrer);
    const cookies = createRefCookies(SECRET);

    // The same account: a signed-in player activating their own link.
    const own = await app.app.inject({ method: 'GET', url: `/api/ref/activate?refCode=${code}`, headers: { ...referrer.auth, 'accept-language': 'ru' } });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual({ code: 'ref_self', error: 'Нельзя стать рефералом самого себя' });
    expect(await refusalsOf(referrer.id)).toEqual(['same_account']);

    // The same address the referrer registered from (registerPlayer's inject comes from 127.0.0.1).
    const sameIp = await registerWith('127.0.0.1', { [REF_COOKIE]: cookies.issue(code) });
    expect(await referrerOf(sameIp.id)).toBeNull();
    expect(await refusalsOf(sameIp.id)).toEqual(['same_ip']);

    // The same device: the browser holds the device cookie of the referrer's account, from another address.
    const login = await app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { login: referrer.login, password: 'secret123' } });
    expect(login.statusCode, login.body).toBe(200);
    const device = login.cookies.find((c) => c.name === 'device')!.value;
    const sameDevice = await registerWith(nextIp(), { [REF_COOKIE]: cookies.issue(code), device });
    expect(await referrerOf(sameDevice.id)).toBeNull();
    expect(await refusalsOf(sameDevice.id)).toEqual(['same_device']);

    // Another person's device cookie is no reason to refuse (and is kept with the binding).
    const stranger = await registerWith(nextIp(), {});
    const other = await registerWith(nextIp(), { [REF_COOKIE]: cookies.issue(code), device: stranger.device });
    expect(await referrerOf(other.id)).toBe(referrer.id);
    const [binding] = rowsOf<{ device: string | null }>(await app.ctx.db.execute(sql`SELECT device FROM referral_bindings WHERE user_id = ${other.id}`));
    expect(binding?.device).toBe(stranger.device.split('.')[0]);
  });

  it('is refused and logged for a browser fingerprint the referrer was seen with, at registration and at activation', async () => {
    // Issue 23 item 7: the referrer signs in from a browser (its FingerprintJS visitor id), then a "new player" registers
    // from it with the referrer's link — from another address and without the device cookie.
    const browser = '0123456789abcdef0123456789abcdef';
    const referrer = await registerPlayer(app);
    const { code } = await statsOf(referrer);
    const signIn = await app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { login: referrer.login, password: 'secret123', visitorId: browser } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    // The hit from that browser keeps its fingerprint.
    const visit = await app.app.inject({ method: 'POST', url: '/api/ref/hit', remoteAddress: nextIp(), payload: { refCode: code, referer: 'vk', visitorId: browser } });
    expect(visit.statusCode).toBe(204);
    const [hitRow] = rowsOf<{ visitor_id: string | null }>(await app.ctx.db.execute(sql`SELECT visitor_id FROM referral_hits WHERE referrer_id = ${referrer.id} ORDER BY id DESC LIMIT 1`));
    expect(hitRow?.visitor_id).toBe(browser);

    const cookies = createRefCookies(SECRET);
    const twin = await registerWith(nextIp(), { [REF_COOKIE]: cookies.issue(code) }, browser);
    expect(await referrerOf(twin.id)).toBeNull();
    expect(await refusalsOf(twin.id)).toEqual(['same_fingerprint']);

    // Another browser binds as before.
    const other = await registerWith(nextIp(), { [REF_COOKIE]: cookies.issue(code) }, 'fedcba9876543210fedcba9876543210');
    expect(await referrerOf(other.id)).toBe(referrer.id);

    // A signed-in player activating the link is compared by every browser the two accounts were seen on.
    const later = await registerWith(nextIp(), {}, browser);
    const activation = await app.app.inject({ method: 'GET', url: `/api/ref/activate?refCode=${code}`, remoteAddress: nextIp(), headers: later.auth });
    expect(activation.statusCode).toBe(422);
    expect(await refusalsOf(later.id)).toEqual(['same_fingerprint']);

    // A malformed fingerprint is refused, not stored.
    const bad = await app.app.inject({ method: 'POST', url: '/api/ref/hit', remoteAddress: nextIp(), payload: { refCode: code, visitorId: 'x'.repeat(32) } });
    expect(bad.statusCode).toBe(422);
  });

  it('an activation binds a signed-in player once; another code later is a 409; the referrer cannot become their referral\'s referral', async () => {
    const first = await registerPlayer(app);
    const second = await registerPlayer(app);
    const player = await registerWith(nextIp(), {});
    const codeOf = async (who: Player) => (await statsOf(who)).code;
    const activate = (who: Player, code: string, ip = nextIp()) => app.app.inject({ method: 'GET', url: `/api/ref/activate?refCode=${code}`, remoteAddress: ip, headers: who.auth });
    const ok = await activate(player, await codeOf(first));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ bound: true });
    expect((await activate(player, await codeOf(first))).json()).toEqual({ bound: true });
    expect((await activate(player, await codeOf(second))).statusCode).toBe(409);
    expect(await referrerOf(player.id)).toBe(first.id);
    // The referrer activating their referral's code: a loop, refused.
    const loop = await activate(first, await codeOf(player));
    expect(loop.statusCode).toBe(422);
    expect(await refusalsOf(first.id)).toEqual(['cycle']);
  });
});

describe('the reward', () => {
  async function boundPair(): Promise<{ referrer: Player; referral: Player }> {
    const referrer = await registerPlayer(app);
    const { code } = await statsOf(referrer);
    const referral = await registerWith(nextIp(), { [REF_COOKIE]: createRefCookies(SECRET).issue(code) });
    expect(await referrerOf(referral.id)).toBe(referrer.id);
    return { referrer, referral };
  }

  it('3 % of a deposit goes to the referrer\'s main balance at once, pushed live', async () => {
    const { referrer, referral } = await boundPair();
    const client = await connectClient(app.url!, referrer.token);
    try {
      const deposit = await paidDeposit(app, referral, 100_000);
      expect(await api(app).money(referrer)).toMatchObject({ main: 3_000 });
      const pushed = await client.next((p) => p.channel === `usr#${referrer.id}` && 'balance' in p.data && (p.data as { balance: { money: number } }).balance.money === 3_000);
      expect(pushed).toBeTruthy();
      const rewards = rowsOf<{ amount: number; referral_id: number }>(await app.ctx.db.execute(sql`SELECT amount, referral_id FROM referral_rewards WHERE deposit_id = ${deposit.id}`));
      expect(rewards.map((r) => ({ amount: Number(r.amount), referral: Number(r.referral_id) }))).toEqual([{ amount: 3_000, referral: referral.id }]);
    } finally {
      client.socket.close();
    }
    const stats = await statsOf(referrer);
    expect(stats).toMatchObject({ count: 1, earned: 3_000, periods: { day: 3_000, week: 3_000, month: 3_000 } });
    expect(stats.monthly.at(-1)).toMatchObject({ registrations: 1, depositors: 1, earned: 3_000 });
  });

  it('is paid once per deposit when the provider\'s callback is replayed, and again for the next deposit', async () => {
    const { referrer, referral } = await boundPair();
    const created = await api(app).deposit(referral, { method: 'card', amount: 50_000 });
    const { deposit } = created.json<{ deposit: { id: number } }>();
    const ref = rowsOf<{ provider_ref: string }>(await app.ctx.db.execute(sql`SELECT provider_ref FROM deposits WHERE id = ${deposit.id}`))[0]!.provider_ref;
    const object = (await (await fetch(`${app.url}/sandbox/api/v1/payments/${ref}`, { headers: { authorization: 'Bearer test-payments-api-key-0123456789' } })).json()) as Record<string, unknown>;
    const body = JSON.stringify({ id: `evt_ref_${deposit.id}`, type: 'payment.succeeded', created: Math.floor(Date.now() / 1000), data: { object: { ...object, status: 'succeeded' } } });
    const answers = await Promise.all([signedCallback(app, body), signedCallback(app, body), signedCallback(app, body)]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    // The same payment under another event id: a second, distinct callback about the same deposit.
    expect((await signedCallback(app, body.replace(`evt_ref_${deposit.id}`, `evt_ref_${deposit.id}_again`))).statusCode).toBe(200);
    expect((await depositOf(app, referral, deposit.id)).status).toBe('success');
    expect(await api(app).money(referrer)).toMatchObject({ main: 1_500 });
    const postings = rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM postings WHERE idempotency_key = ${`referral:${deposit.id}`}`));
    expect(postings).toHaveLength(1);

    await paidDeposit(app, referral, 20_000);
    expect(await api(app).money(referrer)).toMatchObject({ main: 2_100 });
    expect((await statsOf(referrer)).earned).toBe(2_100);
  });

  it('a player who came by no link pays nobody', async () => {
    const player = await registerWith(nextIp(), {});
    const deposit = await paidDeposit(app, player, 30_000);
    expect(rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM referral_rewards WHERE deposit_id = ${deposit.id}`))).toHaveLength(0);
  });
});

describe('statistics and the books', () => {
  it('a player sees only their own statistics (no route takes someone else\'s id)', async () => {
    const referrer = await registerPlayer(app);
    const { code } = await statsOf(referrer);
    const referral = await registerWith(nextIp(), { [REF_COOKIE]: createRefCookies(SECRET).issue(code) });
    await paidDeposit(app, referral, 10_000);
    const mine = await statsOf(referral);
    expect(mine).toMatchObject({ count: 0, earned: 0 });
    expect(mine.code).not.toBe(code);
    expect((await statsOf(referrer)).earned).toBe(300);
    // A query parameter naming another player changes nothing.
    const other = await app.app.inject({ method: 'GET', url: `/api/refs?userId=${referrer.id}`, headers: referral.auth });
    expect(other.json<RefsResponse>().code).toBe(mine.code);
  });

  it('the ledger balances and real money is conserved with referral rewards in the mix', async () => {
    const check = await checkLedger(app.ctx.db);
    expect(check.unbalancedPostings).toEqual([]);
    expect(check.cachedMismatches).toEqual([]);
    const expense = check.totals.find((t) => t.kind === HOUSE.referralExpense);
    const paid = rowsOf<{ total: string }>(await app.ctx.db.execute(sql`SELECT COALESCE(sum(amount), 0) AS total FROM referral_rewards`))[0]!;
    expect(expense?.total).toBe(-Number(paid.total));
    expect(Number(paid.total)).toBeGreaterThan(0);
    const admin = await staffMember(app, 'admin');
    const report = await app.app.inject({ method: 'GET', url: '/api/admin/reconciliation', headers: admin.auth });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ balanced: true, money: { difference: 0 } });
  });
});
