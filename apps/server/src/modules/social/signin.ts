import { timingSafeEqual } from 'node:crypto';
import { isSameSitePath, type SocialCallbackRequest, type SocialFlowMode } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError } from '../../shared/errors.ts';
import { flowDeadline, type AuthorizeStage } from './flow-cookie.ts';
import { linkedElsewhere, playerOfAccount } from './links.ts';
import { FlowRefused, type Identity, type IdentityIssuers } from './oidc.ts';
import type { Network } from './provider.ts';
import { ask, type Social } from './social.ts';

/**
 * Social sign-in's steps (issue 23 item 2, decision 032), apart from HTTP
 * (signin-routes.ts): starting a flow, checking what the issuer sent back,
 * and telling a known identity from a new one.
 */

/** The landing pages the issuers send the player back to (apps/web `/auth/social`). */
const LANDING = { ru: '/auth/social', en: '/en/auth/social' } as const;

/**
 * Where the player goes when the flow ends: the path they came from if it is
 * one of this site's (isSameSitePath: one leading slash, plain characters),
 * never the landing page itself, else the home page of their language.
 */
export function safeReturnPath(path: string | undefined): string {
  if (!path || !isSameSitePath(path)) return '/';
  const bare = path.split('?')[0]!;
  if (bare === LANDING.ru || bare === LANDING.en) return bare.startsWith('/en') ? '/en' : '/';
  return path;
}

const localeOf = (returnPath: string): 'ru' | 'en' => (/^\/en(?:[/?]|$)/.test(returnPath) ? 'en' : 'ru');

export async function startFlow(
  social: Social,
  issuers: IdentityIssuers,
  input: { network: Network; mode: SocialFlowMode; returnPath: string | undefined; userId: number | null },
): Promise<{ url: string; flow: AuthorizeStage }> {
  const returnPath = safeReturnPath(input.returnPath);
  const locale = localeOf(returnPath);
  const redirectUri = `${social.ctx.config.publicOrigin}${LANDING[locale]}`;
  const { url, secrets } = await ask(() => issuers.begin(input.network, redirectUri, locale));
  return { url, flow: { stage: 'authorize', ...secrets, network: input.network, mode: input.mode, returnPath, redirectUri, userId: input.userId, expiresAt: flowDeadline() } };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The callback's state is this browser's flow's: anything else (forged, another tab's, replayed) is refused. */
export function checkState(flow: AuthorizeStage, input: SocialCallbackRequest): void {
  if (!sameText(flow.state, input.state)) throw new DomainError('social_signin_invalid');
}

/**
 * Who the issuer says the player is: the code exchanged with the flow's
 * PKCE verifier, the ID token checked against its nonce. Anything the
 * issuer or the checks refuse is a localised 422; the issuer being down, a 503.
 */
export async function identify(issuers: IdentityIssuers, flow: AuthorizeStage, input: SocialCallbackRequest): Promise<Identity> {
  const callback = new URL(flow.redirectUri);
  callback.searchParams.set('state', input.state);
  if (input.code !== undefined) callback.searchParams.set('code', input.code);
  if (input.iss !== undefined) callback.searchParams.set('iss', input.iss);
  try {
    return await ask(() => issuers.finish(flow.network, callback, flow));
  } catch (error) {
    if (error instanceof FlowRefused) throw new DomainError('social_signin_invalid', { cause: error });
    throw error;
  }
}

/**
 * A sign-in's identity: the player it is linked to, or none (a new player).
 * An account once linked to a player and unlinked since signs nobody up: it
 * belongs to one player ever (links.ts).
 */
export async function playerOfIdentity(exec: Executor, network: Network, identity: Identity): Promise<{ userId: number } | { newPlayer: true }> {
  const userId = await playerOfAccount(exec, network, identity.sub);
  if (userId !== null) return { userId };
  if (await linkedElsewhere(exec, network, identity.sub, null)) throw new DomainError('social_account_taken', { status: 409 });
  return { newPlayer: true };
}

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u',
  ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/**
 * A login to offer a new player (they may change it): their name at the
 * network in Latin letters ("Иван Петров" → ivan_petrov), or the network and
 * account id, with digits added when it is taken. Always a valid login
 * (LOGIN_PATTERN); taken or not is checked again when they register.
 */
export async function suggestLogin(exec: Executor, network: Network, identity: Identity): Promise<string> {
  const latin = [...identity.name.toLowerCase()].map((c) => TRANSLIT[c] ?? c).join('').replace(/[^a-z0-9]+/g, '_').replace(/^[^a-z]+/, '').replace(/_+$/, '');
  const fallback = `${network}_${identity.sub.replace(/[^A-Za-z0-9]/g, '')}`;
  const base = (latin.length >= 3 ? latin : fallback.length >= 4 ? fallback : 'player').slice(0, 16).replace(/_+$/, '');
  const candidates = [base, ...Array.from({ length: 5 }, () => `${base}${Math.floor(100 + Math.random() * 900)}`)];
  const taken = new Set(
    rowsOf<{ login_key: string }>(await exec.execute(sql`SELECT login_key FROM players WHERE login_key IN (${sql.join(candidates.map((c) => sql`${c}`), sql`, `)})`)).map((r) => r.login_key),
  );
  return candidates.find((c) => !taken.has(c)) ?? `${base.slice(0, 12)}${Date.now() % 100_000_000}`.slice(0, 20);
}
