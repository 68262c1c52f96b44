import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { rowsOf, sql, type Executor } from '@azart/db';
import type { TotpRecoveryCodes, TotpSetup, TotpStatus } from '@azart/contracts';
import { DomainError } from '../../shared/errors.ts';
import { createSealer, type Sealer } from '../../shared/sealed.ts';
import type { AppContext } from '../../shared/context.ts';
import { clearAttempts, takeAttempt } from './login-throttle.ts';

/**
 * Two-factor sign-in with TOTP (RFC 6238, issue 23; decision 030): the
 * common authenticator apps' parameters (SHA-1, 6 digits, 30 s), a code of
 * the step before or after accepted for clock drift, each step at most
 * once. Ten one-time recovery codes stand in for a lost phone.
 */
const ISSUER = 'Azart';
const PERIOD_S = 30;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: a recovery code is read off paper. 10 of 31 symbols: about 50 bits each. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const sealers = new Map<string, Sealer>();
/** The secret is sealed under a key of its own derived from the server's JWT secret. */
function sealerOf(ctx: AppContext): Sealer {
  let sealer = sealers.get(ctx.config.jwtSecret);
  if (!sealer) sealers.set(ctx.config.jwtSecret, (sealer = createSealer(ctx.config.jwtSecret, 'totp')));
  return sealer;
}

const totpOf = (secret: Secret, label: string) => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret });
const recoveryHash = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/-/g, '')).digest('hex');

function newRecoveryCode(): string {
  const symbols = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

type FactorRow = { secret_sealed: string; confirmed_at: unknown; last_step: number | string | null };

export async function totpEnabled(exec: Executor, userId: number): Promise<boolean> {
  return rowsOf(await exec.execute(sql`SELECT 1 FROM totp_factors WHERE user_id = ${userId} AND confirmed_at IS NOT NULL`)).length > 0;
}

export async function totpStatus(exec: Executor, userId: number): Promise<TotpStatus> {
  const [row] = rowsOf<{ enabled: boolean; left: number }>(
    await exec.execute(sql`
      SELECT EXISTS (SELECT 1 FROM totp_factors WHERE user_id = ${userId} AND confirmed_at IS NOT NULL) AS enabled,
             (SELECT count(*)::int FROM totp_recovery_codes WHERE user_id = ${userId} AND used_at IS NULL) AS left`),
  );
  return { enabled: Boolean(row?.enabled), recoveryCodesLeft: row?.enabled ? Number(row.left) : 0 };
}

/** A new secret for an account without the second factor on; it replaces an enrolment not confirmed yet. */
export async function startEnrolment(ctx: AppContext, user: { id: number; login: string }): Promise<TotpSetup> {
  if (await totpEnabled(ctx.db, user.id)) throw new DomainError('totp_already_enabled', { status: 409 });
  const secret = new Secret({ size: 20 });
  const sealed = sealerOf(ctx).seal(secret.base32);
  await ctx.db.execute(sql`
    INSERT INTO totp_factors (user_id, secret_sealed) VALUES (${user.id}, ${sealed})
    ON CONFLICT (user_id) DO UPDATE SET secret_sealed = excluded.secret_sealed, last_step = NULL, created_at = now()
    WHERE totp_factors.confirmed_at IS NULL`);
  const otpauthUrl = totpOf(secret, user.login).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: secret.base32, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The first good code turns the second factor on and gives the recovery codes, shown this once. */
export async function confirmEnrolment(ctx: AppContext, user: { id: number; login: string }, code: string): Promise<TotpRecoveryCodes> {
  await gate(ctx, user.id);
  const codes = await ctx.db.transaction(async (tx) => {
    const [row] = rowsOf<FactorRow>(await tx.execute(sql`SELECT secret_sealed, confirmed_at, last_step FROM totp_factors WHERE user_id = ${user.id} FOR UPDATE`));
    if (!row) throw new DomainError('totp_not_started');
    if (row.confirmed_at) throw new DomainError('totp_already_enabled', { status: 409 });
    const step = acceptedStep(ctx, row, code);
    if (step === null) return null;
    const fresh = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.execute(sql`UPDATE totp_factors SET confirmed_at = now(), last_step = ${step} WHERE user_id = ${user.id}`);
    await tx.execute(sql`DELETE FROM totp_recovery_codes WHERE user_id = ${user.id}`);
    for (const recovery of fresh) await tx.execute(sql`INSERT INTO totp_recovery_codes (user_id, code_hash) VALUES (${user.id}, ${recoveryHash(recovery)})`);
    return fresh;
  });
  if (!codes) throw new DomainError('totp_invalid', { field: 'code' });
  await clearAttempts(ctx.db, gateKey(user.id));
  return { recoveryCodes: codes };
}

/** Turns the second factor off with a current code or a recovery code. */
export async function disable(ctx: AppContext, userId: number, code: string): Promise<void> {
  if (!(await totpEnabled(ctx.db, userId))) throw new DomainError('totp_not_enabled');
  await requireSecondFactor(ctx, userId, code, 'code');
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM totp_recovery_codes WHERE user_id = ${userId}`);
    await tx.execute(sql`DELETE FROM totp_factors WHERE user_id = ${userId}`);
  });
}

/**
 * For a step that needs the second factor (sign-in, a password change, a
 * withdrawal): nothing when it is off; otherwise a current code or an unused
 * recovery code (used up by this), else a 422 on `field`. Wrong codes are
 * throttled per account like sign-in attempts (decision 009).
 */
export async function requireSecondFactor(ctx: AppContext, userId: number, code: string | undefined, field = 'totp_code'): Promise<void> {
  if (!(await totpEnabled(ctx.db, userId))) return;
  if (!code) throw new DomainError('totp_required', { field });
  await gate(ctx, userId);
  if (!(await useSecondFactor(ctx, userId, code))) throw new DomainError('totp_invalid', { field });
  await clearAttempts(ctx.db, gateKey(userId));
}

const gateKey = (userId: number) => `totp:${userId}`;
async function gate(ctx: AppContext, userId: number): Promise<void> {
  const attempt = await takeAttempt(ctx.db, gateKey(userId), ctx.config.loginThrottleFirstDelayS);
  if (!attempt.allowed) throw new DomainError('login_throttled', { status: 429, params: { seconds: attempt.retryAfterS }, retryAfterS: attempt.retryAfterS });
}

/** Checks and uses up a code: the factor's row is locked, so one code cannot pass twice at once. */
async function useSecondFactor(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = rowsOf<FactorRow>(await tx.execute(sql`SELECT secret_sealed, confirmed_at, last_step FROM totp_factors WHERE user_id = ${userId} AND confirmed_at IS NOT NULL FOR UPDATE`));
    if (!row) return false;
    if (/^\d{6}$/.test(code)) {
      const step = acceptedStep(ctx, row, code);
      if (step === null) return false;
      await tx.execute(sql`UPDATE totp_factors SET last_step = ${step} WHERE user_id = ${userId}`);
      return true;
    }
    const used = rowsOf(await tx.execute(sql`UPDATE totp_recovery_codes SET used_at = now() WHERE user_id = ${userId} AND code_hash = ${recoveryHash(code)} AND used_at IS NULL RETURNING id`));
    return used.length > 0;
  });
}

/** The time step of a valid code not used before, or null. */
function acceptedStep(ctx: AppContext, row: FactorRow, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(Secret.fromBase32(sealerOf(ctx).open(row.secret_sealed)), 'check');
  const delta = totp.validate({ token: code, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 1000 / PERIOD_S) + delta;
  if (row.last_step !== null && step <= Number(row.last_step)) return null;
  return step;
}
