import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, userResponseSchema, userSchema, type AuthResponse, type User } from '@azart/contracts';
import { buildApp, type App } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, createTestDatabase, registerPlayer, type TestApp, type TestDatabase } from '../../test/harness.ts';

/**
 * The HTTP frame (issue 2 item 2, spec §8): error shapes and languages for
 * framework failures, system endpoints, the OpenAPI document, security
 * headers, response schemas as a filter, and the public verify endpoint's
 * refusal of bad input without ever answering 500.
 */

type ErrorBody = { error: string | Record<string, string[]>; code: string };

let database: TestDatabase;
let app: TestApp;
/** A second app on the same database with one extra route whose handler returns more than its schema allows. */
let leaky: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ database });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    DATA_DIR: '/tmp/azart-test-unused',
    ROUND_GAMES: '',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  leaky = await buildApp(config, { database: database.handle });
  leaky.app.get('/api/test/leaky-user', { schema: { response: { 200: userResponseSchema } } }, async () => ({
    user: { ...sampleUser, password_hash: '$argon2id$v=19$secret', blocked_at: null, session: 'x' },
    internal: 'not in the schema',
  }));
  await leaky.app.ready();
});
afterAll(async () => {
  await leaky?.app.close();
  await app?.close();
  await database?.drop();
});

const sampleUser: User = { id: 1, login: 'sample', money: 0, bonusMoney: 0, demoMoney: 0, depositPoints: 0, demo: false, bonusPlay: false, scope: ['player'], centrifugo_token: 't', createdAt: new Date(0).toISOString() };
const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

describe('errors of the frame', () => {
  it('an unknown /api route is a localised JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/auth/nope'], ['DELETE', '/api/health'], ['GET', '/api/bets/1/extra']] as const) {
      const response = await app.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<ErrorBody>()).toEqual({ error: MESSAGES.not_found.ru, code: 'not_found' });
    }
    expect((await get('/api/nope', { 'accept-language': 'en' })).json<ErrorBody>()).toEqual({ error: MESSAGES.not_found.en, code: 'not_found' });
  });

  it('malformed JSON is 400 bad_json, in the request language', async () => {
    const bad = (payload: string, headers: Record<string, string> = {}) =>
      app.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json', ...headers } });
    for (const payload of ['{"login": "a", ', 'not json', '{"login":}']) {
      const response = await bad(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toEqual({ error: MESSAGES.bad_json.ru, code: 'bad_json' });
    }
    expect((await bad('{', { 'accept-language': 'en' })).json<ErrorBody>()).toEqual({ error: MESSAGES.bad_json.en, code: 'bad_json' });
  });

  it('a body of the wrong type is a 4xx with our error shape', async () => {
    const response = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: 'login=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<ErrorBody>();
    expect(typeof body.code).toBe('string');
    expect(body.error).toBeTruthy();
  });

  it('a too large body is refused without a 500', async () => {
    const response = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: JSON.stringify({ login: 'a'.repeat(1_100_000), password: 'b' }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>()).toEqual({ error: MESSAGES.payload_too_large.ru, code: 'payload_too_large' });
  });
});

describe('system endpoints', () => {
  it('GET /api/health reports ok and the database kind', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      redis: Boolean(process.env.REDIS_URL),
      checks: { db: 'up', redis: process.env.REDIS_URL ? 'up' : 'off' },
      role: 'all',
      leading: expect.any(Array),
    });
  });

  it('GET /api/settings wraps public settings in response with DOMAIN', async () => {
    const response = await get('/api/settings');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ response: Record<string, unknown> }>();
    expect(body.response.DOMAIN).toBe('localhost');
    expect(Object.keys(body)).toEqual(['response']);
  });

  it('GET /version.json gives the build time as a number and is not cached', async () => {
    const response = await get('/version.json');
    expect(response.statusCode).toBe(200);
    const { buildAt } = response.json<{ buildAt: number }>();
    expect(Number.isSafeInteger(buildAt)).toBe(true);
    expect(buildAt).toBe(app.ctx.config.buildAt);
    expect(buildAt).toBeGreaterThan(Date.UTC(2024, 0, 1));
    expect(buildAt).toBeLessThanOrEqual(Date.now());
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/openapi.json lists every contract path', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/auth/register', 'post'], ['/api/auth/login', 'post'], ['/api/auth/me', 'get'], ['/api/auth/refresh', 'get'], ['/api/auth/logout', 'post'],
      ['/api/demo/enable', 'post'], ['/api/demo/disable', 'post'], ['/api/demo/add', 'post'], ['/api/demo/set', 'post'],
      ['/api/fairness', 'get'], ['/api/fairness/rotate', 'post'], ['/api/fairness/verify', 'get'],
      ['/api/games/dice/bet', 'post'], ['/api/bets/my', 'get'], ['/api/bets/latest', 'get'], ['/api/bets/{id}', 'get'],
      ['/api/health', 'get'], ['/api/settings', 'get'], ['/version.json', 'get'],
      // Social sign-in (issue 23 item 2).
      ['/api/auth/social/{network}/start', 'post'], ['/api/auth/social/callback', 'post'], ['/api/auth/social/register', 'post'], ['/api/auth/social/verify', 'post'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    // Schemas come from the shared zod contracts: the register body names its fields.
    const register = doc.paths['/api/auth/register']?.post as { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } };
    expect(Object.keys(register.requestBody?.content?.['application/json']?.schema?.properties ?? {}).sort()).toEqual(['agree', 'login', 'password', 'password_confirmation', 'visitorId']);
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nope', '/version.json'])('are set on %s', async (url) => {
    const response = await get(url);
    const h = response.headers;
    expect(h['x-content-type-options']).toBe('nosniff');
    const csp = String(h['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Says what frame-ancestors 'none' says.
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBeDefined();
    // Plain HTTP: no HSTS (it only means something over HTTPS; see the hardening tests for that case).
    expect(h['strict-transport-security']).toBeUndefined();
    expect(h['cross-origin-opener-policy']).toBeDefined();
    expect(h['x-powered-by']).toBeUndefined();
  });
});

