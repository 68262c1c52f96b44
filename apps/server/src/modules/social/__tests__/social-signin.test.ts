import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type AuthResponse, type MESSAGES, type PlayerProfile, type SocialOutcome, type SocialState, type TotpSetup } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { createTestApp, registerPlayer, uniqueLogin, type Player, type TestApp } from '../../../test/harness.ts';
import { accountId, call, callback, consent, FLOW_COOKIE, link, local, makeStaff, refused, startFlow } from './social-support.ts';

/**
 * Social sign-in (issue 23 item 2, decision 032) over real HTTP against the
 * sandbox's OpenID Connect issuers: a new identity registers, a linked one
 * signs in (with its second factor when the account has one on), a signed-in
 * player links; the flow's sealed cookie, its state and the PKCE verifier
 * are what keep a flow to the browser that started it, and the way back is a
 * path of this site only.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
});
afterAll(async () => {
  await app?.close();
});

const VISITOR = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** A 422 with the message of `code` (Russian, the default) under a form field. */
function refusedField(answer: { statusCode: number; body: string; json<T>(): T }, field: string, code: keyof typeof MESSAGES): void {
  expect(answer.statusCode, answer.body).toBe(422);
  const body = answer.json<{ error: Record<string, string[]> }>();
  expect(body.error[field]).toEqual([translate(code, 'ru')]);
}
const asPlayer = (body: AuthResponse, login: string): Player => ({ id: body.user.id, login, token: body.access_token.token, cookie: '', auth: { authorization: `Bearer ${body.access_token.token}` } });
const cookieOf = (answer: { cookies: { name: string; value: string }[] }) => {
  const flow = answer.cookies.find((c) => c.name === FLOW_COOKIE);
  return flow ? `${FLOW_COOKIE}=${flow.value}` : '';
};

/** A visitor signs in at the issuer as `account`: the landing page's URL and the flow's cookie. */
async function signInAt(network: 'vk' | 'tg', account: string, returnPath = '/dice') {
  const { cookie, url } = await startFlow(app, null, network, { returnPath });
  return { cookie, url, landing: await consent(app, url, account) };
}

