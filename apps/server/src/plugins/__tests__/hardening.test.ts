import net from 'node:net';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@azart/contracts';
import { createTestApp, registerPlayer, type Player, type TestApp } from '../../test/harness.ts';

/**
 * Issue 9 (outside review): input anyone can send must get a clean 4xx in the
 * `{error, code}` shape and the request's language, never a 500; slow or
 * greedy clients cannot hold connections; tokens and cookies are checked
 * strictly; security headers agree with each other.
 */

const SECRET = 'test-secret-test-secret-test-secret-42';
let app: TestApp;
let player: Player;

beforeAll(async () => {
  app = await createTestApp({ listen: true, env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000', MAX_CONNECTIONS_PER_IP: '8' } });
  player = await registerPlayer(app);
});
afterAll(async () => {
  await app?.close();
});

/** Sends raw bytes and resolves with everything the server wrote before closing (or after `waitMs`). */
function raw(bytes: string | Buffer[], options: { waitMs?: number; gapMs?: number } = {}): Promise<{ text: string; closed: boolean; elapsedMs: number }> {
  const { port } = new URL(app.url!);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let text = '';
    let closed = false;
    const timer = setTimeout(() => finish(), options.waitMs ?? 5000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, elapsedMs: Date.now() - started });
    };
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', async () => {
      if (typeof bytes === 'string') return void socket.write(bytes);
      for (const part of bytes) {
        if (socket.destroyed) return;
        socket.write(part);
        await new Promise((r) => setTimeout(r, options.gapMs ?? 0));
      }
    });
  });
}

function statusAndBody(text: string): { status: number; body: { error?: unknown; code?: string } } {
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  return { status, body: body ? (JSON.parse(body) as { error?: unknown; code?: string }) : {} };
}

