import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The sandbox social provider on its own (docs/social.md): its API wants the
 * casino's key and answers the protocol's shapes; its pages let a person do
 * by hand what the tests' /control helpers do — sign in, join, open the
 * page, allow messages, repost — and the API then says so.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app?.close();
});

const api = (path: string, init: RequestInit = {}, key = app.ctx.config.social.apiKey) =>
  fetch(`${app.url}/sandbox/social/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
const form = (path: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${app.url}/sandbox/social${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('the sandbox social provider', () => {
  it('wants the casino\'s key and answers unknown things with the protocol\'s errors', async () => {
    expect((await api('/vk/groups/azart', {}, 'wrong-key-wrong-key')).status).toBe(401);
    expect(await (await api('/xx/groups/azart')).json()).toEqual({ error: { type: 'not_found', message: 'no such network' } });
    expect((await api('/vk/accounts/nobody')).status).toBe(404);
    expect((await api('/vk/groups/azart/posts?limit=500')).status).toBe(400);
  });

  it('a fresh site has posts to repost, newest first', async () => {
    const answer = await (await api('/vk/groups/azart/posts?limit=5')).json() as { posts: { id: string; createdAt: string; url: string }[] };
    expect(answer.posts.length).toBe(5);
    const times = answer.posts.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(answer.posts[0]!.url).toMatch(/\/sandbox\/social\/vk\/azart#post-/);
  });

  it('its community page signs a person in, joins, opens the page, allows messages and reposts', async () => {
    const page = await fetch(`${app.url}/sandbox/social/vk/azart`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="social-account"');
    const signIn = await form('/vk/azart/do', { do: 'signin', account: 'handmade' });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    for (const step of ['join', 'private', 'allow']) expect((await form('/vk/azart/do', { do: step }, cookie)).status).toBe(303);
    const membership = await (await api('/vk/accounts/handmade/groups/azart')).json();
    expect(membership).toEqual({ group: 'azart', member: true, messagesAllowed: true });
    expect(await (await api('/vk/accounts/handmade')).json()).toMatchObject({ id: 'handmade', public: false });
    const posts = await (await api('/vk/groups/azart/posts?limit=1')).json() as { posts: { id: string }[] };
    const post = posts.posts[0]!.id;
    expect((await form('/vk/azart/do', { do: 'repost', post, reach: '777' }, cookie)).status).toBe(303);
    expect(await (await api(`/vk/posts/${post}/reposts/handmade`)).json()).toEqual({ post, account: 'handmade', reposted: true, reach: 777 });
    // Whatever is typed into the page, it is escaped.
    const evil = await form('/vk/azart/do', { do: 'signin', account: '<script>' });
    expect(evil.status).toBe(303);
    const html = await (await fetch(`${app.url}/sandbox/social/vk/azart`, { headers: { cookie } })).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('data-testid="social-viewer"');
  });

  it('each network is an OpenID Connect issuer: discovery, an Ed25519 key, and a consent page only for the casino\'s landing pages', async () => {
    const issuer = `${app.ctx.config.publicOrigin}/sandbox/social/oidc/vk`;
    const discovery = await (await fetch(`${app.url}/sandbox/social/oidc/vk/.well-known/openid-configuration`)).json() as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'], id_token_signing_alg_values_supported: ['EdDSA'], authorization_response_iss_parameter_supported: true,
    });
    const jwks = await (await fetch(`${app.url}/sandbox/social/oidc/vk/jwks`)).json() as { keys: Record<string, string>[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' })]);
    const request = new URLSearchParams({
      response_type: 'code', client_id: 'azart', redirect_uri: `${app.ctx.config.publicOrigin}/auth/social`, scope: 'openid profile', state: 'abc', nonce: 'n1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
    });
    const page = await fetch(`${app.url}/sandbox/social/oidc/vk/authorize?${request}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="social-allow"');
    // Cancel: back to the casino with access_denied, its state and the issuer, no code.
    const denied = await form('/oidc/vk/authorize', { ...Object.fromEntries(request), decision: 'deny' });
    expect(denied.status).toBe(303);
    const back = new URL(denied.headers.get('location')!);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'abc', iss: issuer });
    // No PKCE: refused back to the casino. Another redirect URI: an error page, never a redirect.
    request.delete('code_challenge');
    expect(new URL((await fetch(`${app.url}/sandbox/social/oidc/vk/authorize?${request}`, { redirect: 'manual' })).headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const bad = await form('/oidc/vk/authorize', { ...Object.fromEntries(request), redirect_uri: 'http://localhost:3000/bonus', account: 'a', decision: 'allow' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('location')).toBeNull();
  });
});