describe('social sign-in', () => {
  it('registers a new player for an identity nobody has, linked to it, and back to where they were', async () => {
    const vk = accountId('vk');
    const { cookie, url, landing } = await signInAt('vk', vk, '/en/dice?mode=fast');
    // The authorization request: PKCE with S256, a state and a nonce, back to the English landing page.
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.ctx.config.publicOrigin}/en/auth/social`);
    expect(landing.pathname).toBe('/en/auth/social');

    const first = await callback(app, null, cookie, landing);
    expect(first.statusCode, first.body).toBe(200);
    const asked = first.json<Extract<SocialOutcome, { outcome: 'register' }>>();
    expect(asked).toMatchObject({ outcome: 'register', network: 'vk', returnPath: '/en/dice?mode=fast', name: `Name ${vk}` });
    expect(asked.suggestedLogin).toMatch(/^[A-Za-z][A-Za-z0-9_]{2,19}$/);
    const identified = cookieOf(first);
    expect(identified).not.toBe('');

    // No agreement, no account; a bad login is the usual message.
    refusedField(await call(app, 'POST', '/api/auth/social/register', null, { login: 'x', agree: true }, { cookie: identified }), 'login', 'login_format');
    refusedField(await call(app, 'POST', '/api/auth/social/register', null, { login: uniqueLogin('sg') }, { cookie: identified }), 'agree', 'agreement_required');

    const login = uniqueLogin('sg');
    const made = await call(app, 'POST', '/api/auth/social/register', null, { login, agree: true, visitorId: VISITOR }, { cookie: identified });
    expect(made.statusCode, made.body).toBe(200);
    const outcome = made.json<Extract<SocialOutcome, { outcome: 'signed_in' }>>();
    expect(outcome).toMatchObject({ outcome: 'signed_in', registered: true, network: 'vk', returnPath: '/en/dice?mode=fast', user: { login } });
    // The same session a password sign-in gives: a refresh cookie, and the flow's cookie gone.
    expect(made.cookies.find((c) => c.name === 'refresh_token')?.value).toBeTruthy();
    expect(made.cookies.find((c) => c.name === FLOW_COOKIE)?.value ?? '').toBe('');
    const player = asPlayer(outcome, login);
    const social = (await call(app, 'GET', '/api/social', player)).json<SocialState>();
    expect(social.vk.account).toMatchObject({ id: vk, name: `Name ${vk}` });
    const browsers = rowsOf<{ visitor_id: string }>(await app.ctx.db.execute(sql`SELECT visitor_id FROM user_fingerprints WHERE user_id = ${player.id}`));
    expect(browsers).toEqual([{ visitor_id: VISITOR }]);
    // The identified flow replayed (its cookie kept by hand): the identity is the new player's now, never a second account's.
    refused(await call(app, 'POST', '/api/auth/social/register', null, { login: uniqueLogin('sg'), agree: true }, { cookie: identified }), 'social_account_taken', [], 409);
  });

  it('signs in the player a known identity is linked to, with a new session', async () => {
    const player = await registerPlayer(app);
    const vk = accountId('vk');
    expect((await link(app, player, 'vk', vk)).statusCode).toBe(200);
    const { cookie, landing } = await signInAt('vk', vk, '/bonus');
    const answer = await callback(app, null, cookie, landing, { visitorId: VISITOR });
    expect(answer.statusCode, answer.body).toBe(200);
    const outcome = answer.json<Extract<SocialOutcome, { outcome: 'signed_in' }>>();
    expect(outcome).toMatchObject({ outcome: 'signed_in', registered: false, returnPath: '/bonus', user: { id: player.id, login: player.login } });
    const me = await call(app, 'GET', '/api/auth/me', asPlayer(outcome, player.login));
    expect(me.json<{ user: { id: number } }>().user.id).toBe(player.id);
    // The back office lists the browser, with the other account seen on it (the registration above).
    const admin = await makeStaff(app, 'admin');
    const profile = (await call(app, 'GET', `/api/support/players/${player.id}`, admin)).json<PlayerProfile>();
    expect(profile.browsers.map((b) => b.visitorId)).toEqual([VISITOR]);
    expect(profile.browsers[0]!.otherAccounts.length).toBeGreaterThanOrEqual(1);
  });

  it('asks an account with two-factor sign-in for its code before the session', async () => {
    const player = await registerPlayer(app);
    const tg = accountId('tg');
    expect((await link(app, player, 'tg', tg)).statusCode).toBe(200);
    const setup = (await call(app, 'POST', '/api/auth/2fa/setup', player)).json<TotpSetup>();
    const confirmed = await call(app, 'POST', '/api/auth/2fa/confirm', player, { code: new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate() });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();

    const { cookie, landing } = await signInAt('tg', tg);
    const first = await callback(app, null, cookie, landing);
    expect(first.json()).toEqual({ outcome: 'totp', network: 'tg', returnPath: '/dice' });
    const waiting = cookieOf(first);
    refusedField(await call(app, 'POST', '/api/auth/social/verify', null, { totp_code: 'AAAAA-BBBBB' }, { cookie: waiting }), 'totp_code', 'totp_invalid');
    const verified = await call(app, 'POST', '/api/auth/social/verify', null, { totp_code: recoveryCodes[0]! }, { cookie: waiting });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ outcome: 'signed_in', user: { id: player.id } });
  });

  it('links an identity to the signed-in player (the profile\'s link)', async () => {
    const player = await registerPlayer(app);
    const tg = accountId('tg');
    const { cookie, url } = await startFlow(app, player, 'tg', { mode: 'link', returnPath: '/profile' });
    const answer = await callback(app, player, cookie, await consent(app, url, tg));
    expect(answer.json()).toEqual({ outcome: 'linked', network: 'tg', returnPath: '/profile' });
    expect((await call(app, 'GET', '/api/social', player)).json<SocialState>().tg.account?.id).toBe(tg);
  });

  it('goes back where the player was when they cancel at the network', async () => {
    const { cookie, url } = await startFlow(app, null, 'vk', { returnPath: '/faq' });
    const landing = await consent(app, url, accountId('vk'), 'deny');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect((await callback(app, null, cookie, landing)).json()).toEqual({ outcome: 'cancelled', network: 'vk', returnPath: '/faq' });
  });
});

describe('what a flow refuses', () => {
  it('a forged state, a missing flow cookie, and a cookie the server did not seal', async () => {
    const { cookie, landing } = await signInAt('vk', accountId('vk'));
    const forged = new URL(landing);
    forged.searchParams.set('state', 'forged-state-forged-state-forged-state-00');
    const answer = refused(await callback(app, null, cookie, forged), 'social_signin_invalid');
    expect(answer.error).toMatch(/^Не удалось войти через соцсеть/);
    // In English for an English page.
    const english = await call(app, 'POST', '/api/auth/social/callback', null, Object.fromEntries(forged.searchParams), { cookie, 'accept-language': 'en' });
    expect(english.json<{ error: string }>().error).toMatch(/^Social sign-in failed/);
    refused(await callback(app, null, '', landing), 'social_signin_invalid');
    refused(await callback(app, null, `${FLOW_COOKIE}=v1.${'A'.repeat(80)}`, landing), 'social_signin_invalid');
    // The real answer with its own flow still works: a forged attempt did not spend it.
    expect((await callback(app, null, cookie, landing)).json<SocialOutcome>().outcome).toBe('register');
  });

  it('a code without the PKCE verifier of its flow: the issuer refuses it, and the code is spent', async () => {
    // Flow A is the victim's browser; flow B's code (an attacker's, say) is pasted into A's landing page.
    const a = await startFlow(app, null, 'vk');
    const b = await signInAt('vk', accountId('vk'));
    const injected = new URL(b.landing);
    injected.searchParams.set('state', a.url.searchParams.get('state')!);
    refused(await callback(app, null, a.cookie, injected), 'social_signin_invalid');
    // One-time codes: B's own browser cannot use it after that either.
    refused(await callback(app, null, b.cookie, b.landing), 'social_signin_invalid');
  });

  it('the issuer\'s token endpoint: no verifier, a wrong verifier, a wrong client, a used code', async () => {
    const { url, landing } = await signInAt('tg', accountId('tg'));
    const token = (body: Record<string, string>, secret = app.ctx.config.social.oidc.tg.clientSecret) =>
      fetch(local(app, `${app.ctx.config.social.oidc.tg.issuer}/token`), {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`azart:${secret}`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: url.searchParams.get('redirect_uri')!, ...body }),
      });
    const code = landing.searchParams.get('code')!;
    expect((await token({ code }, 'wrong-secret-wrong-secret')).status).toBe(401);
    const missing = await token({ code });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_grant' });
    // Spent by the refusal: the right verifier is too late now.
    const late = await token({ code, code_verifier: 'v'.repeat(43) });
    expect(await late.json()).toMatchObject({ error: 'invalid_grant' });

    // A fresh code of a request whose challenge we know: a wrong verifier is refused, the right one gets a signed ID token.
    const verifier = 'k'.repeat(50);
    const request = new URL(url);
    request.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    const fresh = (await consent(app, request, accountId('tg'))).searchParams.get('code')!;
    expect(await (await token({ code: fresh, code_verifier: 'w'.repeat(50) })).json()).toMatchObject({ error: 'invalid_grant' });
    const again = (await consent(app, request, accountId('tg'))).searchParams.get('code')!;
    const granted = await token({ code: again, code_verifier: verifier });
    expect(granted.status).toBe(200);
    const { id_token: idToken } = (await granted.json()) as { id_token: string };
    const [header, claims] = idToken.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'EdDSA' });
    expect(claims).toMatchObject({ aud: 'azart', nonce: url.searchParams.get('nonce') });
    const jwks = (await (await fetch(local(app, `${app.ctx.config.social.oidc.tg.issuer}/jwks`))).json()) as { keys: { crv: string; kid: string }[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', kid: header!.kid })]);
  });

  it('a way back to another site: refused when the flow starts; the landing page itself sends home', async () => {
    for (const returnPath of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/ok\nLocation: x', `/${'a'.repeat(400)}`]) {
      refusedField(await call(app, 'POST', '/api/auth/social/vk/start', null, { returnPath }), 'returnPath', 'return_path_invalid');
    }
    const { cookie, landing } = await signInAt('vk', accountId('vk'), '/en/auth/social?state=x');
    expect((await callback(app, null, cookie, landing)).json<SocialOutcome>().returnPath).toBe('/en');
  });

  it('bad input is a localised 422, never a 500', async () => {
    expect((await call(app, 'POST', '/api/auth/social/vk/start', null, { mode: 'other' })).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/auth/social/callback', null, { state: 's' })).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/auth/social/callback', null, { state: 's', code: 'c', visitorId: 'not-a-visitor' })).statusCode).toBe(422);
    refused(await call(app, 'POST', '/api/auth/social/verify', null, { totp_code: '123456' }), 'social_signin_invalid');
    refused(await call(app, 'POST', '/api/auth/social/register', null, { login: uniqueLogin('sg'), agree: true }), 'social_signin_invalid');
    // The issuer's own pages: an unknown client or network is an error page, never a 500.
    expect((await fetch(`${app.url}/sandbox/social/oidc/xx/authorize?client_id=azart`)).status).toBe(400);
    expect((await fetch(`${app.url}/sandbox/social/oidc/vk/authorize?client_id=other`)).status).toBe(400);
    expect((await fetch(`${app.url}/sandbox/social/oidc/vk/token`, { method: 'POST', body: 'a=%zz' })).status).toBe(401);
  });
});
