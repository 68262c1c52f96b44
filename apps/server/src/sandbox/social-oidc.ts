import { createHash, createPrivateKey, createPublicKey, randomBytes, sign, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@azart/db';
import { PROTOCOL_ID, protocolNetworkSchema, type ProtocolNetwork } from '../shared/social-protocol.ts';
import { authorizeBody, badRequestBody, socialPage, socialTextOf } from './social-pages.ts';
import { changeAccount, findAccount, issueCode, redeemCode, type SocialSandboxOptions } from './social-store.ts';
import { signIn, viewerCookie } from './social-viewer.ts';
import type { Lang } from './pages.ts';

/**
 * VK and Telegram as OpenID Connect issuers (issue 23 item 2, decision 032),
 * one per network at /sandbox/social/oidc/{vk,tg}: what the casino's social
 * sign-in and linking talk to when no real issuer is configured. The parts a
 * real issuer has, no more:
 *
 * - discovery: `{issuer}/.well-known/openid-configuration`;
 * - the authorization endpoint: checks the client and its registered redirect
 *   URI (a wrong one gets an error page, never a redirect), wants PKCE with
 *   S256, and shows a consent page where the player signs in as any account
 *   (the sandbox's test mode) and allows or cancels;
 * - the token endpoint: the client authenticates with its secret (basic or
 *   post), each code works once, for its client and redirect URI, and only
 *   with the code verifier whose S256 hash was the challenge;
 * - JWKS with an Ed25519 key; ID tokens signed with EdDSA carry `sub` (the
 *   account id), `name` and the request's `nonce`.
 */
const ID_TOKEN_LIFETIME_S = 300;
const SCOPES = ['openid', 'profile'];
/** RFC 7636: a verifier is 43–128 unreserved characters; an S256 challenge, 43 base64url characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** State and nonce are the client's opaque values: printable, bounded. */
const OPAQUE = /^[\x21-\x7e]{1,200}$/;

type Form = Record<string, string | undefined>;
type AuthorizationRequest = { clientId: string; redirectUri: string; scope: string; state: string; nonce: string; codeChallenge: string; uiLocales: string };

/** The issuer's Ed25519 key, from a seed: the same key in every process of a deployment. */
function signingKey(seed: string): { privateKey: KeyObject; jwk: { kty: string; crv: string; x: string; kid: string; alg: string; use: string } } {
  // PKCS #8 wrapping of a raw Ed25519 private key (RFC 8410): a fixed prefix, then the 32-byte seed.
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), createHash('sha256').update(`sandbox-oidc:${seed}`).digest()]);
  const privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  const kid = createHash('sha256').update(x).digest('base64url').slice(0, 16);
  return { privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function sandboxSocialOidc(app: FastifyInstance, db: Database, options: SocialSandboxOptions): Promise<void> {
  // The consent form and the token endpoint take urlencoded bodies, as OAuth has them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const key = signingKey(options.oidc.signingSeed);
  const issuerOf = (network: ProtocolNetwork) => `${options.publicBase}/oidc/${network}`;
  const networkOf = (request: FastifyRequest<{ Params: { network: string } }>): ProtocolNetwork | null => {
    const parsed = protocolNetworkSchema.safeParse(request.params.network);
    return parsed.success ? parsed.data : null;
  };
  const langOf = (request: FastifyRequest, uiLocales = ''): Lang => {
    const wanted = uiLocales.split(' ')[0] ?? '';
    if (wanted === 'ru' || wanted === 'en') return wanted;
    return /^ru\b/i.test(request.headers['accept-language'] ?? '') ? 'ru' : 'en';
  };
  const html = (reply: FastifyReply, body: string, status = 200) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const badRequest = (reply: FastifyReply, lang: Lang, network: ProtocolNetwork) => html(reply, socialPage(lang, network, socialTextOf(lang).authorizeTitle, badRequestBody(lang)), 400);
  const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });

  /**
   * Checks an authorization request. A client or redirect URI that is not
   * registered is `fatal` (the player sees an error page: sending them to an
   * unknown address would hand it the answer); anything else wrong goes back
   * to the client as `invalid_request`, as RFC 6749 §4.1.2.1 says.
   */
  function check(form: Form): { fatal: true } | { error: string; back: AuthorizationRequest } | { ok: AuthorizationRequest } {
    const clientId = form.client_id ?? '';
    const redirectUri = form.redirect_uri ?? '';
    if (!safeEqual(clientId, options.oidc.clientId) || !options.oidc.redirectUris.includes(redirectUri)) return { fatal: true };
    const request: AuthorizationRequest = {
      clientId, redirectUri, scope: form.scope ?? '', state: form.state ?? '', nonce: form.nonce ?? '', codeChallenge: form.code_challenge ?? '', uiLocales: form.ui_locales ?? '',
    };
    const fine = form.response_type === 'code' && request.scope.split(' ').includes('openid') && OPAQUE.test(request.state) && OPAQUE.test(request.nonce)
      && CHALLENGE.test(request.codeChallenge) && form.code_challenge_method === 'S256' && request.uiLocales.length <= 50;
    return fine ? { ok: request } : { error: 'invalid_request', back: request };
  }

  /** Back to the client with the answer, and `iss` so that it knows which issuer answered (RFC 9207). */
  const backTo = (reply: FastifyReply, network: ProtocolNetwork, request: AuthorizationRequest, answer: Record<string, string>) => {
    const url = new URL(request.redirectUri);
    for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
    if (OPAQUE.test(request.state)) url.searchParams.set('state', request.state);
    url.searchParams.set('iss', issuerOf(network));
    return reply.redirect(url.toString(), 303);
  };

  const hiddenOf = (request: AuthorizationRequest): Record<string, string> => ({
    response_type: 'code', client_id: request.clientId, redirect_uri: request.redirectUri, scope: request.scope, state: request.state, nonce: request.nonce,
    code_challenge: request.codeChallenge, code_challenge_method: 'S256', ui_locales: request.uiLocales,
  });

  type Params = { Params: { network: string } };

  app.get<Params>('/:network/.well-known/openid-configuration', async (request, reply) => {
    const network = networkOf(request);
    if (!network) return reply.status(404).send({ error: 'not_found' });
    const issuer = issuerOf(network);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      scopes_supported: SCOPES,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['EdDSA'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'name'],
      ui_locales_supported: ['ru', 'en'],
      authorization_response_iss_parameter_supported: true,
    };
  });

  app.get<Params>('/:network/jwks', async (request, reply) => {
    if (!networkOf(request)) return reply.status(404).send({ error: 'not_found' });
    return { keys: [key.jwk] };
  });

  app.get<Params & { Querystring: Form }>('/:network/authorize', async (request, reply) => {
    const network = networkOf(request);
    const query = (request.query ?? {}) as Form;
    const lang = langOf(request, typeof query.ui_locales === 'string' ? query.ui_locales : '');
    if (!network) return badRequest(reply, lang, 'vk');
    const checked = check(query);
    if ('fatal' in checked) return badRequest(reply, lang, network);
    if ('error' in checked) return backTo(reply, network, checked.back, { error: checked.error });
    const current = viewerCookie(request, network);
    const known = current ? await findAccount(db, network, current) : null;
    return html(reply, socialPage(lang, network, socialTextOf(lang).authorizeTitle, authorizeBody(lang, network, { hidden: hiddenOf(checked.ok), account: known?.id ?? '', name: known?.name ?? '' })));
  });

  /** Consent given (a code for the client, back to its page) or refused (`error=access_denied`). */
  app.post<Params & { Body: Form }>('/:network/authorize', async (request, reply) => {
    const network = networkOf(request);
    const form = (request.body ?? {}) as Form;
    const lang = langOf(request, form.ui_locales ?? '');
    if (!network) return badRequest(reply, lang, 'vk');
    const checked = check(form);
    if ('fatal' in checked) return badRequest(reply, lang, network);
    if ('error' in checked) return backTo(reply, network, checked.back, { error: checked.error });
    const authorization = checked.ok;
    if (form.decision === 'deny') return backTo(reply, network, authorization, { error: 'access_denied' });
    const account = (form.account ?? '').trim();
    const name = (form.name ?? '').trim().slice(0, 200);
    if (!PROTOCOL_ID.test(account)) {
      const body = authorizeBody(lang, network, { hidden: hiddenOf(authorization), account, name }, socialTextOf(lang).badAccount);
      return html(reply, socialPage(lang, network, socialTextOf(lang).authorizeTitle, body), 422);
    }
    const code = await db.transaction(async (tx) => {
      await changeAccount(tx, { network, id: account, ...(name ? { name } : {}) });
      return issueCode(tx, network, { account, clientId: authorization.clientId, redirectUri: authorization.redirectUri, nonce: authorization.nonce, codeChallenge: authorization.codeChallenge });
    });
    // Signed in at the network from now on, as after a real sign-in: its community pages know the player.
    signIn(reply, network, account);
    return backTo(reply, network, authorization, { code });
  });

  app.post<Params & { Body: Form }>('/:network/token', async (request, reply) => {
    const network = networkOf(request);
    if (!network) return oauthError(reply, 404, 'not_found', 'no such issuer');
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Form;
    const client = clientOf(request, form);
    if (!client || !safeEqual(client.id, options.oidc.clientId) || !safeEqual(client.secret, options.oidc.clientSecret)) {
      void reply.header('www-authenticate', 'Basic realm="sandbox"');
      return oauthError(reply, 401, 'invalid_client', 'client authentication failed');
    }
    if (form.grant_type !== 'authorization_code') return oauthError(reply, 400, 'unsupported_grant_type', 'only authorization_code');
    if (!form.code || !form.redirect_uri) return oauthError(reply, 400, 'invalid_request', 'code and redirect_uri are required');
    // The code is spent before anything else is checked: a wrong verifier does not leave it for another try.
    const grant = await redeemCode(db, network, form.code);
    if (!grant) return oauthError(reply, 400, 'invalid_grant', 'the code is unknown, used or expired');
    if (grant.clientId !== client.id || grant.redirectUri !== form.redirect_uri) return oauthError(reply, 400, 'invalid_grant', 'the code was issued to another client or redirect URI');
    const verifier = form.code_verifier ?? '';
    if (!VERIFIER.test(verifier)) return oauthError(reply, 400, 'invalid_grant', 'code_verifier is missing or malformed');
    if (!safeEqual(createHash('sha256').update(verifier).digest('base64url'), grant.codeChallenge)) return oauthError(reply, 400, 'invalid_grant', 'code_verifier does not match the challenge');
    const account = await findAccount(db, network, grant.account);
    if (!account) return oauthError(reply, 400, 'invalid_grant', 'the account is gone');
    const now = Math.floor(Date.now() / 1000);
    const header = b64url({ alg: 'EdDSA', typ: 'JWT', kid: key.jwk.kid });
    const claims = b64url({ iss: issuerOf(network), sub: account.id, aud: client.id, iat: now, exp: now + ID_TOKEN_LIFETIME_S, auth_time: now, nonce: grant.nonce, name: account.name });
    const signature = sign(null, Buffer.from(`${header}.${claims}`), key.privateKey).toString('base64url');
    return reply.header('cache-control', 'no-store').send({
      access_token: randomBytes(24).toString('base64url'), token_type: 'Bearer', expires_in: ID_TOKEN_LIFETIME_S, scope: 'openid profile', id_token: `${header}.${claims}.${signature}`,
    });
  });
}

/** The client's credentials: HTTP Basic (RFC 6749 §2.3.1, each part form-encoded) or in the body. */
function clientOf(request: FastifyRequest, form: Form): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  const basic = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    try {
      return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
    } catch {
      return null;
    }
  }
  return form.client_id && form.client_secret ? { id: form.client_id, secret: form.client_secret } : null;
}
