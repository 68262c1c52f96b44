import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { ACCESS_TOKEN_TTL_SECONDS, MESSAGES, SESSION_COOKIE, userSchema, type AuthResponse, type MessageCode } from '@azart/contracts';
import { createTestApp, registerPlayer, uniqueLogin, type TestApp } from '../../../test/harness.ts';

/**
 * Accounts and auth over HTTP (issue 2 item 4, spec §3/§4/§6/§8): register,
 * login, me, refresh rotation with reuse detection, logout with server-side
 * revocation and XSRF, blocked accounts, rate limits and password storage.
 */

type ErrorBody = { error: string | Record<string, string[]>; code: string };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'secret123';
const inject = (options: InjectOptions) => app.app.inject(options);
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => inject({ method: 'POST', url: '/api/auth/register', payload, headers });
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => inject({ method: 'POST', url: '/api/auth/login', payload, headers });
const me = (token: string) => inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (cookie: string) => inject({ method: 'GET', url: '/api/auth/refresh', cookies: { refresh_token: cookie } });
const refreshCookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((c) => c.name === 'refresh_token')?.value;
const ru = (code: MessageCode) => MESSAGES[code].ru;
const en = (code: MessageCode) => MESSAGES[code].en;

function expectAuthBody(body: AuthResponse, login: string) {
  expect(body.access_token.expiresIn).toBe(1800);
  expect(body.access_token.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
  expect(body.access_token.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const { user } = body;
  expect(user.login).toBe(login);
  expect(Number.isSafeInteger(user.id) && user.id > 0).toBe(true);
  expect(user).toMatchObject({ money: 0, bonusMoney: 0, demoMoney: 0, depositPoints: 0, demo: false, scope: ['player'] });
  expect(typeof user.centrifugo_token).toBe('string');
  expect(user.centrifugo_token.length).toBeGreaterThan(20);
  // Exactly the contract's fields: nothing internal (password hash, block state…) leaks.
  expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
}

describe('register', () => {
  it('creates a player with zero balances, a 1800 s access token and an httpOnly refresh cookie', async () => {
    const name = uniqueLogin('reg');
    const response = await register({ login: name, password: PASSWORD, password_confirmation: PASSWORD, agree: true });
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expectAuthBody(body, name);
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/api/auth');
    // The session's sign for the pages' server guard, on every path, with the refresh cookie's life.
    const sign = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(sign).toMatchObject({ value: '1', path: '/', httpOnly: true, maxAge: cookie?.maxAge });
    // The access token works at once and describes the same player.
    const current = await me(body.access_token.token);
    expect(current.statusCode).toBe(200);
    expect(current.json<{ user: { id: number; login: string } }>().user).toMatchObject({ id: body.user.id, login: name });
  });

  it('stores an argon2id hash and never the password itself', async () => {
    const name = uniqueLogin('hash');
    const password = `Pw${randomBytes(6).toString('hex')}9`;
    const response = await register({ login: name, password, password_confirmation: password, agree: true });
    expect(response.statusCode).toBe(200);
    const rows = rowsOf<Record<string, unknown>>(await app.ctx.db.execute(sql`SELECT * FROM users WHERE login = ${name}`));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$v=19\$/);
    for (const value of Object.values(row)) expect(JSON.stringify(value ?? null)).not.toContain(password);
    expect(response.body).not.toContain(password);
    expect(response.body).not.toContain('argon2');
  });

  const base = () => ({ login: uniqueLogin('val'), password: PASSWORD, password_confirmation: PASSWORD, agree: true });
  const cases: [string, Record<string, unknown>, string, MessageCode][] = [
    ['login starting with a digit', { login: '1player' }, 'login', 'login_format'],
    ['login shorter than 3', { login: 'ab' }, 'login', 'login_format'],
    ['login longer than 20', { login: 'a'.repeat(21) }, 'login', 'login_format'],
    ['login with a space', { login: 'bad login' }, 'login', 'login_format'],
    ['login in Cyrillic', { login: 'игрок1' }, 'login', 'login_format'],
    ['missing login', { login: undefined }, 'login', 'login_required'],
    ['password shorter than 8', { password: 'abc1234', password_confirmation: 'abc1234' }, 'password', 'password_too_short'],
    ['password without a digit', { password: 'abcdefgh', password_confirmation: 'abcdefgh' }, 'password', 'password_weak'],
    ['password without a letter', { password: '12345678', password_confirmation: '12345678' }, 'password', 'password_weak'],
    ['password longer than 128', { password: `a1${'b'.repeat(127)}`, password_confirmation: `a1${'b'.repeat(127)}` }, 'password', 'password_too_long'],
    ['password equal to the login (any case)', { login: 'Gambler77', password: 'gambler77', password_confirmation: 'gambler77' }, 'password', 'password_is_login'],
    ['confirmation that does not match', { password_confirmation: 'secret124' }, 'password_confirmation', 'password_mismatch'],
    ['agreement missing', { agree: undefined }, 'agree', 'agreement_required'],
    ['agreement false', { agree: false }, 'agree', 'agreement_required'],
    ['agreement as a string', { agree: 'true' }, 'agree', 'agreement_required'],
  ];

  it.each(cases)('rejects %s with 422 and a Russian field message', async (_name, change, field, code) => {
    const payload = { ...base(), ...change };
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body).toEqual({ error: { [field]: [ru(code)] }, code: 'validation_failed' });
    expect(response.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    if (typeof payload.login === 'string') {
      const count = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE login_key = ${payload.login.toLowerCase()}`));
      expect(Number(count[0]?.n)).toBe(0);
    }
  });

  it('answers in English with Accept-Language: en', async () => {
    const short = await register({ ...base(), password: 'abc1234', password_confirmation: 'abc1234' }, { 'accept-language': 'en' });
    expect(short.statusCode).toBe(422);
    expect(short.json<ErrorBody>()).toEqual({ error: { password: [en('password_too_short')] }, code: 'validation_failed' });
    const mismatch = await register({ ...base(), password_confirmation: 'other1234' }, { 'accept-language': 'en-US,en;q=0.9,ru;q=0.5' });
    expect(mismatch.json<ErrorBody>().error).toEqual({ password_confirmation: [en('password_mismatch')] });
    const agree = await register({ ...base(), agree: false }, { 'accept-language': 'en-GB' });
    expect(agree.json<ErrorBody>().error).toEqual({ agree: [en('agreement_required')] });
    // A language we do not have falls back to Russian.
    const german = await register({ ...base(), agree: false }, { 'accept-language': 'de-DE' });
    expect(german.json<ErrorBody>().error).toEqual({ agree: [ru('agreement_required')] });
  });

  it('reports every broken field at once', async () => {
    const response = await register({ login: '9', password: 'short', password_confirmation: '', agree: false });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ error: Record<string, string[]>; code: string }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.error).sort()).toEqual(['agree', 'login', 'password', 'password_confirmation']);
    for (const messages of Object.values(body.error)) for (const message of messages) expect(message).toMatch(/[а-яё]/i);
  });

  it('refuses a login that is taken in any letter case, as a login field error', async () => {
    const name = `Taken${randomBytes(4).toString('hex')}`;
    expect((await register({ login: name, password: PASSWORD, password_confirmation: PASSWORD, agree: true })).statusCode).toBe(200);
    for (const variant of [name, name.toLowerCase(), name.toUpperCase()]) {
      const again = await register({ login: variant, password: PASSWORD, password_confirmation: PASSWORD, agree: true });
      expect(again.statusCode).toBe(422);
      expect(again.json<ErrorBody>()).toEqual({ error: { login: [ru('login_taken')] }, code: 'login_taken' });
    }
    const english = await register({ login: name.toLowerCase(), password: PASSWORD, password_confirmation: PASSWORD, agree: true }, { 'accept-language': 'en' });
    expect(english.json<ErrorBody>().error).toEqual({ login: [en('login_taken')] });
    const count = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE login_key = ${name.toLowerCase()}`));
    expect(Number(count[0]?.n)).toBe(1);
  });
});

