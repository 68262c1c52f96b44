import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { contentSecurityPolicy } from '../web.ts';

/** A forced API domain (spec §7): the site at one origin calls the API at another. */
const SITE = 'https://azart.example';
const API = 'https://api.azart.example';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_ORIGIN: SITE, API_ORIGIN: `${API}/ignored-path` } });
});
afterAll(async () => {
  await app.close();
});

describe('API_ORIGIN', () => {
  it('is read as an origin, and means nothing when it is the site itself', () => {
    expect(app.ctx.config.apiOrigin).toBe(API);
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: SITE, API_ORIGIN: SITE, JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/azart-test-unused' }).apiOrigin).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', API_ORIGIN: 'ftp://api.azart.example', JWT_SECRET: 'x'.repeat(32) })).toThrow(/API_ORIGIN/);
  });

  it('answers the site\'s preflight and calls with credentials, and nobody else\'s', async () => {
    const preflight = await app.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-xsrf-token' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/X-XSRF-TOKEN/);

    const call = await app.app.inject({ method: 'GET', url: '/api/health', headers: { origin: SITE } });
    expect(call.headers['access-control-allow-origin']).toBe(SITE);

    const stranger = await app.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const strangerPreflight = await app.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(strangerPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the pages connect to it (CSP connect-src), WebSocket included', () => {
    expect(contentSecurityPolicy('n', API)).toContain(`connect-src 'self' ws: wss: ${API} wss://api.azart.example`);
    expect(contentSecurityPolicy('n')).toContain("connect-src 'self' ws: wss:;");
  });
});
