import { z } from 'zod';
import { visitorIdSchema } from './fingerprint.ts';

/**
 * Account rules (documented in README "Accounts"): login 3–20 chars of Latin
 * letters, digits and underscore starting with a letter, unique regardless of
 * case; password 8–128 chars with at least one letter and one digit, not equal
 * to the login. Messages are error codes translated by the MESSAGES table.
 */
export const LOGIN_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,19}$/;
/**
 * Control characters (NUL above all: PostgreSQL text cannot hold it) are
 * refused in every free-text field with a message, before they reach the
 * database or a hash.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const withoutControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

export const loginField = z.string({ error: 'login_required' }).trim().min(1, { error: 'login_required' }).regex(LOGIN_PATTERN, { error: 'login_format' });
export const passwordField = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .min(8, { error: 'password_too_short' })
  .max(128, { error: 'password_too_long' })
  .refine(withoutControlCharacters, { error: 'text_invalid_characters' })
  .refine((p) => /\p{L}/u.test(p) && /\d/.test(p), { error: 'password_weak' });

/**
 * A second-factor code (issue 23): six digits from the authenticator app, or
 * one of the recovery codes (letters, digits, an optional dash). Spaces a
 * player copies along are dropped.
 */
export const totpCodeField = z
  .string({ error: 'totp_invalid' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: 'totp_required' }).max(32, { error: 'totp_invalid' }).regex(/^[A-Za-z0-9-]+$/, { error: 'totp_invalid' }));

export const loginRequestSchema = z.object({
  login: z.string({ error: 'login_required' }).trim().min(1, { error: 'login_required' }).max(64, { error: 'login_format' }).refine(withoutControlCharacters, { error: 'text_invalid_characters' }),
  password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(128, { error: 'password_too_long' }).refine(withoutControlCharacters, { error: 'text_invalid_characters' }),
  /** Asked only of an account with two-factor sign-in on: without it such a sign-in answers `totp_required`. */
  totp_code: totpCodeField.optional(),
  /** The browser's fingerprint (issue 23 item 7): stored as a hint for the back office and the referral rules, never trusted for the sign-in. */
  visitorId: visitorIdSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    login: loginField,
    password: passwordField,
    password_confirmation: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }),
    agree: z.literal(true, { error: 'agreement_required' }),
    visitorId: visitorIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'password_mismatch' });
    if (value.password.toLowerCase() === value.login.toLowerCase()) ctx.addIssue({ code: 'custom', path: ['password'], message: 'password_is_login' });
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Permission scopes (architecture.md "API"): staff scopes open the back office by route prefix; admin opens all of it. */
export const SCOPES = ['player', 'support', 'finance', 'admin'] as const;
export const scopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof scopeSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  /** Main balance, kopecks. */
  money: z.number().int(),
  /** Bonus balance, kopecks. */
  bonusMoney: z.number().int(),
  /** Demo balance, kopecks (demo coins). */
  demoMoney: z.number().int(),
  /** Deposit points (a separate unit, not money). */
  depositPoints: z.number().int(),
  /** While true, own games play with the demo balance only. */
  demo: z.boolean(),
  /** While true (and not in demo mode), own games play with the bonus balance (the balance menu's choice, bonuses.md §1). */
  bonusPlay: z.boolean(),
  scope: z.array(scopeSchema),
  /** Token for the real-time (socket.io) connection; named as in the spec. */
  centrifugo_token: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Access token lifetime in seconds (spec §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 1800;

export const accessTokenSchema = z.object({ token: z.string(), expiresIn: z.number().int() });
export const authResponseSchema = z.object({ access_token: accessTokenSchema, user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

