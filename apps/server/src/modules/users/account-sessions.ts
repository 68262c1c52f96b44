import { rowsOf, sql, type Executor } from '@azart/db';
import type { Locale, PasswordChangeRequest, SessionList } from '@azart/contracts';
import { DomainError, notFound } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { deviceName } from './device-name.ts';
import { clearAttempts, takeAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeSession } from './sessions.ts';
import { requireSecondFactor } from './totp.ts';

/**
 * The profile's account security (issue 23 item 1): the player's signed-in
 * sessions, ending one or all of them, and the password change that ends
 * every session but the current one. Each ended session's live sockets are
 * cut at once (ctx.endSession), not when their access tokens expire.
 */

type Player = { id: number; login: string; sessionId: string };

/** Sessions still open: not revoked, with a refresh token that can still be used. */
export async function listSessions(ctx: AppContext, player: Player, locale: Locale): Promise<SessionList> {
  const rows = rowsOf<{ id: string; user_agent: string | null; ip: string | null; last_seen_at: string | Date }>(
    await ctx.db.execute(sql`
      SELECT s.id, s.user_agent, s.ip, s.last_seen_at FROM sessions s
      WHERE s.user_id = ${player.id} AND s.revoked_at IS NULL
        AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.session_id = s.id AND t.revoked_at IS NULL AND t.used_at IS NULL AND t.expires_at > now())
      ORDER BY s.id = ${player.sessionId} DESC, s.last_seen_at DESC, s.id`),
  );
  return {
    items: rows.map((row) => ({
      id: row.id, current: row.id === player.sessionId, device: deviceName(row.user_agent, locale), ip: row.ip, lastSeenAt: new Date(row.last_seen_at).toISOString(),
    })),
  };
}

/** Ends one of the player's own sessions (the current one too); another player's is a 404, as if it did not exist. */
export async function endOwnSession(ctx: AppContext, userId: number, sessionId: string): Promise<void> {
  const found = await ctx.db.transaction(async (tx) => {
    const own = rowsOf(await tx.execute(sql`SELECT 1 FROM sessions WHERE id = ${sessionId} AND user_id = ${userId} AND revoked_at IS NULL FOR UPDATE`));
    if (own.length) await revokeSession(tx, sessionId);
    return own.length > 0;
  });
  if (!found) throw notFound();
  ctx.endSession(userId, sessionId);
}

/** Ends the player's sessions, all of them or all but `except`; returns how many. */
export async function endSessions(ctx: AppContext, userId: number, except?: string): Promise<number> {
  const ended = await ctx.db.transaction((tx) => revokeSessions(tx, userId, except));
  for (const id of ended) ctx.endSession(userId, id);
  return ended.length;
}

/** Revokes the sessions and their refresh tokens in the caller's transaction; the ids, to cut their sockets after the commit. */
async function revokeSessions(tx: Executor, userId: number, except: string | undefined): Promise<string[]> {
  const others = except ? sql`AND id <> ${except}` : sql``;
  const ids = rowsOf<{ id: string }>(await tx.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL ${others} RETURNING id`)).map((row) => row.id);
  await tx.execute(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL ${except ? sql`AND session_id <> ${except}` : sql``}`);
  return ids;
}

/** Whether the account has a password of the player's choosing (not one a social sign-in made it with). */
export async function passwordSet(ctx: AppContext, userId: number): Promise<boolean> {
  const [row] = rowsOf<{ password_set: boolean }>(await ctx.db.execute(sql`SELECT password_set FROM users WHERE id = ${userId}`));
  if (!row) throw notFound();
  return row.password_set;
}

/**
 * Changes the password: the current one first (throttled per account like
 * sign-in, decision 009), then the second factor when it is on. An account
 * a social sign-in made has no password its owner knows: it sets its first
 * one without (the session is the network's proof). Every other session
 * ends, so whoever knew the old password is signed out; this one stays
 * signed in.
 */
export async function changePassword(ctx: AppContext, player: Player, input: PasswordChangeRequest): Promise<void> {
  if (input.password.toLowerCase() === player.login.toLowerCase()) throw new DomainError('password_is_login', { field: 'password' });
  const [row] = rowsOf<{ password_hash: string; password_set: boolean }>(await ctx.db.execute(sql`SELECT password_hash, password_set FROM users WHERE id = ${player.id}`));
  if (!row) throw notFound();
  const throttleKey = `password:${player.id}`;
  if (row.password_set) {
    if (!input.old_password) throw new DomainError('password_required', { field: 'old_password' });
    const attempt = await takeAttempt(ctx.db, throttleKey, ctx.config.loginThrottleFirstDelayS);
    if (!attempt.allowed) throw new DomainError('login_throttled', { status: 429, params: { seconds: attempt.retryAfterS }, retryAfterS: attempt.retryAfterS });
    if (!(await verifyPassword(row.password_hash, input.old_password))) throw new DomainError('old_password_wrong', { field: 'old_password' });
    if (input.password === input.old_password) throw new DomainError('password_unchanged', { field: 'password' });
  }
  await requireSecondFactor(ctx, player.id, input.totp_code);
  const passwordHash = await hashPassword(input.password);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE users SET password_hash = ${passwordHash}, password_set = true WHERE id = ${player.id}`);
    await clearAttempts(tx, throttleKey);
    return revokeSessions(tx, player.id, player.sessionId);
  });
  for (const id of ended) ctx.endSession(player.id, id);
}
