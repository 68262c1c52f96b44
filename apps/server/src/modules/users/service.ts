import { randomBytes } from 'node:crypto';
import { rowsOf, sql, users, type Executor } from '@azart/db';
import type { AuthResponse, LoginRequest, RegisterRequest } from '@azart/contracts';
import { openPlayerAccounts } from '../ledger/index.ts';
import { createSeedPair } from '../fairness/index.ts';
import { DomainError, isUniqueViolation, unauthorized } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { openSession, revokeSession, rotateRefreshToken, sessionOfRefreshToken, type SessionClient } from './sessions.ts';
import { requireSecondFactor } from './totp.ts';
import { clearAttempts, takeAttempt } from './login-throttle.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { loadUser, toUserDto } from './user-view.ts';

export type AuthResult = { body: AuthResponse; refreshToken: string; userId: number };
/** A sign-in also (re)issues the browser's device cookie for the account (decision 009). */
export type SignInResult = AuthResult & { deviceCookie: string };

export async function register(ctx: AppContext, input: RegisterRequest, client: SessionClient = {}): Promise<AuthResult> {
  return createAccount(ctx, { login: input.login, password: input.password }, client);
}

/**
 * A new account, signed in: its balances, its seed pair and a session, in
 * one transaction. `setUp` runs in that transaction too (a social sign-in
 * links the identity there, so an account never exists without it). With no
 * password (an account made by a social sign-in) the hash is of a random
 * secret nobody knows and `password_set` is false: such an account signs in
 * through its network until it sets a password in the profile.
 */
export async function createAccount(
  ctx: AppContext,
  input: { login: string; password?: string },
  client: SessionClient = {},
  setUp?: (tx: Executor, userId: number) => Promise<void>,
): Promise<AuthResult> {
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  try {
    return await ctx.db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values({ login: input.login, loginKey: input.login.toLowerCase(), passwordHash, passwordSet: input.password !== undefined }).returning({ id: users.id });
      if (!created) throw new Error('user insert returned nothing');
      await openPlayerAccounts(tx, created.id);
      // Every player starts with a committed seed pair (games.md §1).
      await createSeedPair(tx, created.id);
      await setUp?.(tx, created.id);
      const { sessionId, refreshToken } = await openSession(tx, created.id, client);
      return authResult(ctx, tx, created.id, sessionId, refreshToken);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_login_key_unique')) throw new DomainError('login_taken', { field: 'login', cause: error });
    throw error;
  }
}

/**
 * Signs in an account whose owner proved who they are some other way than
 * the password (a social sign-in, decision 032): refused for a blocked
 * account; the second factor is the caller's to ask for first. The device
 * cookie is (re)issued as a password sign-in does.
 */
export async function signInVerified(ctx: AppContext, devices: DeviceCookies, userId: number, deviceCookie: string | undefined, client: SessionClient = {}): Promise<SignInResult> {
  const [found] = rowsOf<{ login_key: string; blocked_at: unknown }>(await ctx.db.execute(sql`SELECT login_key, blocked_at FROM users WHERE id = ${userId}`));
  if (!found) throw unauthorized();
  if (found.blocked_at) throw new DomainError('account_blocked', { status: 403 });
  const result = await ctx.db.transaction(async (tx) => {
    const { sessionId, refreshToken } = await openSession(tx, userId, client);
    return authResult(ctx, tx, userId, sessionId, refreshToken);
  });
  return { ...result, deviceCookie: devices.issue(found.login_key, devices.deviceFor(deviceCookie, found.login_key) ?? undefined) };
}

/**
 * Signs in. The attempt is counted against the account, or against this
 * browser's device id when it holds the account's device cookie, before the
 * password is checked; past the free attempts a 429 says how long to wait
 * (decision 009). Unknown logins are throttled the same way, so the answer
 * does not reveal which logins exist.
 */
