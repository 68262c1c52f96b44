import { z } from 'zod';
import { accessTokenSchema, loginField, totpCodeField, userSchema } from './auth.ts';
import { visitorIdSchema } from './fingerprint.ts';
import type { Locale } from './locale.ts';
import { socialNetworkSchema } from './social.ts';

/**
 * Social sign-in (spec §2 `/auth/social`, issue 23 item 2): signing in,
 * registering, or linking a VK or Telegram account through the network's
 * OpenID Connect provider. The browser goes to the provider's authorization
 * page and comes back to `/auth/social` (or `/en/auth/social`), which hands
 * the answer to `POST /api/auth/social/callback`. The per-flow secrets
 * (state, nonce, PKCE verifier, return path, mode) never reach the page:
 * they travel in a sealed, HttpOnly cookie (SOCIAL_FLOW_COOKIE).
 */
export const SOCIAL_FLOW_COOKIE = 'social_flow';
/** The cookie's path: only the social sign-in routes read it. */
export const SOCIAL_FLOW_COOKIE_PATH = '/api/auth/social';
/** A flow not finished within this long starts again. */
export const SOCIAL_FLOW_LIFETIME_S = 10 * 60;

/**
 * Where the player goes back to: a path of this site, never another site.
 * Must start with one `/` (not `//` or `/\`, which browsers read as another
 * host) and hold only the characters of a plain path and query.
 */
export const SAME_SITE_PATH = /^\/(?![/\\])[\w\-./?=&%~]*$/;
export const MAX_RETURN_PATH = 300;
export const isSameSitePath = (value: string): boolean => value.length <= MAX_RETURN_PATH && SAME_SITE_PATH.test(value);
export const returnPathSchema = z.string({ error: 'return_path_invalid' }).refine(isSameSitePath, { error: 'return_path_invalid' });

/** `signin` signs in (or registers) a visitor; `link` adds the account to the signed-in player. */
export const SOCIAL_FLOW_MODES = ['signin', 'link'] as const;
export const socialFlowModeSchema = z.enum(SOCIAL_FLOW_MODES, { error: 'invalid_value' });
export type SocialFlowMode = z.infer<typeof socialFlowModeSchema>;

/** POST /api/auth/social/:network/start (a link needs the player's access token). */
export const socialStartRequestSchema = z.object({ mode: socialFlowModeSchema.default('signin'), returnPath: returnPathSchema.optional() });
export type SocialStartRequest = z.input<typeof socialStartRequestSchema>;
/** The provider's authorization URL: the browser goes there. */
export const socialStartResponseSchema = z.object({ url: z.string() });

const flowText = (max: number) => z.string({ error: 'social_signin_invalid' }).min(1, { error: 'social_signin_invalid' }).max(max, { error: 'social_signin_invalid' }).regex(/^[\x21-\x7e]+$/, { error: 'social_signin_invalid' });

/**
 * POST /api/auth/social/callback: what the provider put on the landing page's
 * address. `code` when the player allowed, `error` when they refused;
 * `iss` names the provider that answered (RFC 9207).
 */
export const socialCallbackRequestSchema = z
  .object({
    state: flowText(200),
    code: flowText(500).optional(),
    iss: flowText(500).optional(),
    error: flowText(100).optional(),
    visitorId: visitorIdSchema.optional(),
  })
  .refine((value) => value.code !== undefined || value.error !== undefined, { path: ['code'], message: 'social_signin_invalid' });
export type SocialCallbackRequest = z.infer<typeof socialCallbackRequestSchema>;

/** POST /api/auth/social/register: a new account for an identity no player has. */
export const socialRegisterRequestSchema = z.object({
  login: loginField,
  agree: z.literal(true, { error: 'agreement_required' }),
  visitorId: visitorIdSchema.optional(),
});
export type SocialRegisterRequest = z.infer<typeof socialRegisterRequestSchema>;

/** POST /api/auth/social/verify: the second factor of an account that has it on. */
export const socialVerifyRequestSchema = z.object({ totp_code: totpCodeField, visitorId: visitorIdSchema.optional() });
export type SocialVerifyRequest = z.infer<typeof socialVerifyRequestSchema>;

const base = { returnPath: z.string(), network: socialNetworkSchema };
/**
 * How a flow ended, or what it still needs:
 * - `signed_in`: a session, as a password sign-in gives (`registered` for a new account);
 * - `linked`: the account is now the signed-in player's;
 * - `register`: nobody has this identity: the page asks for a login and the agreement;
 * - `totp`: the account has two-factor sign-in on: the page asks for a code;
 * - `cancelled`: the player refused at the provider.
 */
export const socialOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signed_in'), ...base, registered: z.boolean(), access_token: accessTokenSchema, user: userSchema }),
  z.object({ outcome: z.literal('linked'), ...base }),
  z.object({ outcome: z.literal('register'), ...base, name: z.string(), suggestedLogin: z.string() }),
  z.object({ outcome: z.literal('totp'), ...base }),
  z.object({ outcome: z.literal('cancelled'), ...base }),
]);
export type SocialOutcome = z.infer<typeof socialOutcomeSchema>;

export const SOCIAL_SIGNIN_MESSAGES = {
  social_signin_invalid: {
    ru: 'Не удалось войти через соцсеть: ссылка устарела или не прошла проверку. Попробуйте ещё раз',
    en: 'Social sign-in failed: the link has expired or did not pass the check. Try again',
  },
  social_signin_expired: { ru: 'Время входа истекло. Начните заново', en: 'The sign-in took too long. Start again' },
  social_link_session: { ru: 'Войдите в тот аккаунт, к которому привязываете соцсеть', en: 'Sign in to the account you are linking the network to' },
  return_path_invalid: { ru: 'Недопустимый адрес возврата', en: 'Invalid return address' },
} as const satisfies Record<string, Record<Locale, string>>;