describe('response schemas', () => {
  it('strip fields a handler adds beyond the contract', async () => {
    const response = await leaky.app.inject({ method: 'GET', url: '/api/test/leaky-user' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('internal');
    expect(response.json()).toEqual({ user: sampleUser });
  });

  it('the real user object carries exactly the contract fields, never the password hash', async () => {
    const player = await registerPlayer(app);
    const responses = [
      await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth }),
      await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: player.login, password: 'secret123' } }),
      await app.app.inject({ method: 'POST', url: '/api/demo/enable', headers: player.auth }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/password|argon2|blocked|session/i);
      const { user } = response.json<Pick<AuthResponse, 'user'>>();
      expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    }
  });
});

describe('GET /api/fairness/verify', () => {
  const valid = { game: 'dice', serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: '0', chance: '50', side: 'less' };
  const verify = (query: Record<string, string | undefined>, headers: Record<string, string> = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    return get(`/api/fairness/verify?${params}`, headers);
  };

  it('answers a good query without an account', async () => {
    const response = await verify(valid);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ number: number; win: boolean; coefficient: number }>();
    expect(Object.keys(body).sort()).toEqual(['coefficient', 'number', 'win']);
    expect(Number.isInteger(body.number) && body.number >= 0 && body.number <= 999_999).toBe(true);
    expect(body.coefficient).toBeCloseTo(1.98, 2);
    expect(body.win).toBe(body.number < 500_000);
  });

  it.each<[string, Record<string, string | undefined>]>([
    ['missing side', { side: undefined }],
    ['unknown side', { side: 'middle' }],
    ['chance 0', { chance: '0' }],
    ['chance 95.01', { chance: '95.01' }],
    ['chance with three decimals', { chance: '50.001' }],
    ['chance not a number', { chance: 'half' }],
    ['missing chance', { chance: undefined }],
    ['nonce -1', { nonce: '-1' }],
    ['nonce 1.5', { nonce: '1.5' }],
    ['nonce beyond 2^53', { nonce: '9007199254740993' }],
    ['nonce not a number', { nonce: 'abc' }],
    ['missing nonce', { nonce: undefined }],
    ['unknown game', { game: 'poker' }],
    ['another game without its own parameters (mines needs mines=)', { game: 'mines' }],
    ['missing game', { game: undefined }],
    ['empty server seed', { serverSeed: '' }],
    ['missing server seed', { serverSeed: undefined }],
    ['server seed too long', { serverSeed: 'a'.repeat(129) }],
    ['client seed too long', { clientSeed: 'c'.repeat(65) }],
    ['client seed with a control character', { clientSeed: 'ab\ncd' }],
  ])('refuses %s with 422, never 500', async (_name, change) => {
    const response = await verify({ ...valid, ...change });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(typeof body.code).toBe('string');
    expect(body.code).not.toBe('internal');
    expect(body.error).toBeTruthy();
  });

  it('names the broken field in the request language', async () => {
    const response = await verify({ ...valid, chance: '0' }, { 'accept-language': 'en' });
    expect(response.json<ErrorBody>()).toEqual({ error: { chance: [MESSAGES.chance_invalid.en] }, code: 'validation_failed' });
    const side = await verify({ ...valid, side: undefined });
    expect(side.json<ErrorBody>()).toEqual({ error: { side: [MESSAGES.side_invalid.ru] }, code: 'validation_failed' });
    const nonce = await verify({ ...valid, nonce: '-1' });
    expect(nonce.json<ErrorBody>()).toEqual({ error: { nonce: [MESSAGES.nonce_invalid.ru] }, code: 'validation_failed' });
    const game = await verify({ ...valid, game: 'poker' });
    expect(JSON.stringify(game.json<ErrorBody>().error)).toContain(MESSAGES.game_unknown.ru);
  });
});

describe('proxy trust configuration', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-42', DATA_DIR: '/tmp/azart-test-unused' };
  it('trusts no proxy by default and accepts addresses, CIDRs and proxy-addr names', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
    expect(loadConfig({ ...base, TRUST_PROXY: '::1' }).trustProxy).toBe('::1');
  });
  it.each(['1', 'yes', '10.0.0.0/8; rm'])('refuses TRUST_PROXY=%s at start', (value) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(ConfigError);
  });
});
