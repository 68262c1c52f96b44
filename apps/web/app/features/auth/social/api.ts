import { isSameSitePath, type SocialCallbackRequest, type SocialNetwork, type SocialOutcome } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { reachGoal } from '~/shared/analytics/goals.ts';
import { visitorId } from '~/shared/fingerprint/index.ts';
import { applyAuth } from '~/shared/session/session.ts';

/**
 * Social sign-in's calls (issue 23 item 2). The flow's secrets stay on the
 * server's side, in the HttpOnly `social_flow` cookie: the page only ever
 * sees the provider's URL on the way out and the provider's answer on the
 * way back.
 */

/** This page (or the page a guard kept), to come back to: the server checks it again and takes only a path of this site. */
export function currentReturnPath(wanted?: string | null): string {
  if (wanted && isSameSitePath(wanted)) return wanted;
  const path = `${window.location.pathname}${window.location.search}`;
  return isSameSitePath(path) ? path : window.location.pathname;
}

/** Sends the browser to the network's sign-in (the page unloads; the promise only settles on a failure). */
export async function startSocialSignIn(network: SocialNetwork, returnPath: string): Promise<void> {
  const { url } = await api.post('/api/auth/social/:network/start', { params: { network }, body: { mode: 'signin', returnPath }, auth: false, silent: true });
  window.location.assign(url);
}

const withVisitor = async <T extends object>(body: T): Promise<T & { visitorId?: string }> => {
  const visitor = await visitorId(800);
  return visitor ? { ...body, visitorId: visitor } : body;
};

/** The session a finished sign-in gives, kept as a password sign-in's is. */
function settle(outcome: SocialOutcome): SocialOutcome {
  if (outcome.outcome === 'signed_in') {
    applyAuth(outcome);
    reachGoal(outcome.registered ? 'social_registration' : 'social_sign_in', { network: outcome.network });
  }
  return outcome;
}

/** What the provider put on the landing page's address, for the server to check and finish. */
export async function finishSocialSignIn(answer: Omit<SocialCallbackRequest, 'visitorId'>): Promise<SocialOutcome> {
  return settle(await api.post('/api/auth/social/callback', { body: await withVisitor(answer), silent: true }));
}

export async function registerSocial(login: string): Promise<SocialOutcome> {
  return settle(await api.post('/api/auth/social/register', { body: await withVisitor({ login, agree: true as const }), silent: true }));
}

export async function verifySocial(totpCode: string): Promise<SocialOutcome> {
  return settle(await api.post('/api/auth/social/verify', { body: await withVisitor({ totp_code: totpCode }), silent: true }));
}
