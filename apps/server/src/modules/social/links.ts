import { rowsOf, sql, type Executor } from '@azart/db';
import { record } from '../audit/index.ts';
import { DomainError, isUniqueViolation } from '../../shared/errors.ts';
import type { Network } from './provider.ts';
import type { Social } from './social.ts';

/**
 * Linking a VK or Telegram account to the player (the profile's "social
 * linking", spec §2). Who the account is comes from the network's OpenID
 * Connect issuer (signin.ts, decision 032): the ID token's `sub`, never
 * anything the player typed, so nobody links someone else's account.
 *
 * An account links to one player only (unique index), and to one player
 * ever: an account once linked to another player — even one that unlinked
 * it since — is refused, so one VK page cannot collect the rewards of a row
 * of accounts by moving between them. The history is the audit log's
 * `social.link` entries (actor: the player).
 */
export type NetworkAccount = { id: string; name: string };

/** Whether the account was ever linked to a player other than `userId` (null: to anyone). */
export async function linkedElsewhere(exec: Executor, network: Network, accountId: string, userId: number | null): Promise<boolean> {
  const target = `${network}:${accountId}`;
  const rows = rowsOf(
    await exec.execute(sql`
      SELECT 1 FROM audit_trail WHERE target_type = 'social_account' AND target_id = ${target} AND action = 'social.link'
        ${userId === null ? sql`` : sql`AND actor_id <> ${userId}`} LIMIT 1`),
  );
  return rows.length > 0;
}

/** The player an account is linked to now, if any. */
export async function playerOfAccount(exec: Executor, network: Network, accountId: string): Promise<number | null> {
  const [row] = rowsOf<{ user_id: number }>(await exec.execute(sql`SELECT user_id FROM social_links WHERE network = ${network} AND external_id = ${accountId}`));
  return row ? Number(row.user_id) : null;
}

/**
 * Links in the caller's transaction: nothing to do when it is this player's
 * already (a second tab, a retried return); refused when the player has
 * another account of the network, or the account was ever another player's.
 */
export async function linkInTransaction(tx: Executor, actor: { id: number; ip: string }, network: Network, account: NetworkAccount): Promise<void> {
  const current = rowsOf<{ external_id: string }>(await tx.execute(sql`SELECT external_id FROM social_links WHERE user_id = ${actor.id} AND network = ${network} FOR UPDATE`))[0];
  if (current?.external_id === account.id) return;
  if (current) throw new DomainError('social_already_linked', { status: 409 });
  if (await linkedElsewhere(tx, network, account.id, actor.id)) throw new DomainError('social_account_taken', { status: 409 });
  await tx.execute(sql`INSERT INTO social_links (user_id, network, external_id) VALUES (${actor.id}, ${network}, ${account.id})`);
  await record(tx, {
    actorId: actor.id, action: 'social.link', target: { type: 'social_account', id: `${network}:${account.id}` }, details: { player: actor.id, network, account: account.id, name: account.name }, ip: actor.ip,
  });
}

/** A unique index that refused a link in a race: the account went to another player, or the player linked another account. */
export function linkRaceError(error: unknown): DomainError | null {
  if (isUniqueViolation(error, 'social_links_account_idx')) return new DomainError('social_account_taken', { status: 409, cause: error });
  if (isUniqueViolation(error, 'social_links_user_id_network_pk')) return new DomainError('social_already_linked', { status: 409, cause: error });
  return null;
}

export async function linkAccount(social: Social, actor: { id: number; ip: string }, network: Network, account: NetworkAccount): Promise<void> {
  try {
    await social.ctx.db.transaction((tx) => linkInTransaction(tx, actor, network, account));
  } catch (error) {
    throw linkRaceError(error) ?? error;
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
      FROM social_links l JOIN audit_trail a ON a.target_type = 'social_account' AND a.target_id = l.network || ':' || l.external_id AND a.action = 'social.link' AND a.actor_id = l.user_id
      WHERE l.user_id = ${userId} ORDER BY l.network, a.id DESC`),
  );
  return Object.fromEntries(rows.map((r) => [r.network, r.name ?? '']));
}
