import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { refreshTokens, rowsOf, sessions, sql, type Executor } from '@azart/db';

/** The httpOnly cookie that carries the refresh token (path /api/auth). */
export const REFRESH_COOKIE = 'refresh_token';

/** Refresh tokens live 30 days; each use replaces the token. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/**
 * Two tabs may refresh with the same cookie at the same moment. A token used
 * again within this window is treated as that race and answered with the
 * same successor the first use got (never a new one: 20 replays hold one
 * live token, not 20); later reuse means the token was stolen.
 */
export const REUSE_GRACE_MS = 10_000;

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Who opened or refreshed a session, for the profile's list of sessions. */
export type SessionClient = { userAgent?: string | undefined; ip?: string | undefined };
const clientColumns = (client: SessionClient) => ({ userAgent: client.userAgent?.slice(0, 300) ?? null, ip: client.ip ?? null });

export async function openSession(tx: Executor, userId: number, client: SessionClient = {}): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await tx.insert(sessions).values({ id: sessionId, userId, ...clientColumns(client) });
  const refreshToken = await issueRefreshToken(tx, userId, sessionId);
  return { sessionId, refreshToken };
}

async function issueRefreshToken(tx: Executor, userId: number, sessionId: string, secret = randomBytes(32).toString('base64url')): Promise<string> {
  await tx.insert(refreshTokens).values({ id: randomUUID(), userId, sessionId, tokenHash: digest(secret), expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) });
  return secret;
}

export type RotationResult =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  /** The token was used again after the grace window: this session is now revoked. */
  | { ok: false; reason: 'reused'; session: { userId: number; sessionId: string } };

/**
 * The one token a refresh token is exchanged for: derived from it with a key
 * of the server (HMAC), so a replay within the grace window can be handed the
 * very successor the first use stored (only its hash is kept), and no one
 * without the key can compute it from a stolen predecessor.
 */
function successorOf(presented: string, key: string): string {
  return createHmac('sha256', key).update('refresh-successor\0').update(presented).digest('base64url');
}

/**
 * Exchanges a refresh token for its successor. The token row is locked, so
 * concurrent uses are ordered: the first stores the successor, the others
 * within the grace window get that same successor; reuse after the grace
 * window revokes the whole session (every token and every access token of it).
 * `key` is a server secret (successorOf).
 */
export async function rotateRefreshToken(tx: Executor, presented: string, key: string, client: SessionClient = {}): Promise<RotationResult> {
  const rows = rowsOf<{ id: string; user_id: number; session_id: string; expires_at: string | Date; used_at: string | Date | null; revoked_at: string | Date | null; session_revoked: string | Date | null }>(
    await tx.execute(sql`
      SELECT t.id, t.user_id, t.session_id, t.expires_at, t.used_at, t.revoked_at, s.revoked_at AS session_revoked
      FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
      WHERE t.token_hash = ${digest(presented)}
      FOR UPDATE OF t`),
  );
  const token = rows[0];
  if (!token) return { ok: false, reason: 'unknown' };
  const userId = Number(token.user_id);
  if (token.revoked_at || token.session_revoked) return { ok: false, reason: 'revoked' };
  if (new Date(token.expires_at).getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  if (token.used_at && Date.now() - new Date(token.used_at).getTime() > REUSE_GRACE_MS) {
    await revokeSession(tx, token.session_id);
    return { ok: false, reason: 'reused', session: { userId, sessionId: token.session_id } };
  }
  const successor = successorOf(presented, key);
  if (token.used_at) {
    // The race of two tabs: the successor the first use stored, while that is still alive.
    const [stored] = rowsOf<{ revoked_at: string | Date | null }>(await tx.execute(sql`SELECT revoked_at FROM refresh_tokens WHERE token_hash = ${digest(successor)}`));
    if (!stored || stored.revoked_at) return { ok: false, reason: 'revoked' };
    return { ok: true, userId, sessionId: token.session_id, refreshToken: successor };
  }
  await tx.execute(sql`UPDATE refresh_tokens SET used_at = now() WHERE id = ${token.id}`);
  const seen = clientColumns(client);
  await tx.execute(sql`UPDATE sessions SET last_seen_at = now(), user_agent = coalesce(${seen.userAgent}, user_agent), ip = coalesce(${seen.ip}, ip) WHERE id = ${token.session_id}`);
  const refreshToken = await issueRefreshToken(tx, userId, token.session_id, successor);
  return { ok: true, userId, sessionId: token.session_id, refreshToken };
}

export async function revokeSession(tx: Executor, sessionId: string): Promise<void> {
  await tx.execute(sql`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`);
  await tx.execute(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE session_id = ${sessionId} AND revoked_at IS NULL`);
}

/** Session of a refresh token, for logout by cookie. */
export async function sessionOfRefreshToken(exec: Executor, presented: string): Promise<{ sessionId: string; userId: number } | null> {
  const rows = rowsOf<{ session_id: string; user_id: number }>(await exec.execute(sql`SELECT session_id, user_id FROM refresh_tokens WHERE token_hash = ${digest(presented)}`));
  const row = rows[0];
  return row ? { sessionId: row.session_id, userId: Number(row.user_id) } : null;
}
