import type { FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_FLOW_COOKIE, SOCIAL_FLOW_COOKIE_PATH, SOCIAL_FLOW_LIFETIME_S, type SocialFlowMode } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { createSealer, type Sealer } from '../../shared/sealed.ts';
import type { FlowSecrets } from './oidc.ts';
import type { Network } from './provider.ts';

/**
 * A social sign-in's secrets between its steps (decision 032), in the
 * browser that started it and nowhere else: one cookie, sealed with
 * AES-256-GCM under a key of its own derived from the server's secret
 * (shared/sealed.ts), HttpOnly, SameSite=Strict, only sent to
 * /api/auth/social, and gone after 10 minutes. No table to clean up, and a
 * flow started in one browser cannot be finished in another.
 *
 * - `authorize`: sent to the issuer; the callback must bring back this
 *   state, and the exchange proves the PKCE verifier and the nonce.
 * - `identified`: the issuer said who the player is, but the account still
 *   needs a login and the agreement (`register`) or the second factor
 *   (`totp`, for `userId`).
 */
export type AuthorizeStage = FlowSecrets & {
  stage: 'authorize';
  network: Network;
  mode: SocialFlowMode;
  /** Where the player goes afterwards: a same-site path, checked when the flow started. */
  returnPath: string;
  redirectUri: string;
  /** The player a link is for (null for a sign-in). */
  userId: number | null;
  expiresAt: number;
};
export type IdentifiedStage = {
  stage: 'identified';
  network: Network;
  returnPath: string;
  next: 'register' | 'totp';
  sub: string;
  name: string;
  /** The account that waits for its second factor (`totp`). */
  userId: number | null;
  expiresAt: number;
};
export type FlowState = AuthorizeStage | IdentifiedStage;

/** What the cookie held: the flow, none, one past its time, or something that is not ours. */
export type FlowRead = { flow: FlowState } | { missing: true } | { expired: true };

export type FlowCookies = {
  read(request: FastifyRequest): FlowRead;
  write(reply: FastifyReply, flow: FlowState): void;
  clear(reply: FastifyReply): void;
};

export function createFlowCookies(ctx: AppContext): FlowCookies {
  const sealer: Sealer = createSealer(ctx.config.jwtSecret, 'social-flow');
  const options = { path: SOCIAL_FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: ctx.config.cookieSecure } as const;
  return {
    read(request) {
      const value = request.cookies[SOCIAL_FLOW_COOKIE];
      if (!value) return { missing: true };
      let flow: FlowState;
      try {
        flow = JSON.parse(sealer.open(value)) as FlowState;
      } catch {
        // Not sealed by this server (edited, forged, or from before a key change): as if there were none.
        return { missing: true };
      }
      return flow.expiresAt > Date.now() ? { flow } : { expired: true };
    },
    write(reply, flow) {
      reply.setCookie(SOCIAL_FLOW_COOKIE, sealer.seal(JSON.stringify(flow)), { ...options, maxAge: Math.max(1, Math.ceil((flow.expiresAt - Date.now()) / 1000)) });
    },
    clear(reply) {
      reply.clearCookie(SOCIAL_FLOW_COOKIE, { path: SOCIAL_FLOW_COOKIE_PATH });
    },
  };
}

export const flowDeadline = (now = Date.now()) => now + SOCIAL_FLOW_LIFETIME_S * 1000;
