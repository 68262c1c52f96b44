import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, socialCallbackRequestSchema, socialNetworkParamsSchema, socialOutcomeSchema, socialRegisterRequestSchema, socialStartRequestSchema, socialStartResponseSchema,
  socialVerifyRequestSchema, type SocialOutcome,
} from '@azart/contracts';
import { clientOf, createAccount, createAuthCookies, DEVICE_COOKIE, recordFingerprint, requireSecondFactor, signInVerified, totpEnabled, type AuthResult } from '../users/index.ts';
import { DomainError } from '../../shared/errors.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { createFlowCookies, flowDeadline, type AuthorizeStage, type FlowState, type IdentifiedStage } from './flow-cookie.ts';
import { linkAccount, linkInTransaction, linkRaceError, playerOfAccount } from './links.ts';
import type { IdentityIssuers } from './oidc.ts';
import { checkState, identify, playerOfIdentity, startFlow, suggestLogin } from './signin.ts';
import type { Social } from './social.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

/** After a registration has committed (the referral binding): the users module's hook, handed over by plugin.ts. */
export type Registered = (request: FastifyRequest, userId: number) => Promise<void>;

/**
 * Social sign-in over HTTP (issue 23 item 2, decision 032):
 *
 * - `POST /api/auth/social/:network/start {mode, returnPath}`: the issuer's
 *   authorization URL; the flow's secrets go into the sealed `social_flow`
 *   cookie. A link (`mode: link`) needs the player's access token.
 * - `POST /api/auth/social/callback {state, code | error, iss}`: what the
 *   issuer put on the landing page. Signs in a linked identity (a session as
 *   a password sign-in gives), links it for a link, or says what is missing:
 *   `register` (a new player: login and agreement) or `totp` (the account's
 *   second factor).
 * - `POST /api/auth/social/register`, `POST /api/auth/social/verify`: those
 *   last steps, for the identity the cookie now holds.
 *
 * Every refusal of the flow itself (a forged or stale state, no flow, a code
 * the issuer refuses, say for a wrong PKCE verifier) is one localised 422,
 * `social_signin_invalid`. Limited like password sign-in, per address.
 */
