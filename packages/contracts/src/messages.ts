import { GAME_MESSAGES } from '@azart/fairness';
import type { Locale } from './locale.ts';
import { fillMessage, SHARED_MESSAGES, type MessageParams } from './shared-messages.ts';
import { BONUS_MESSAGES } from './bonus.ts';
import { STATUS_MESSAGES } from './statuses.ts';
import { PROMO_MESSAGES } from './promo.ts';
import { BONUS_SETTINGS_MESSAGES } from './bonus-settings.ts';
import { FREE_COINS_MESSAGES } from './free-coins.ts';
import { PAYMENT_MESSAGES } from './payments.ts';
import { ROUND_MESSAGES } from './rounds.ts';
import { WHEEL_MESSAGES } from './wheel.ts';
import { SOCIAL_MESSAGES } from './social.ts';
import { TOURNAMENT_MESSAGES } from './tournaments.ts';
import { REFERRAL_MESSAGES } from './referrals.ts';
import { SUPPORT_MESSAGES } from './support.ts';
import { PROFILE_MESSAGES } from './profile.ts';
import { SOCIAL_SIGNIN_MESSAGES } from './social-signin.ts';

/** The shared messages, the cashier's, the round games', the bonuses', and each game's own (declared in its spec, packages/fairness/src/games). */
export const MESSAGES = { ...SHARED_MESSAGES, ...PAYMENT_MESSAGES, ...ROUND_MESSAGES, ...BONUS_MESSAGES, ...STATUS_MESSAGES, ...PROMO_MESSAGES, ...BONUS_SETTINGS_MESSAGES, ...WHEEL_MESSAGES, ...FREE_COINS_MESSAGES, ...SOCIAL_MESSAGES, ...REFERRAL_MESSAGES, ...SUPPORT_MESSAGES, ...PROFILE_MESSAGES, ...SOCIAL_SIGNIN_MESSAGES, ...TOURNAMENT_MESSAGES, ...GAME_MESSAGES } as const satisfies Record<string, Record<Locale, string>>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(MESSAGES, value);
}

/** Text of a message in a language, with `{name}` placeholders filled in. */
export function translate(code: MessageCode, locale: Locale, params?: MessageParams): string {
  return fillMessage(MESSAGES[code][locale], locale, params);
}
