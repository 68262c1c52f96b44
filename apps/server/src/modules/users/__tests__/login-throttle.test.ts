import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@azart/contracts';
import { createTestApp, registerPlayer, uniqueLogin, type TestApp } from '../../../test/harness.ts';
import { FREE_ATTEMPTS } from '../login-throttle.ts';

/**
 * Issue 9 item 5: sign-in guessing is throttled per account, not only per
 * address, without locking the owner out of a browser they have signed in
 * from before (decision 009); refreshes do not use up the sign-in budget.
 */

let app: TestApp;
beforeAll(async () => {
  // Waits of a minute and more once the free attempts are used: none runs out while a test runs, however slow the
  // machine, so every count below is exact (with the default first wait of 1 s, some would run out mid-test).
  app = await createTestApp({ env: { LOGIN_THROTTLE_FIRST_DELAY_S: '60' } });
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'secret123';
const randomIp = () => `10.${[0, 0, 0].map(() => (randomBytes(1)[0]! % 250) + 1).join('.')}`;
type Attempt = { statusCode: number; json(): { code: string; error: unknown }; headers: Record<string, unknown>; cookies: { name: string; value: string }[] };
const signIn = (login: string, password: string, options: { ip?: string; device?: string; language?: string } = {}): Promise<Attempt> =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password },
    remoteAddress: options.ip ?? randomIp(),
    cookies: options.device ? { device: options.device } : {},
    headers: options.language ? { 'accept-language': options.language } : {},
  });
const deviceCookieOf = (response: Attempt) => response.cookies.find((c) => c.name === 'device')?.value;

describe('per-account sign-in throttling', () => {
  it('checks only a handful of 100 guesses from five addresses, then says how long to wait', async () => {
    const owner = await registerPlayer(app);
    const addresses = Array.from({ length: 5 }, randomIp);
    const results: Attempt[] = [];
    // Ten waves of ten parallel guesses, spread over the five addresses.
    for (let wave = 0; wave < 10; wave++) {
      results.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(owner.login, `wrong${wave}x${i}`, { ip: addresses[i % 5] })))));
    }
    const checked = results.filter((r) => r.statusCode === 422);
    const throttled = results.filter((r) => r.statusCode === 429);
    expect(checked.length + throttled.length).toBe(100);
    for (const r of checked) expect(r.json().code).toBe('invalid_credentials');
    // The free attempts and the one that started the first wait.
    expect(checked.length).toBe(FREE_ATTEMPTS + 1);
    for (const r of throttled) {
      expect(r.json().code).toBe('login_throttled');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(50);
    }

    // Even the right password waits its turn from a browser the owner never used…
    const fresh = await signIn(owner.login, PASSWORD, { language: 'en' });
    expect(fresh.statusCode).toBe(429);
    const seconds = Number(fresh.headers['retry-after']);
    expect(fresh.json()).toEqual({ error: MESSAGES.login_throttled.en.replace('{seconds}', String(seconds)), code: 'login_throttled' });
    expect(deviceCookieOf(fresh)).toBeUndefined();
  });

  it('does not lock the owner out of a browser that signed in before', async () => {
    const login = uniqueLogin('own');
    const owner = await registerPlayer(app, login);
    const earlier = await signIn(owner.login, PASSWORD);
    expect(earlier.statusCode).toBe(200);
    const device = deviceCookieOf(earlier);
    expect(device).toBeTruthy();

    for (let i = 0; i < 30; i++) await signIn(owner.login, `guess${i}x1`);
    expect((await signIn(owner.login, PASSWORD)).statusCode).toBe(429);

    // The owner's browser has its own budget, so the guessing did not lock it out.
    const own = await signIn(owner.login, PASSWORD, { device });
    expect(own.statusCode).toBe(200);
    expect(deviceCookieOf(own)?.split('.')[0]).toBe(device!.split('.')[0]);
  });

  it('a device cookie counts only for its account and cannot be forged', async () => {
    const alice = await registerPlayer(app);
    const bob = await registerPlayer(app);
    const aliceDevice = deviceCookieOf(await signIn(alice.login, PASSWORD))!;
    for (let i = 0; i < 30; i++) await signIn(bob.login, `guess${i}x1`);
    // Alice's cookie does not open Bob's account's budget…
    expect((await signIn(bob.login, PASSWORD, { device: aliceDevice })).statusCode).toBe(429);
    // …nor does a cookie with Bob's name and a made-up signature.
    const [id] = aliceDevice.split('.');
    const forged = `${id}.${Buffer.from(bob.login.toLowerCase()).toString('base64url')}.${'A'.repeat(43)}`;
    expect((await signIn(bob.login, PASSWORD, { device: forged })).statusCode).toBe(429);
  });

  it('a guessed device cookie is throttled too', async () => {
    const owner = await registerPlayer(app);
    const device = deviceCookieOf(await signIn(owner.login, PASSWORD))!;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(owner.login, `guess${i}x1`, { device })).statusCode);
    expect(statuses.slice(0, FREE_ATTEMPTS)).toEqual(Array(FREE_ATTEMPTS).fill(422));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - FREE_ATTEMPTS - 2);
  });

  it('a successful sign-in starts the count over', async () => {
    const owner = await registerPlayer(app);
    const ip = randomIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < FREE_ATTEMPTS - 1; i++) expect((await signIn(owner.login, `guess${i}x1`, { ip })).statusCode).toBe(422);
      expect((await signIn(owner.login, PASSWORD, { ip })).statusCode).toBe(200);
    }
  });

  it('throttles unknown logins the same way (the answer does not reveal which logins exist)', async () => {
    const ghost = uniqueLogin('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < FREE_ATTEMPTS + 3; i++) statuses.push((await signIn(ghost, `guess${i}x1`)).statusCode);
    expect(statuses.slice(0, FREE_ATTEMPTS)).toEqual(Array(FREE_ATTEMPTS).fill(422));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('refresh budget', () => {
  it('session refreshes from many tabs do not use up the sign-in budget', async () => {
    const limited = await createTestApp({ database: { handle: app.database, drop: async () => undefined }, env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const ip = randomIp();
      const login = uniqueLogin('tabs');
      const created = await limited.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: { login, password: PASSWORD, password_confirmation: PASSWORD, agree: true } });
      expect(created.statusCode).toBe(200);
      let cookie = created.cookies.find((c) => c.name === 'refresh_token')!.value;
      // Twenty page loads in a minute, each refreshing the session.
      for (let i = 0; i < 20; i++) {
        const refreshed = await limited.app.inject({ method: 'GET', url: '/api/auth/refresh', remoteAddress: ip, cookies: { refresh_token: cookie } });
        expect(refreshed.statusCode, `refresh ${i + 1}`).toBe(200);
        cookie = refreshed.cookies.find((c) => c.name === 'refresh_token')!.value;
      }
      // Refreshes have a budget of their own: sign-ins from the same address still go through.
      const signInFromTab = () => limited.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { login, password: PASSWORD } });
      expect((await signInFromTab()).statusCode).toBe(200);
      expect((await signInFromTab()).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
