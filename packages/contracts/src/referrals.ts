import { z } from 'zod';
import { visitorIdSchema } from './fingerprint.ts';
import { isPlainText } from './text.ts';

/**
 * The referral programme (bonuses.md §9, issue 14 items 3 and 4). A link is
 * `/refs/{code}`; the reward is 3 % of each successful deposit of a
 * referral, in kopecks, paid to the referrer's main balance.
 */
export const REFERRAL_PERCENT = 3;
/** Spec §9: the referral cookie lives 300 s; a registration after that binds nobody. */
export const REFERRAL_COOKIE_LIFE_S = 300;

/** Codes the server makes are 8 lower-case letters and digits; accepted case-insensitively, 4–16 long. */
export const refCodeSchema = z
  .string({ error: 'ref_code_invalid' })
  .trim()
  .min(4, { error: 'ref_code_invalid' })
  .max(16, { error: 'ref_code_invalid' })
  .regex(/^[a-zA-Z0-9]+$/, { error: 'ref_code_invalid' })
  .transform((code) => code.toLowerCase());

/** `POST /api/ref/hit`: the guard's report; `referer` is `utm_source` or document.referrer (spec §7), kept as given, cut to 300 characters. */
export const refHitRequestSchema = z.object({
  refCode: refCodeSchema,
  referer: z
    .string({ error: 'invalid_value' })
    .max(2000, { error: 'invalid_value' })
    .refine(isPlainText, { error: 'text_invalid_characters' })
    .transform((text) => text.slice(0, 300))
    .nullish(),
  /** The visitor's browser fingerprint (issue 23 item 7), kept with the hit. */
  visitorId: visitorIdSchema.optional(),
});

/** `GET /api/ref/activate?refCode=` */
export const refActivateQuerySchema = z.object({ refCode: refCodeSchema });
/** `bound`: the player is (now, or already) the referral of the code's owner. */
export const refActivateResponseSchema = z.object({ bound: z.boolean() });

export const refMonthSchema = z.object({
  /** YYYY-MM, Moscow time. */
  month: z.string(),
  hits: z.number().int(),
  registrations: z.number().int(),
  depositors: z.number().int(),
  earned: z.number().int(),
});
export type RefMonth = z.infer<typeof refMonthSchema>;

/** `GET /api/refs`: the player's own link and statistics; `periods` are earnings of today, this week and this month (Moscow time). */
export const refsResponseSchema = z.object({
  link: z.string(),
  code: z.string(),
  count: z.number().int(),
  earned: z.number().int(),
  periods: z.object({ day: z.number().int(), week: z.number().int(), month: z.number().int() }),
  /** The last 12 months, oldest first, the current one last. */
  monthly: z.array(refMonthSchema),
});
export type RefsResponse = z.infer<typeof refsResponseSchema>;

export const REFERRAL_MESSAGES = {
  ref_code_invalid: { ru: 'Некорректный реферальный код', en: 'Invalid referral code' },
  ref_code_unknown: { ru: 'Такого реферального кода нет', en: 'No such referral code' },
  ref_self: { ru: 'Нельзя стать рефералом самого себя', en: 'You cannot be your own referral' },
  ref_already_bound: { ru: 'Вы уже приглашены другим игроком', en: 'You were already invited by another player' },
} as const;
