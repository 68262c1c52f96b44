import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { rowsOf, sql } from '@azart/db';
import { record } from '../audit/index.ts';
import { DomainError, isUniqueViolation } from '../../shared/errors.ts';
import type { Network } from './provider.ts';
import { ask, type Social } from './social.ts';

/**
 * Linking a VK or Telegram account to the player (the profile's "social
 * linking", spec §2): OAuth's authorization-code flow through the provider.
 *
 * 1. `startLink` signs a `state` (player, network, where to come back,
 *    10 minutes) and asks the provider where the player signs in.
 * 2. The network sends the player back to our page with `code` and `state`.
 * 3. `finishLink` checks that the state is this player's, unexpired and for
 *    this network, and has the provider exchange the code (single use, bound
 *    to the redirect URI) for the account. The account id comes from the
 *    network: a player cannot link someone else's account by typing its id,
 *    and a code taken from another player's session fails on the state.
 *
 * An account links to one player only (unique index), and to one player
 * ever: an account once linked to another player — even one that unlinked
 * it since — is refused, so one VK page cannot collect the rewards of a row
 * of accounts by moving between them. The history is the audit log's
 * `social.link` entries (actor: the player).
 */
const STATE_LIFETIME_MS = 10 * 60_000;
/** The query parameter that tells the web, on the way back, which network is being linked. */
export const LINK_RETURN_PARAM = 'social_link';

type StatePayload = { u: number; n: Network; r: string; e: number; x: string };

function sign(social: Social, payload: StatePayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', social.stateKey).update(body).digest('base64url')}`;
}

function verify(social: Social, state: string): StatePayload | null {
  const [body, mac, extra] = state.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', social.stateKey).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StatePayload;
  } catch {
    return null;
  }
}

/** Where the network sends the player back: a page of this site, with the network named for the web. */
function redirectUriOf(social: Social, network: Network, returnPath: string | undefined): string {
  const url = new URL(returnPath ?? '/', social.ctx.config.publicOrigin);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.searchParams.set(LINK_RETURN_PARAM, network);
  return url.toString();
}

export async function startLink(social: Social, userId: number, network: Network, returnPath: string | undefined): Promise<{ url: string }> {
  const redirectUri = redirectUriOf(social, network, returnPath);
  const state = sign(social, { u: userId, n: network, r: redirectUri, e: Date.now() + STATE_LIFETIME_MS, x: randomBytes(6).toString('base64url') });
  return { url: await ask(() => social.provider.authorizeUrl(network, redirectUri, state)) };
}

export async function finishLink(social: Social, actor: { id: number; ip: string }, network: Network, input: { code: string; state: string }): Promise<void> {
  const payload = verify(social, input.state);
  if (!payload || payload.u !== actor.id || payload.n !== network || payload.e < Date.now()) throw new DomainError('social_link_invalid');
  const account = await ask(() => social.provider.exchangeCode(network, input.code, payload.r));
  if (!account) throw new DomainError('social_link_invalid');
  const { db } = social.ctx;
  const target = { type: 'social_account', id: `${network}:${account.id}` };
  try {
    await db.transaction(async (tx) => {
      const current = rowsOf<{ external_id: string }>(await tx.execute(sql`SELECT external_id FROM social_links WHERE user_id = ${actor.id} AND network = ${network} FOR UPDATE`))[0];
      // The same account again (a second tab, a retried return): nothing to do.
      if (current?.external_id === account.id) return;
      if (current) throw new DomainError('social_already_linked', { status: 409 });
      const elsewhere = rowsOf(
        await tx.execute(sql`
          SELECT 1 FROM audit_log WHERE target_type = ${target.type} AND target_id = ${target.id} AND action = 'social.link' AND actor_id <> ${actor.id} LIMIT 1`),
      );
      if (elsewhere.length) throw new DomainError('social_account_taken', { status: 409 });
      await tx.execute(sql`INSERT INTO social_links (user_id, network, external_id) VALUES (${actor.id}, ${network}, ${account.id})`);
      await record(tx, { actorId: actor.id, action: 'social.link', target, details: { player: actor.id, network, account: account.id, name: account.name }, ip: actor.ip });
    });
  } catch (error) {
    // Another player linked it (or this player another account) in the same moment.
    if (isUniqueViolation(error, 'social_links_account_idx')) throw new DomainError('social_account_taken', { status: 409, cause: error });
    if (isUniqueViolation(error)) throw new DomainError('social_already_linked', { status: 409, cause: error });
    throw error;
  }
}

/**
 * Unlinks the player's account of a network (nothing to do when there is
 * none). What it earned stays earned; the account cannot move to another
 * player (see above), and the same player may link it again.
 */
export async function unlink(social: Social, actor: { id: number; ip: string }, network: Network): Promise<void> {
  await social.ctx.db.transaction(async (tx) => {
    const removed = rowsOf<{ external_id: string }>(await tx.execute(sql`DELETE FROM social_links WHERE user_id = ${actor.id} AND network = ${network} RETURNING external_id`))[0];
    if (!removed) return;
    await record(tx, { actorId: actor.id, action: 'social.unlink', target: { type: 'social_account', id: `${network}:${removed.external_id}` }, details: { player: actor.id, network, account: removed.external_id }, ip: actor.ip });
  });
}

/** The name each linked account had at the network when linked (kept in the link's audit entry). */
export async function linkNames(social: Social, userId: number): Promise<Partial<Record<Network, string>>> {
  const rows = rowsOf<{ network: Network; name: string | null }>(
    await social.ctx.db.execute(sql`
      SELECT DISTINCT ON (l.network) l.network, a.details->>'name' AS name
      FROM social_links l JOIN audit_log a ON a.target_type = 'social_account' AND a.target_id = l.network || ':' || l.external_id AND a.action = 'social.link' AND a.actor_id = l.user_id
      WHERE l.user_id = ${userId} ORDER BY l.network, a.id DESC`),
  );
  return Object.fromEntries(rows.map((r) => [r.network, r.name ?? '']));
}