describe('input anyone can send', () => {
  it.each([
    ['login', '/api/auth/login', { login: 'ab\u0000c', password: 'secret123' }, 'login'],
    ['login password', '/api/auth/login', { login: 'someone', password: 'sec\u0000ret123' }, 'password'],
    ['registration password', '/api/auth/register', { login: 'nulpass', password: 'secret\u0000123', password_confirmation: 'secret\u0000123', agree: true }, 'password'],
  ])('refuses a NUL character in the %s with a localised 422', async (_name, url, payload, field) => {
    for (const [language, locale] of [['ru', 'ru'], ['en-GB', 'en']] as const) {
      const response = await app.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { [field]: [MESSAGES.text_invalid_characters[locale]] }, code: 'validation_failed' });
    }
  });

  it('a signed token whose session id is not a UUID is a 401, not a 500', async () => {
    const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 });
    const token = sign({ sub: String(player.id), sid: "x' OR 1=1 --", typ: 'access' });
    for (const [method, url] of [['GET', '/api/auth/me'], ['GET', '/api/bets/my'], ['GET', '/api/fairness'], ['POST', '/api/demo/enable'], ['POST', '/api/games/dice/bet'], ['GET', '/api/games/mines/current']] as const) {
      const response = await app.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(method === 'POST' ? { payload: { amount: 100, chance: 50, side: 'less' } } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('session_expired');
    }
  });

  it('a correctly signed token without an expiry is refused', async () => {
    const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
    const me = await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${sign({ sub: String(player.id), sid: '3f0c7f4e-8e3a-4c59-9d2b-0d6f4a1b2c3d', typ: 'access' })}` } });
    expect(me.statusCode).toBe(401);
  });

  it('authentication comes before body validation: an anonymous POST with a bad body is a 401', async () => {
    for (const url of ['/api/games/dice/bet', '/api/demo/set', '/api/games/mines/start', '/api/fairness/rotate']) {
      const response = await app.app.inject({ method: 'POST', url, payload: { amount: 'lots' } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
  });

  it('formats money in the message in the request language', async () => {
    const bet = (language: string) => app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: { ...player.auth, 'accept-language': language }, payload: { amount: 1, chance: 50, side: 'less' } });
    const en = (await bet('en')).json<{ error: Record<string, string[]> }>().error.amount?.[0];
    const ru = (await bet('ru')).json<{ error: Record<string, string[]> }>().error.amount?.[0];
    expect(en).toMatch(/^The minimum bet is \d[\d ]*\.\d\d$/);
    expect(ru).toMatch(/^Минимальная ставка — \d[\d ]*,\d\d$/);
  });
});

describe('HTTP parser errors', () => {
  it('a malformed chunked body is a 400 in the {error, code} shape and the request language', async () => {
    const { text, closed } = await raw(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    const { status, body } = statusAndBody(text);
    expect(status).toBe(400);
    expect(body).toEqual({ error: MESSAGES.bad_request.en, code: 'bad_request' });
    expect(closed).toBe(true);
  });

  it('headers that are too large are a 431 in Russian by default', async () => {
    const { text } = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    const { status, body } = statusAndBody(text);
    expect(status).toBe(431);
    expect(body).toEqual({ error: MESSAGES.headers_too_large.ru, code: 'headers_too_large' });
  });

  it('a URL Fastify cannot decode is a 400 in our shape', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/bets/%E0%A4%A', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES.bad_request.en, code: 'bad_request' });
  });
});

describe('slow and greedy clients', () => {
  it('a body trickling in is cut off with a 408 once the request timeout passes', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const drip = Array.from({ length: 20 }, () => Buffer.from(' '));
    const { text, closed, elapsedMs } = await raw([Buffer.from(head), ...drip], { gapMs: 400, waitMs: 10_000 });
    expect(closed).toBe(true);
    // requestTimeout is 1.5 s here; Node checks it on a timer, so allow its check interval on top.
    expect(elapsedMs).toBeLessThan(6_000);
    expect(statusAndBody(text)).toMatchObject({ status: 408, body: { code: 'request_timeout' } });
  });

  it('headers that never finish are cut off', async () => {
    const { closed, elapsedMs } = await raw([Buffer.from('GET /api/health HTTP/1.1\r\n'), ...Array.from({ length: 20 }, () => Buffer.from('X-A: b\r\n'))], { gapMs: 400, waitMs: 10_000 });
    expect(closed).toBe(true);
    expect(elapsedMs).toBeLessThan(6_000);
  });

  it('one address cannot hold more than MAX_CONNECTIONS_PER_IP connections', async () => {
    const { port } = new URL(app.url!);
    const sockets: net.Socket[] = [];
    const states = await Promise.all(
      Array.from({ length: 12 }, () =>
        new Promise<'open' | 'closed'>((resolve) => {
          const socket = net.connect(Number(port), '127.0.0.1');
          sockets.push(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => resolve('closed'));
          setTimeout(() => resolve('open'), 500);
        }),
      ),
    );
    try {
      expect(states.filter((s) => s === 'open').length).toBe(8);
      expect(states.filter((s) => s === 'closed').length).toBe(4);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    // Once they are gone the address may connect again.
    await new Promise((r) => setTimeout(r, 100));
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
  });
});

describe('XSRF and security headers', () => {
  it('a garbage Authorization header does not excuse a cookie-authenticated call from the XSRF check', async () => {
    for (const authorization of ['garbage', 'Bearer not.a.token', 'Basic dXNlcjpwYXNz']) {
      const response = await app.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization }, cookies: { refresh_token: player.cookie, 'XSRF-TOKEN': 'abc' } });
      expect(response.statusCode, authorization).toBe(403);
      expect(response.json().code).toBe('xsrf_mismatch');
    }
    // A valid access token does.
    const ok = await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth, cookies: { refresh_token: player.cookie } });
    expect(ok.statusCode).toBe(200);
  });

  it('HSTS only over HTTPS (here: X-Forwarded-Proto from a trusted proxy)', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const plain = await proxied.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const https = await proxied.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      // An untrusted client cannot claim HTTPS.
      const forged = await proxied.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('compresses larger answers for clients that accept it', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});
