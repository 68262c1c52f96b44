import { rowsOf, sql, type Executor, type SQL } from '@azart/db';
import { forbidden, unauthorized } from '../../shared/errors.ts';

import type { Principal } from '../../shared/principal.ts';

export type { Principal };

export type PrincipalLookup = { principal: Principal } | { error: 'unauthorized' | 'session_expired' | 'account_blocked' };

/** The columns `principalOfRow` reads, for queries that check the principal along with their own work. */
export type PrincipalRow = { user_id: number; login: string; scope: string[] | string; demo: boolean; bonus_play: boolean; created_at: string | Date; blocked_at: unknown; revoked_at: unknown };

/**
 * The principal's part of a query: `principal.columns` in the select list,
 * `principal.from` as the first FROM item (aliases `u` for the user and
 * `sess` for the session). No row means no such user or session.
 */
export function principalQuery(userId: number, sessionId: string): { columns: SQL; from: SQL } {
  return {
    columns: PRINCIPAL_COLUMNS,
    from: sql`users u JOIN sessions sess ON sess.user_id = u.id AND sess.id = ${sessionId} AND u.id = ${userId}`,
  };
}

const PRINCIPAL_COLUMNS = sql`u.id AS user_id, u.login, u.scope, u.demo, u.bonus_play, u.created_at, u.blocked_at, sess.revoked_at`;

/**
 * The same, for a read of many principals at once: `join` follows a FROM item
 * whose columns `userId` and `sessionId` name the user and the session.
 */
export function principalQueryFor(userId: SQL, sessionId: SQL): { columns: SQL; join: SQL } {
  return {
    columns: PRINCIPAL_COLUMNS,
    join: sql`JOIN users u ON u.id = ${userId} JOIN sessions sess ON sess.user_id = u.id AND sess.id = ${sessionId}`,
  };
}

/** Whether the session is open and the player may act, from a row of `principalQuery` (undefined: not found). */
export function principalOfRow(row: PrincipalRow | undefined, sessionId: string): PrincipalLookup {
  if (!row) return { error: 'unauthorized' };
  if (row.revoked_at) return { error: 'session_expired' };
  if (row.blocked_at) return { error: 'account_blocked' };
  return { principal: { id: Number(row.user_id), login: row.login, scope: parseTextArray(row.scope), demo: row.demo, bonusPlay: row.bonus_play, createdAt: new Date(row.created_at).toISOString(), sessionId } };
}

/** The principal, or the 401/403 the request gets. */
export function requirePrincipal(found: PrincipalLookup): Principal {
  if ('error' in found) throw found.error === 'account_blocked' ? forbidden('account_blocked') : unauthorized(found.error);
  return found.principal;
}

/** One query per authenticated request: the user, whether blocked, and whether the session is still open. */
export async function loadPrincipal(exec: Executor, userId: number, sessionId: string): Promise<PrincipalLookup> {
  const q = principalQuery(userId, sessionId);
  const rows = rowsOf<PrincipalRow>(await exec.execute(sql`SELECT ${q.columns} FROM ${q.from}`));
  return principalOfRow(rows[0], sessionId);
}

/** text[] arrives as an array from node-postgres and PGlite; accept the literal form too. */
export function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}