export async function socialSignInRoutes(app: FastifyInstance, social: Social, issuers: IdentityIssuers, registered: Registered): Promise<void> {
  const { ctx } = social;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const flows = createFlowCookies(ctx);
  const auth = createAuthCookies(ctx);
  const config = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };
  const tags = ['auth'];

  /** The flow of this browser at the stage a step needs; otherwise the step is refused (a stale tab, a forged request). */
  function flowOf(request: FastifyRequest): FlowState {
    const read = flows.read(request);
    if ('expired' in read) throw new DomainError('social_signin_expired');
    if ('missing' in read) throw new DomainError('social_signin_invalid');
    return read.flow;
  }
  const authorizing = (request: FastifyRequest): AuthorizeStage => {
    const flow = flowOf(request);
    if (flow.stage !== 'authorize') throw new DomainError('social_signin_invalid');
    return flow;
  };
  const identifiedFlow = (request: FastifyRequest): IdentifiedStage => {
    const flow = flowOf(request);
    if (flow.stage !== 'identified') throw new DomainError('social_signin_invalid');
    return flow;
  };

  /** A session for the account, with the cookies of any sign-in; the flow is over. */
  function signedIn(reply: FastifyReply, result: AuthResult & { deviceCookie: string }, flow: { network: IdentifiedStage['network']; returnPath: string }, registeredNow: boolean): SocialOutcome {
    auth.setSession(reply, result.refreshToken);
    auth.setDevice(reply, result.deviceCookie);
    flows.clear(reply);
    return { outcome: 'signed_in', network: flow.network, returnPath: flow.returnPath, registered: registeredNow, ...result.body };
  }

  r.post('/api/auth/social/:network/start', {
    config, schema: { tags, params: socialNetworkParamsSchema, body: socialStartRequestSchema, response: { 200: socialStartResponseSchema, ...errors } },
  }, async (request, reply) => {
    let userId: number | null = null;
    if (request.body.mode === 'link') {
      await app.authenticate(request);
      userId = principalOf(request).id;
    }
    const { url, flow } = await startFlow(social, issuers, { network: request.params.network, mode: request.body.mode, returnPath: request.body.returnPath, userId });
    flows.write(reply, flow);
    return { url };
  });

  r.post('/api/auth/social/callback', { config, schema: { tags, body: socialCallbackRequestSchema, response: { 200: socialOutcomeSchema, ...errors } } }, async (request, reply) => {
    const flow = authorizing(request);
    checkState(flow, request.body);
    const { network, returnPath } = flow;
    if (request.body.error !== undefined) {
      flows.clear(reply);
      if (request.body.error === 'access_denied') return { outcome: 'cancelled' as const, network, returnPath };
      throw new DomainError('social_signin_invalid');
    }
    if (flow.mode === 'link') {
      // The player who started the link, signed in here now: a link never lands on another account.
      await app.authenticate(request);
      const player = principalOf(request);
      if (player.id !== flow.userId) throw new DomainError('social_link_session');
      const identity = await identify(issuers, flow, request.body);
      flows.clear(reply);
      await linkAccount(social, { id: player.id, ip: request.ip }, network, { id: identity.sub, name: identity.name });
      return { outcome: 'linked' as const, network, returnPath };
    }
    const identity = await identify(issuers, flow, request.body);
    const known = await playerOfIdentity(ctx.db, network, identity);
    const identified = (next: IdentifiedStage['next'], userId: number | null): IdentifiedStage => ({ stage: 'identified', network, returnPath, next, sub: identity.sub, name: identity.name, userId, expiresAt: flowDeadline() });
    if ('newPlayer' in known) {
      flows.write(reply, identified('register', null));
      return { outcome: 'register' as const, network, returnPath, name: identity.name, suggestedLogin: await suggestLogin(ctx.db, network, identity) };
    }
    if (await totpEnabled(ctx.db, known.userId)) {
      flows.write(reply, identified('totp', known.userId));
      return { outcome: 'totp' as const, network, returnPath };
    }
    const result = await signInVerified(ctx, auth.devices, known.userId, request.cookies[DEVICE_COOKIE], clientOf(request));
    await recordFingerprint(ctx, known.userId, request.body.visitorId);
    return signedIn(reply, result, flow, false);
  });

  r.post('/api/auth/social/verify', { config, schema: { tags, body: socialVerifyRequestSchema, response: { 200: socialOutcomeSchema, ...errors } } }, async (request, reply) => {
    const flow = identifiedFlow(request);
    if (flow.next !== 'totp' || flow.userId === null) throw new DomainError('social_signin_invalid');
    await requireSecondFactor(ctx, flow.userId, request.body.totp_code);
    // Unlinked in the meantime: the identity no longer names this account.
    if ((await playerOfAccount(ctx.db, flow.network, flow.sub)) !== flow.userId) throw new DomainError('social_signin_invalid');
    const result = await signInVerified(ctx, auth.devices, flow.userId, request.cookies[DEVICE_COOKIE], clientOf(request));
    await recordFingerprint(ctx, flow.userId, request.body.visitorId);
    return signedIn(reply, result, flow, false);
  });

  r.post('/api/auth/social/register', { config, schema: { tags, body: socialRegisterRequestSchema, response: { 200: socialOutcomeSchema, ...errors } } }, async (request, reply) => {
    const flow = identifiedFlow(request);
    if (flow.next !== 'register') throw new DomainError('social_signin_invalid');
    const account = { id: flow.sub, name: flow.name };
    let result: AuthResult;
    try {
      // The account and its link in one transaction: it never exists without the identity it was made for.
      result = await createAccount(ctx, { login: request.body.login }, clientOf(request), (tx, userId) => linkInTransaction(tx, { id: userId, ip: request.ip }, flow.network, account));
    } catch (error) {
      throw linkRaceError(error) ?? error;
    }
    // Before the referral binding, which compares the new account's browser with the referrer's.
    await recordFingerprint(ctx, result.userId, request.body.visitorId);
    await registered(request, result.userId);
    const deviceCookie = auth.devices.issue(request.body.login.toLowerCase());
    return signedIn(reply, { ...result, deviceCookie }, flow, true);
  });
}