export async function login(ctx: AppContext, devices: DeviceCookies, input: LoginRequest, deviceCookie: string | undefined, client: SessionClient = {}): Promise<SignInResult> {
  const loginKey = input.login.trim().toLowerCase();
  const deviceId = devices.deviceFor(deviceCookie, loginKey);
  const throttleKey = deviceId ? `device:${deviceId}` : `login:${loginKey}`;
  const gate = await takeAttempt(ctx.db, throttleKey, ctx.config.loginThrottleFirstDelayS);
  if (!gate.allowed) throw new DomainError('login_throttled', { status: 429, params: { seconds: gate.retryAfterS }, retryAfterS: gate.retryAfterS });
  const rows = rowsOf<{ id: number; password_hash: string; blocked_at: unknown }>(
    await ctx.db.execute(sql`SELECT id, password_hash, blocked_at FROM users WHERE login_key = ${loginKey}`),
  );
  const found = rows[0];
  const valid = await verifyPassword(found?.password_hash ?? (await decoyHash()), input.password);
  if (!found || !valid) throw new DomainError('invalid_credentials');
  if (found.blocked_at) throw new DomainError('account_blocked', { status: 403 });
  const userId = Number(found.id);
  // The second step of an account with two-factor sign-in (issue 23): the same request again with `totp_code`.
  await requireSecondFactor(ctx, userId, input.totp_code);
  const result = await ctx.db.transaction(async (tx) => {
    await clearAttempts(tx, throttleKey);
    const { sessionId, refreshToken } = await openSession(tx, userId, client);
    return authResult(ctx, tx, userId, sessionId, refreshToken);
  });
  return { ...result, deviceCookie: devices.issue(loginKey, deviceId ?? undefined) };
}

/** Rotates the refresh token; any failure is a 401 so the client logs out. */
export async function refresh(ctx: AppContext, presented: string | undefined, client: SessionClient = {}): Promise<AuthResult> {
  if (!presented) throw unauthorized('session_expired');
  return ctx.db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, presented, ctx.config.jwtSecret, client);
    if (!rotated.ok) {
      if (rotated.reason === 'reused') ctx.log.warn('refresh token reused after rotation: session revoked');
      return { failure: rotated.reason, revoked: rotated.reason === 'reused' ? rotated.session : undefined } as const;
    }
    const blocked = rowsOf<{ blocked_at: unknown }>(await tx.execute(sql`SELECT blocked_at FROM users WHERE id = ${rotated.userId}`))[0]?.blocked_at;
    if (blocked) return { failure: 'blocked' } as const;
    return authResult(ctx, tx, rotated.userId, rotated.sessionId, rotated.refreshToken);
  }).then((result) => {
    // Revocation of a reused token must be committed, so the 401 is thrown after the transaction;
    // then the revoked session's live sockets are cut at once, not when their tokens expire.
    if ('failure' in result) {
      if ('revoked' in result && result.revoked) ctx.endSession(result.revoked.userId, result.revoked.sessionId);
      throw result.failure === 'blocked' ? new DomainError('account_blocked', { status: 403 }) : unauthorized('session_expired');
    }
    return result;
  });
}

/**
 * Ends one session, by the access token's session or by the refresh cookie,
 * and tells that session's live sockets (only those: the player's other
 * devices stay signed in).
 */
export async function logout(ctx: AppContext, by: { session?: { userId: number; sessionId: string }; refreshToken?: string }): Promise<void> {
  const session = by.session ?? (by.refreshToken ? await sessionOfRefreshToken(ctx.db, by.refreshToken) : null);
  if (!session) return;
  await ctx.db.transaction((tx) => revokeSession(tx, session.sessionId));
  ctx.endSession(session.userId, session.sessionId);
}

export async function me(ctx: AppContext, principal: { id: number; sessionId: string }) {
  const loaded = await loadUser(ctx.db, principal.id);
  if (!loaded) throw unauthorized();
  return { user: toUserDto(loaded.user, loaded.balances, ctx.tokens, principal.sessionId) };
}

async function authResult(ctx: AppContext, exec: Executor, userId: number, sessionId: string, refreshToken: string): Promise<AuthResult> {
  const loaded = await loadUser(exec, userId);
  if (!loaded) throw new Error(`user ${userId} vanished`);
  return {
    body: { access_token: { token: ctx.tokens.signAccess(userId, sessionId), expiresIn: ctx.tokens.ttlSeconds }, user: toUserDto(loaded.user, loaded.balances, ctx.tokens, sessionId, { freshRealtimeToken: true }) },
    refreshToken,
    userId,
  };
}


/**
 * The balance own games play from (spec §6, bonuses.md §1): the header menu
 * chooses main, bonus or demo; flags on the player, which the demo module
 * changes. One choice: demo mode clears the bonus choice.
 */
export async function setPlayBalance(tx: Executor, userId: number, balance: 'main' | 'bonus' | 'demo'): Promise<void> {
  await tx.execute(sql`UPDATE users SET demo = ${balance === 'demo'}, bonus_play = ${balance === 'bonus'} WHERE id = ${userId}`);
}