describe('login', () => {
  it('signs in with the same response shape, with the login in any case', async () => {
    const player = await registerPlayer(app);
    const response = await login({ login: player.login.toUpperCase(), password: 'secret123' });
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expectAuthBody(body, player.login);
    expect(body.user.id).toBe(player.id);
    expect(refreshCookieOf(response)).toBeTruthy();
    // A new session: both the old and the new access tokens work.
    expect(body.access_token.token).not.toBe(player.token);
    expect((await me(body.access_token.token)).statusCode).toBe(200);
    expect((await me(player.token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown login alike: 422 invalid_credentials, not 401', async () => {
    const player = await registerPlayer(app);
    const wrong = await login({ login: player.login, password: 'secret124' });
    const unknown = await login({ login: uniqueLogin('nobody'), password: 'secret123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>()).toEqual({ error: ru('invalid_credentials'), code: 'invalid_credentials' });
      expect(refreshCookieOf(response)).toBeUndefined();
    }
    const english = await login({ login: player.login, password: 'nope12345' }, { 'accept-language': 'en' });
    expect(english.json<ErrorBody>()).toEqual({ error: en('invalid_credentials'), code: 'invalid_credentials' });
  });

  it('validates its input with 422 field errors', async () => {
    const empty = await login({ login: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorBody>()).toEqual({ error: { login: [ru('login_required')], password: [ru('password_required')] }, code: 'validation_failed' });
    const missing = await login({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ error: Record<string, string[]> }>().error).sort()).toEqual(['login', 'password']);
  });
});

describe('me', () => {
  it('needs a valid access token: missing, garbage, foreign-signed and real-time tokens get 401', async () => {
    const player = await registerPlayer(app);
    const without = await inject({ method: 'GET', url: '/api/auth/me' });
    expect(without.statusCode).toBe(401);
    expect(without.json<ErrorBody>()).toEqual({ error: ru('unauthorized'), code: 'unauthorized' });

    const garbage = await me('not-a-token');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json<ErrorBody>().code).toBe('session_expired');

    // Same claims, signature changed.
    const [header, payload] = player.token.split('.');
    const forged = await me(`${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`);
    expect(forged.statusCode).toBe(401);

    // The real-time token opens the socket channel only, never the API.
    const { user } = (await me(player.token)).json<{ user: { centrifugo_token: string } }>();
    expect((await me(user.centrifugo_token)).statusCode).toBe(401);

    const basic = await inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Basic ${player.token}` } });
    expect(basic.statusCode).toBe(401);

    const ok = await me(player.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ user: { id: number } }>().user.id).toBe(player.id);
  });
});

describe('refresh', () => {
  it('rotates the refresh cookie and issues a working access token', async () => {
    const player = await registerPlayer(app);
    const response = await refresh(player.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expectAuthBody(body, player.login);
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(player.cookie);
    expect((await me(body.access_token.token)).statusCode).toBe(200);
    // The new cookie rotates again.
    const second = await refresh(rotated!);
    expect(second.statusCode).toBe(200);
    expect(refreshCookieOf(second)).not.toBe(rotated);
  });

  it('renews the real-time token with the access token, so the live connection lasts until the next refresh', async () => {
    const player = await registerPlayer(app);
    const expiry = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
    // Five minutes after login the cached real-time token still has 25 minutes: a bet's `user` reuses it, a refresh must not.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    try {
      const body = (await refresh(player.cookie)).json<AuthResponse>();
      expect(expiry(body.user.centrifugo_token)).toBeGreaterThanOrEqual(expiry(body.access_token.token));
      // And the fresh token is the one later responses reuse.
      expect((await me(body.access_token.token)).json<{ user: { centrifugo_token: string } }>().user.centrifugo_token).toBe(body.user.centrifugo_token);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a cookie or with an unknown one is 401 and clears the cookie', async () => {
    const none = await inject({ method: 'GET', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
    const unknown = await refresh(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<ErrorBody>().code).toBe('session_expired');
    const cleared = unknown.cookies.find((c) => c.name === 'refresh_token');
    expect(cleared?.value).toBe('');
    expect(unknown.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: '', path: '/' });
  });

  it('tolerates a second use within the grace window, but later reuse revokes the whole session', async () => {
    const player = await registerPlayer(app);
    const first = await refresh(player.cookie);
    expect(first.statusCode).toBe(200);
    const newCookie = refreshCookieOf(first)!;
    const newAccess = first.json<AuthResponse>().access_token.token;

    // Two tabs refreshing at once: the same old cookie within 10 s still works, and gets the same successor.
    const race = await refresh(player.cookie);
    expect(race.statusCode).toBe(200);
    const raceCookie = refreshCookieOf(race)!;
    expect(raceCookie).toBe(newCookie);

    // 11 s later the old cookie is reuse of a rotated token: treat as stolen.
    await app.ctx.db.execute(sql`UPDATE refresh_tokens SET used_at = used_at - interval '11 seconds' WHERE user_id = ${player.id} AND used_at IS NOT NULL`);
    const reuse = await refresh(player.cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json<ErrorBody>()).toEqual({ error: ru('session_expired'), code: 'session_expired' });

    // Every token of the session is dead: the original and the rotated access tokens, and the rotated cookies.
    for (const token of [player.token, newAccess]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorBody>().code).toBe('session_expired');
    }
    expect((await refresh(newCookie)).statusCode).toBe(401);
    expect((await refresh(raceCookie)).statusCode).toBe(401);

    // Other sessions of the same player are unaffected.
    const again = await login({ login: player.login, password: 'secret123' });
    expect(again.statusCode).toBe(200);
    expect((await me(again.json<AuthResponse>().access_token.token)).statusCode).toBe(200);
  });

  it('20 replays within the grace window, one after another and at once, leave one live successor (issue 20 item 4)', async () => {
    const player = await registerPlayer(app);
    const sequential = [];
    for (let i = 0; i < 10; i += 1) sequential.push(await refresh(player.cookie));
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => refresh(player.cookie)));
    const answers = [...sequential, ...concurrent];
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(answers.map((a) => refreshCookieOf(a)));
    expect(successors.size).toBe(1);
    // The token family holds the original (used) and that one successor: nothing else was minted.
    const [family] = rowsOf<{ live: number; total: number }>(
      await app.ctx.db.execute(sql`SELECT count(*) FILTER (WHERE used_at IS NULL AND revoked_at IS NULL)::int AS live, count(*)::int AS total FROM refresh_tokens WHERE user_id = ${player.id}`),
    );
    expect(family).toEqual({ live: 1, total: 2 });
    // The successor rotates on as usual.
    const next = await refresh([...successors][0]!);
    expect(next.statusCode).toBe(200);
    expect(refreshCookieOf(next)).not.toBe([...successors][0]);
  });

  it('refuses an expired refresh token', async () => {
    const player = await registerPlayer(app);
    await app.ctx.db.execute(sql`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${player.id}`);
    expect((await refresh(player.cookie)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('with the access token revokes the session on the server', async () => {
    const player = await registerPlayer(app);
    const other = await login({ login: player.login, password: 'secret123' });
    const otherToken = other.json<AuthResponse>().access_token.token;
    const response = await inject({ method: 'POST', url: '/api/auth/logout', headers: player.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: '', path: '/' });
    // The still-unexpired JWT no longer works, nor does the session's refresh cookie.
    const after = await me(player.token);
    expect(after.statusCode).toBe(401);
    expect(after.json<ErrorBody>().code).toBe('session_expired');
    expect((await refresh(player.cookie)).statusCode).toBe(401);
    // Only that session ends.
    expect((await me(otherToken)).statusCode).toBe(200);
  });

  it('with the refresh cookie alone requires the XSRF header', async () => {
    const player = await registerPlayer(app);
    const xsrf = randomBytes(18).toString('base64url');
    const url = '/api/auth/logout';

    const noHeader = await inject({ method: 'POST', url, cookies: { refresh_token: player.cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json<ErrorBody>()).toEqual({ error: ru('xsrf_mismatch'), code: 'xsrf_mismatch' });

    const cookieOnly = await inject({ method: 'POST', url, cookies: { refresh_token: player.cookie, 'XSRF-TOKEN': xsrf } });
    expect(cookieOnly.statusCode).toBe(403);

    const mismatch = await inject({ method: 'POST', url, cookies: { refresh_token: player.cookie, 'XSRF-TOKEN': xsrf }, headers: { 'x-xsrf-token': `${xsrf}x` } });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json<ErrorBody>().code).toBe('xsrf_mismatch');

    const headerOnly = await inject({ method: 'POST', url, cookies: { refresh_token: player.cookie }, headers: { 'x-xsrf-token': xsrf } });
    expect(headerOnly.statusCode).toBe(403);

    // None of the refused attempts logged the player out.
    expect((await me(player.token)).statusCode).toBe(200);

    const ok = await inject({ method: 'POST', url, cookies: { refresh_token: player.cookie, 'XSRF-TOKEN': xsrf }, headers: { 'x-xsrf-token': xsrf } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await me(player.token)).statusCode).toBe(401);
    expect((await refresh(player.cookie)).statusCode).toBe(401);
  });

  it('hands out an XSRF cookie readable by scripts with the session answers', async () => {
    const response = await inject({ method: 'GET', url: '/api/auth/refresh' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    // …and not with every other answer (a bet or a health check sets no cookie).
    expect((await inject({ method: 'GET', url: '/api/health' })).cookies).toEqual([]);
    expect(cookie?.value).toMatch(/^[\w-]{16,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });
});

describe('blocked account', () => {
  it('cannot log in, refresh or act with an existing token', async () => {
    const player = await registerPlayer(app);
    await app.ctx.db.execute(sql`UPDATE users SET blocked_at = now() WHERE id = ${player.id}`);

    const signIn = await login({ login: player.login, password: 'secret123' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<ErrorBody>()).toEqual({ error: ru('account_blocked'), code: 'account_blocked' });
    expect(refreshCookieOf(signIn)).toBeUndefined();
    // A wrong password still reveals nothing about the block.
    const wrong = await login({ login: player.login, password: 'secret999' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().code).toBe('invalid_credentials');

    const renewed = await refresh(player.cookie);
    expect(renewed.statusCode).toBe(403);
    expect(renewed.json<ErrorBody>().code).toBe('account_blocked');

    const current = await me(player.token);
    expect(current.statusCode).toBe(403);
    expect(current.json<ErrorBody>()).toEqual({ error: ru('account_blocked'), code: 'account_blocked' });

    const bet = await inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: { amount: 100, chance: 50, side: 'less' } });
    expect(bet.statusCode).toBe(403);
    expect(bet.json<ErrorBody>().code).toBe('account_blocked');
    const demo = await inject({ method: 'POST', url: '/api/demo/add', headers: player.auth });
    expect(demo.statusCode).toBe(403);
    const bets = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${player.id}`));
    expect(Number(bets[0]?.n)).toBe(0);

    // Unblocked, the same token works again (the session was never revoked).
    await app.ctx.db.execute(sql`UPDATE users SET blocked_at = NULL WHERE id = ${player.id}`);
    expect((await me(player.token)).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // A second app on the same database, with a tiny budget.
    limited = await createTestApp({ database: { handle: app.database, drop: async () => undefined }, env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  // Counters are per client address and, with Redis, shared by every app on it (and kept for a
  // minute across runs): each test plays from its own random address.
  const randomIp = () => `10.${[0, 0, 0].map(() => (randomBytes(1)[0]! % 250) + 1).join('.')}`;
  const from = (remoteAddress: string, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  async function newPlayer(): Promise<string> {
    const name = uniqueLogin('rl');
    const created = await from(randomIp(), '/api/auth/register', { login: name, password: PASSWORD, password_confirmation: PASSWORD, agree: true });
    expect(created.statusCode).toBe(200);
    return name;
  }

  it('lets 3 logins a minute through and answers the 4th with a localised 429', async () => {
    const name = await newPlayer();
    const ip = randomIp();
    const attempt = (password: string, headers: Record<string, string> = {}) => from(ip, '/api/auth/login', { login: name, password }, headers);
    expect((await attempt('wrong1234')).statusCode).toBe(422);
    expect((await attempt('wrong1234')).statusCode).toBe(422);
    expect((await attempt('secret123')).statusCode).toBe(200);

    const fourth = await attempt('secret123');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<ErrorBody>()).toEqual({ error: ru('rate_limited'), code: 'rate_limited' });
    expect(refreshCookieOf(fourth)).toBeUndefined();
    const fifth = await attempt('secret123', { 'accept-language': 'en' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json<ErrorBody>()).toEqual({ error: en('rate_limited'), code: 'rate_limited' });

    // Another client has its own budget.
    expect((await from(randomIp(), '/api/auth/login', { login: name, password: 'secret123' })).statusCode).toBe(200);
  });

  it('cannot be dodged with a forged X-Forwarded-For header', async () => {
    const name = await newPlayer();
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await from(ip, '/api/auth/login', { login: name, password: 'wrong1234' }, { 'x-forwarded-for': randomIp() });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });

  it('behind a trusted load balancer (TRUST_PROXY) counts the address it saw, not what the client wrote', async () => {
    const balancer = randomIp();
    const proxied = await createTestApp({ database: { handle: app.database, drop: async () => undefined }, env: { AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: balancer } });
    try {
      const name = await newPlayer();
      const client = randomIp();
      const attempt = (forwarded: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: name, password: 'wrong1234' }, headers: { 'x-forwarded-for': forwarded }, remoteAddress: balancer });
      const statuses: number[] = [];
      // The client forges a first hop each time; the balancer appends the real address.
      for (let i = 0; i < 4; i++) statuses.push((await attempt(`${randomIp()}, ${client}`)).statusCode);
      expect(statuses).toEqual([422, 422, 422, 429]);
      // Another client behind the same balancer keeps its own budget.
      expect((await attempt(randomIp())).statusCode).toBe(422);
    } finally {
      await proxied.close();
    }
  });

  it('limits registration too', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await from(ip, '/api/auth/register', { login: uniqueLogin('rl'), password: PASSWORD, password_confirmation: PASSWORD, agree: true });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
