import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROTOCOL_ID, type ProtocolNetwork } from '../shared/social-protocol.ts';

/**
 * The sandbox's own sign-in, as vk.com and web.telegram.org keep theirs: a
 * cookie per network naming the account, so that the community pages know
 * who is looking and the issuer's consent page knows whom to suggest.
 */
export const COOKIE_PATH = '/sandbox/social';
const cookieName = (network: ProtocolNetwork) => `sandbox_social_${network}`;

export function viewerCookie(request: FastifyRequest, network: ProtocolNetwork): string | null {
  const id = request.cookies[cookieName(network)];
  return id && PROTOCOL_ID.test(id) ? id : null;
}

export function signIn(reply: FastifyReply, network: ProtocolNetwork, account: string): void {
  reply.setCookie(cookieName(network), account, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', maxAge: 30 * 86_400 });
}
