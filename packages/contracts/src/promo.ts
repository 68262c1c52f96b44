import { z } from 'zod';
import { userSchema } from './auth.ts';
import { statusSchema } from './statuses.ts';

/** Promo codes (bonuses.md §5): what a player types, and what the back office creates. */
const MAX_KOPECKS = 1_000_000_000_000;
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export const promoActivateRequestSchema = z.object({
  code: z.string({ error: 'promo_code_invalid' }).trim().regex(PROMO_CODE_PATTERN, { error: 'promo_code_invalid' }),
});

export const promoActivateResponseSchema = z.object({
  user: userSchema,
  code: z.string(),
  kind: z.enum(['fixed', 'percent', 'boost']),
  /** Kopecks credited to the bonus balance (0 for a boost). */
  amount: z.number().int(),
  /** The status spin's multiplier that applied (hundredths; 100: none). */
  multiplier: z.number().int(),
  /** For a boost: until when the rakeback rate is doubled. */
  boostUntil: z.string().nullable(),
});
export type PromoActivateResponse = z.infer<typeof promoActivateResponseSchema>;

const optionalDate = z.iso.datetime({ offset: true, error: 'promo_dates_invalid' }).nullable().optional();

export const promoCreateRequestSchema = z
  .object({
    code: z.string({ error: 'promo_code_invalid' }).trim().regex(PROMO_CODE_PATTERN, { error: 'promo_code_invalid' }),
    rewardKind: z.enum(['fixed', 'percent', 'boost'], { error: 'promo_reward_invalid' }),
    amount: z.number().int({ error: 'promo_reward_invalid' }).min(0, { error: 'promo_reward_invalid' }).max(MAX_KOPECKS, { error: 'promo_reward_invalid' }).default(0),
    percentBp: z.number().int({ error: 'promo_reward_invalid' }).min(0, { error: 'promo_reward_invalid' }).max(100_000, { error: 'promo_reward_invalid' }).default(0),
    cap: z.number().int({ error: 'promo_reward_invalid' }).min(0, { error: 'promo_reward_invalid' }).max(MAX_KOPECKS, { error: 'promo_reward_invalid' }).default(0),
    boostHours: z.number().int({ error: 'promo_reward_invalid' }).min(0, { error: 'promo_reward_invalid' }).max(720, { error: 'promo_reward_invalid' }).default(0),
    wagerX100: z.number().int({ error: 'promo_terms_invalid' }).min(0, { error: 'promo_terms_invalid' }).max(10_000, { error: 'promo_terms_invalid' }).default(300),
    withdrawableBp: z.number().int({ error: 'promo_terms_invalid' }).min(0, { error: 'promo_terms_invalid' }).max(10_000, { error: 'promo_terms_invalid' }).default(10_000),
    totalLimit: z.number().int({ error: 'promo_terms_invalid' }).min(1, { error: 'promo_terms_invalid' }).max(10_000_000, { error: 'promo_terms_invalid' }).nullable().default(null),
    startsAt: optionalDate,
    endsAt: optionalDate,
    minLevel: z.number().int({ error: 'promo_terms_invalid' }).min(1, { error: 'promo_terms_invalid' }).max(10, { error: 'promo_terms_invalid' }).default(1),
    minStatus: statusSchema.exclude(['none']).nullable().default(null),
    requiresSubscription: z.enum(['vk', 'tg']).nullable().default(null),
  })
  .refine((p) => (p.rewardKind === 'fixed' ? p.amount > 0 : p.rewardKind === 'percent' ? p.percentBp > 0 : p.boostHours > 0), { error: 'promo_reward_invalid', path: ['amount'] })
  .refine((p) => !p.startsAt || !p.endsAt || new Date(p.startsAt) < new Date(p.endsAt), { error: 'promo_dates_invalid', path: ['endsAt'] });
export type PromoCreateRequest = z.input<typeof promoCreateRequestSchema>;

export const adminPromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  rewardKind: z.enum(['fixed', 'percent', 'boost']),
  amount: z.number().int(),
  percentBp: z.number().int(),
  cap: z.number().int(),
  boostHours: z.number().int(),
  wagerX100: z.number().int(),
  withdrawableBp: z.number().int(),
  totalLimit: z.number().int().nullable(),
  activations: z.number().int(),
  /** Kopecks paid by its activations. */
  paid: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  minLevel: z.number().int(),
  minStatus: statusSchema.nullable(),
  requiresSubscription: z.enum(['vk', 'tg']).nullable(),
  /** A status's weekly personal code: its player. */
  userId: z.number().int().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminPromo = z.infer<typeof adminPromoSchema>;
export const adminPromoListSchema = z.object({ items: z.array(adminPromoSchema) });
export const adminPromoResponseSchema = z.object({ promo: adminPromoSchema });
export const adminPromoActivationsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), userId: z.number().int(), login: z.string(), amount: z.number().int(), multiplier: z.number().int(), createdAt: z.string() })),
});
export const promoIdParamsSchema = z.object({ id: z.coerce.number({ error: 'not_found' }).int({ error: 'not_found' }).positive({ error: 'not_found' }) });

export const PROMO_MESSAGES = {
  promo_code_invalid: { ru: 'Промокод: от 3 до 32 латинских букв, цифр, «-» или «_»', en: 'Promo code: 3 to 32 Latin letters, digits, "-" or "_"' },
  promo_unknown: { ru: 'Такого промокода нет', en: 'There is no such promo code' },
  promo_expired: { ru: 'Срок действия промокода истёк или ещё не начался', en: 'This promo code has expired or is not active yet' },
  promo_used_up: { ru: 'Промокод больше не действует: активации закончились', en: 'This promo code has been used up' },
  promo_already_used: { ru: 'Вы уже активировали этот промокод', en: 'You have already activated this promo code' },
  promo_level_low: { ru: 'Промокод доступен с уровня {level}', en: 'This promo code needs level {level}' },
  promo_status_low: { ru: 'Промокод доступен со статуса {status}', en: 'This promo code needs {status} status' },
  promo_no_deposit: { ru: 'Промокод начисляет процент от депозита: сначала пополните баланс', en: 'This promo code pays a share of your deposit: make a deposit first' },
  promo_reward_invalid: { ru: 'Укажите награду: сумму, процент депозита или часы буста', en: 'Set the reward: an amount, a share of the deposit or boost hours' },
  promo_terms_invalid: { ru: 'Проверьте условия промокода', en: 'Check the promo code terms' },
  promo_dates_invalid: { ru: 'Проверьте даты: начало раньше окончания', en: 'Check the dates: the start comes before the end' },
  promo_code_taken: { ru: 'Такой промокод уже есть', en: 'This promo code already exists' },
} as const;
