import { rowsOf, sql, type Executor } from '@azart/db';

/** The signed-in player behind a request. */
export type Principal = { id: number; login: string; scope: string[]; demo: boolean; createdAt: string; sessionId: string };

export type PrincipalLookup = { principal: Principal } | { error: 'unauthorized' | 'session_expired' | 'account_blocked' };

/** One query per authenticated request: the user, whether blocked, and whether the session is still open. */
export async function loadPrincipal(exec: Executor, userId: number, sessionId: string): Promise<PrincipalLookup> {
  const rows = rowsOf<{ id: number; login: string; scope: string[] | string; demo: boolean; created_at: string | Date; blocked_at: unknown; revoked_at: unknown }>(
    await exec.execute(sql`
      SELECT u.id, u.login, u.scope, u.demo, u.created_at, u.blocked_at, s.revoked_at
      FROM users u JOIN sessions s ON s.user_id = u.id AND s.id = ${sessionId}
      WHERE u.id = ${userId}`),
  );
  const row = rows[0];
  if (!row) return { error: 'unauthorized' };
  if (row.revoked_at) return { error: 'session_expired' };
  if (row.blocked_at) return { error: 'account_blocked' };
  return { principal: { id: Number(row.id), login: row.login, scope: parseTextArray(row.scope), demo: row.demo, createdAt: new Date(row.created_at).toISOString(), sessionId } };
}

/** text[] arrives as an array from node-postgres and PGlite; accept the literal form too. */
export function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}
