import type { InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { MESSAGES, SESSION_COOKIE, type AuthResponse, type SessionList, type TotpRecoveryCodes, type TotpSetup, type TotpStatus } from '@azart/contracts';
import { createTestApp, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { deviceName } from '../device-name.ts';
import { createAccount } from '../service.ts';

/**
 * The profile's account security over HTTP (issue 23 item 1): the password
 * change ends the other sessions and keeps this one, the list of sessions and
 * ending them, and two-factor sign-in with TOTP, asked at sign-in, for a
 * password change and for a withdrawal.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'secret123';
const NEW_PASSWORD = 'better456';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const inject = (options: InjectOptions) => app.app.inject(options);
const refreshWith = (cookie: string) => inject({ method: 'GET', url: '/api/auth/refresh', cookies: { refresh_token: cookie } });
const login = (who: { login: string }, password: string, extra: Record<string, unknown> = {}, userAgent = FIREFOX_WINDOWS) =>
  inject({ method: 'POST', url: '/api/auth/login', payload: { login: who.login, password, ...extra }, headers: { 'user-agent': userAgent } });
const changePassword = (who: Player, payload: Record<string, unknown>, lang = 'ru') =>
  inject({ method: 'POST', url: '/api/auth/password', headers: { ...who.auth, 'accept-language': lang }, payload });
const sessions = (who: Player) => inject({ method: 'GET', url: '/api/auth/sessions', headers: { ...who.auth, 'accept-language': 'en' } });

/** A second session of the same player, as another browser would open it. */
async function signInAgain(who: Player, userAgent = CHROME_ANDROID): Promise<Player> {
  const response = await login(who, PASSWORD, {}, userAgent);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<AuthResponse>();
  return { ...who, token: body.access_token.token, cookie: response.cookies.find((c) => c.name === 'refresh_token')!.value, auth: { authorization: `Bearer ${body.access_token.token}` } };
}

describe('password change', () => {
  it('ends every other session (refresh and access) and keeps the current one', async () => {
    const here = await registerPlayer(app);
    const elsewhere = await signInAgain(here);
    const response = await changePassword(here, { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);

    expect((await refreshWith(elsewhere.cookie)).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: elsewhere.auth })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: here.auth })).statusCode).toBe(200);
    expect((await refreshWith(here.cookie)).statusCode).toBe(200);
    // The new password signs in, the old one no longer does.
    expect((await login(here, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(here, PASSWORD)).statusCode).toBe(422);
  });

  it('refuses a wrong current password with a localised 422 and changes nothing', async () => {
    const here = await registerPlayer(app);
    const elsewhere = await signInAgain(here);
    const [before] = rowsOf<{ password_hash: string }>(await app.ctx.db.execute(sql`SELECT password_hash FROM users WHERE id = ${here.id}`));
    for (const lang of ['ru', 'en'] as const) {
      const response = await changePassword(here, { old_password: 'wrong-password-1', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, lang);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { old_password: [MESSAGES.old_password_wrong[lang]] }, code: 'old_password_wrong' });
    }
    const [after] = rowsOf<{ password_hash: string }>(await app.ctx.db.execute(sql`SELECT password_hash FROM users WHERE id = ${here.id}`));
    expect(after!.password_hash).toBe(before!.password_hash);
    expect((await refreshWith(elsewhere.cookie)).statusCode).toBe(200);
  });

  it('applies the registration rules to the new password', async () => {
    const here = await registerPlayer(app);
    const weak = await changePassword(here, { old_password: PASSWORD, password: 'short1', password_confirmation: 'short1' }, 'en');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error).toEqual({ password: [MESSAGES.password_too_short.en] });
    const mismatch = await changePassword(here, { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` });
    expect(mismatch.json().error).toEqual({ password_confirmation: [MESSAGES.password_mismatch.ru] });
    const asLogin = await changePassword(here, { old_password: PASSWORD, password: `${here.login}`, password_confirmation: `${here.login}` });
    expect(asLogin.statusCode).toBe(422);
    expect(asLogin.json().code).toBe('password_is_login');
    expect((await changePassword({ ...here, auth: { authorization: 'Bearer nope' } }, { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(401);
  });
});

describe('a password for an account a social sign-in made', () => {
  const status = (who: { auth: Record<string, string> }) => inject({ method: 'GET', url: '/api/auth/password', headers: who.auth });

  it('sets its first password without a current one, then asks for the current one like any account', async () => {
    // As the social sign-in makes an account: no password of the player's own (the hash of a random secret).
    const made = await createAccount(app.ctx, { login: `soc${Date.now().toString(36)}` });
    const player = { id: made.userId, login: made.body.user.login, token: made.body.access_token.token, cookie: made.refreshToken, auth: { authorization: `Bearer ${made.body.access_token.token}` } } satisfies Player;
    expect((await status(player)).json()).toEqual({ passwordSet: false });
    expect((await login(player, NEW_PASSWORD)).statusCode).toBe(422);

    const set = await changePassword(player, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
    expect((await status(player)).json()).toEqual({ passwordSet: true });
    expect((await login(player, NEW_PASSWORD)).statusCode).toBe(200);

    // From now on the current password is asked for, in the player's language, and nothing changes without it.
    for (const lang of ['ru', 'en'] as const) {
      const again = await changePassword(player, { password: PASSWORD, password_confirmation: PASSWORD }, lang);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ error: { old_password: [MESSAGES.password_required[lang]] }, code: 'password_required' });
    }
    expect((await login(player, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('reports a registered account\'s password as set and refuses a change without the current one', async () => {
    const here = await registerPlayer(app);
    expect((await status(here)).json()).toEqual({ passwordSet: true });
    const response = await changePassword(here, { old_password: '', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('password_required');
    expect((await login(here, PASSWORD)).statusCode).toBe(200);
    expect((await status({ auth: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists the open sessions with device, address and last activity, the current one first', async () => {
    const here = await registerPlayer(app);
    await signInAgain(here, CHROME_ANDROID);
    const response = await sessions(here);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<SessionList>();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ current: true });
    expect(items[1]).toMatchObject({ current: false, device: 'Chrome on Android', ip: '127.0.0.1' });
    expect(Date.parse(items[1]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends one of its own sessions; another player\'s is a 404', async () => {
    const here = await registerPlayer(app);
    const elsewhere = await signInAgain(here);
    const stranger = await registerPlayer(app);
    const otherId = (await sessions(elsewhere)).json<SessionList>().items.find((s) => s.current)!.id;

    expect((await inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await refreshWith(elsewhere.cookie)).statusCode).toBe(200);

    const ended = await inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}`, headers: here.auth });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: elsewhere.auth })).statusCode).toBe(401);
    expect((await sessions(here)).json<SessionList>().items.map((s) => s.current)).toEqual([true]);
    // Once ended it is gone for its owner too.
    expect((await inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}`, headers: here.auth })).statusCode).toBe(404);
  });

  it('logs out everywhere, this session included, and clears the cookies as a logout does', async () => {
    const here = await registerPlayer(app);
    const elsewhere = await signInAgain(here);
    const response = await inject({ method: 'POST', url: '/api/auth/logout-all', headers: here.auth });
    expect(response.statusCode).toBe(200);
    for (const name of ['refresh_token', SESSION_COOKIE]) expect(response.cookies.find((c) => c.name === name)?.value).toBe('');
    for (const who of [here, elsewhere]) {
      expect((await refreshWith(who.cookie)).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: who.auth })).statusCode).toBe(401);
    }
  });

  it('names devices in both languages', () => {
    expect(deviceName(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(deviceName(FIREFOX_WINDOWS, 'ru')).toBe('Firefox на Windows');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceName(undefined, 'ru')).toBe('Неизвестное устройство');
  });
});

describe('the API document', () => {
  it('lists every new route with its answer schema, so the fuzz suite reaches them; a malformed session id is a 4xx', async () => {
    const doc = (await inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }>();
    const routes: [string, string][] = [
      ['/api/auth/password', 'get'], ['/api/auth/password', 'post'], ['/api/auth/sessions', 'get'], ['/api/auth/sessions/{id}', 'delete'], ['/api/auth/logout-all', 'post'],
      ['/api/auth/2fa', 'get'], ['/api/auth/2fa/setup', 'post'], ['/api/auth/2fa/confirm', 'post'], ['/api/auth/2fa/disable', 'post'],
    ];
    for (const [path, method] of routes) expect(doc.paths[path]?.[method]?.responses?.['200'], `${method} ${path}`).toBeDefined();
    const here = await registerPlayer(app);
    for (const id of ['nope', '%00', crypto.randomUUID()]) {
      const response = await inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: here.auth });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
  });
});

describe('two-factor sign-in', () => {
  /** Time stands still at the start of a 30 s step, so each code is known; `nextStep` moves to the following one. */
  function freezeTime() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 30_000) * 30_000 + 1_000);
  }
  const nextStep = () => vi.setSystemTime(Date.now() + 30_000);
  const codeOf = (setup: TotpSetup) => new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();

  async function enrol(who: Player): Promise<{ setup: TotpSetup; recoveryCodes: string[] }> {
    const started = await inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: who.auth });
    expect(started.statusCode, started.body).toBe(200);
    const setup = started.json<TotpSetup>();
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    const wrong = await inject({ method: 'POST', url: '/api/auth/2fa/confirm', headers: who.auth, payload: { code: '000000' === codeOf(setup) ? '111111' : '000000' } });
    expect(wrong.json().code).toBe('totp_invalid');
    const confirmed = await inject({ method: 'POST', url: '/api/auth/2fa/confirm', headers: who.auth, payload: { code: codeOf(setup) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<TotpRecoveryCodes>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    nextStep();
    return { setup, recoveryCodes };
  }

  it('enrols with a QR code, then asks for a code at sign-in; a recovery code works once; a wrong code is refused', async () => {
    freezeTime();
    const here = await registerPlayer(app);
    const { setup, recoveryCodes } = await enrol(here);
    // The secret is kept sealed, never in the clear, and never returned again.
    const stored = rowsOf<{ secret_sealed: string }>(await app.ctx.db.execute(sql`SELECT secret_sealed FROM totp_factors WHERE user_id = ${here.id}`));
    expect(stored[0]!.secret_sealed).not.toContain(setup.secret);
    const status = await inject({ method: 'GET', url: '/api/auth/2fa', headers: here.auth });
    expect(status.json<TotpStatus>()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(setup.secret);
    expect((await inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: here.auth })).statusCode).toBe(409);

    const asked = await login(here, PASSWORD, {}, CHROME_ANDROID);
    expect(asked.statusCode).toBe(422);
    expect(asked.json().code).toBe('totp_required');
    expect(asked.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    const wrongPassword = await login(here, 'wrong-password-1', { totp_code: codeOf(setup) });
    expect(wrongPassword.json().code).toBe('invalid_credentials');
    const wrongCode = await login(here, PASSWORD, { totp_code: codeOf(setup) === '123456' ? '654321' : '123456' });
    expect(wrongCode.json().code).toBe('totp_invalid');

    const code = codeOf(setup);
    const signedIn = await login(here, PASSWORD, { totp_code: code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The same code twice is refused: it may have been seen over a shoulder.
    expect((await login(here, PASSWORD, { totp_code: code })).json().code).toBe('totp_invalid');

    const recovery = recoveryCodes[0]!;
    expect((await login(here, PASSWORD, { totp_code: recovery.toLowerCase() })).statusCode).toBe(200);
    expect((await login(here, PASSWORD, { totp_code: recovery })).json().code).toBe('totp_invalid');
    expect((await inject({ method: 'GET', url: '/api/auth/2fa', headers: here.auth })).json<TotpStatus>().recoveryCodesLeft).toBe(9);

    // The password change needs a code too.
    nextStep();
    const withoutCode = await changePassword(here, { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(withoutCode.json().code).toBe('totp_required');
    const changed = await changePassword(here, { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, totp_code: codeOf(setup) });
    expect(changed.statusCode, changed.body).toBe(200);

    // Disabling takes a code; then sign-in is one step again.
    expect((await inject({ method: 'POST', url: '/api/auth/2fa/disable', headers: here.auth, payload: { code: '000000' === codeOf(setup) ? '111111' : '000000' } })).statusCode).toBe(422);
    expect((await inject({ method: 'POST', url: '/api/auth/2fa/disable', headers: here.auth, payload: { code: recoveryCodes[1] } })).statusCode).toBe(200);
    expect((await login(here, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for a current code before a withdrawal', async () => {
    freezeTime();
    const here = await registerPlayer(app);
    const { setup } = await enrol(here);
    const withdraw = (extra: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/payments/withdrawals', headers: { ...here.auth, 'idempotency-key': crypto.randomUUID() }, payload: { method: 'wallet', amount: 50_000, wallet: '41001234567890', ...extra } });
    expect((await withdraw({})).json().code).toBe('totp_required');
    expect((await withdraw({ totp_code: codeOf(setup) === '123456' ? '654321' : '123456' })).json().code).toBe('totp_invalid');
    // With the code the request goes on to the cashier's own rules (this player has never deposited).
    const passed = await withdraw({ totp_code: codeOf(setup) });
    expect(passed.json().code).toBe('withdraw_method_not_deposited');
  });
});
