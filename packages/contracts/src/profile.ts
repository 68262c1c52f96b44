import { z } from 'zod';
import { passwordField, totpCodeField } from './auth.ts';
import type { Locale } from './locale.ts';

/**
 * The profile's account security (issue 23 item 1): password change, the
 * list of signed-in sessions, and two-factor sign-in with TOTP.
 */

/**
 * POST /api/auth/password: the new password follows the registration rules;
 * `totp_code` when two-factor sign-in is on. `old_password` is asked for
 * whenever the account has a password (a 422 `password_required` without
 * it); an account a social sign-in made sets its first one without.
 */
export const passwordChangeRequestSchema = z
  .object({
    old_password: z.string().max(128, { error: 'password_too_long' }).optional(),
    password: passwordField,
    password_confirmation: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }),
    totp_code: totpCodeField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'password_mismatch' });
  });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
/** GET /api/auth/password: whether the account has a password (false for one a social sign-in made, until it sets one). */
export const passwordStatusSchema = z.strictObject({ passwordSet: z.boolean() });
export type PasswordStatus = z.infer<typeof passwordStatusSchema>;

/** One signed-in session: `device` is a short name read from the browser's User-Agent ("Chrome on Android"). */
export const sessionItemSchema = z.strictObject({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string().nullable(),
  lastSeenAt: z.string(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;
export const sessionListSchema = z.strictObject({ items: z.array(sessionItemSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: 'not_found' }) });

/** GET /api/auth/2fa: whether the second factor is on, and how many recovery codes are left. */
export const totpStatusSchema = z.strictObject({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TotpStatus = z.infer<typeof totpStatusSchema>;
/**
 * POST /api/auth/2fa/setup: a new secret for the authenticator app, shown
 * once, as a QR code (an SVG data URL) and as text for typing by hand.
 */
export const totpSetupSchema = z.strictObject({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpCodeRequestSchema = z.object({ code: totpCodeField });
/** POST /api/auth/2fa/confirm: the one-time recovery codes, shown once (only their hashes are kept). */
export const totpRecoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type TotpRecoveryCodes = z.infer<typeof totpRecoveryCodesSchema>;

export const PROFILE_MESSAGES = {
  old_password_wrong: { ru: 'Неверный текущий пароль', en: 'The current password is wrong' },
  password_unchanged: { ru: 'Новый пароль совпадает с текущим', en: 'The new password is the same as the current one' },
  totp_required: { ru: 'Введите код из приложения-аутентификатора', en: 'Enter the code from your authenticator app' },
  totp_invalid: { ru: 'Неверный код', en: 'Wrong code' },
  totp_already_enabled: { ru: 'Двухфакторный вход уже включён', en: 'Two-factor sign-in is already on' },
  totp_not_enabled: { ru: 'Двухфакторный вход не включён', en: 'Two-factor sign-in is not on' },
  totp_not_started: { ru: 'Сначала получите QR-код', en: 'Get a QR code first' },
} as const satisfies Record<string, Record<Locale, string>>;
