import { z } from 'zod';
import { reasonRequestSchema } from './payments.ts';

/**
 * The bonus economy's settings as the back office reads and changes them
 * (bonuses.md: every "default"). A change replaces whole keys; the server
 * keeps the defaults of keys never changed. Amounts are kopecks, shares
 * basis points, multipliers hundredths.
 */
const kopecks = z.number({ error: 'settings_invalid' }).int({ error: 'settings_invalid' }).min(0, { error: 'settings_invalid' }).max(1_000_000_000_000, { error: 'settings_invalid' });
const bp = z.number({ error: 'settings_invalid' }).int({ error: 'settings_invalid' }).min(0, { error: 'settings_invalid' }).max(10_000, { error: 'settings_invalid' });
const count = (min: number, max: number) => z.number({ error: 'settings_invalid' }).int({ error: 'settings_invalid' }).min(min, { error: 'settings_invalid' }).max(max, { error: 'settings_invalid' });
const ascending = (values: readonly number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);
const terms = z.object({ wagerX100: count(0, 10_000), withdrawableBp: bp });
/** A day of the year, MM-DD (the new-year season may run across the new year). */
const monthDay = z.string({ error: 'settings_invalid' }).regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'settings_invalid' });

export const bonusSettingsSchema = z.object({
  levels: z.object({
    thresholds: z.array(kopecks).length(10, { error: 'settings_invalid' }).refine((t) => t[0] === 0 && ascending(t), { error: 'settings_invalid' }),
    rewards: z.array(kopecks).length(10, { error: 'settings_invalid' }),
    wheelCaps: z.array(kopecks).length(10, { error: 'settings_invalid' }),
    rakebackBp: z.array(bp).length(10, { error: 'settings_invalid' }),
  }),
  grantTerms: z.object({ wheel: terms, free_coins: terms, promo: terms, level: terms, status: terms, exchange: terms, telegram: terms, newyear: terms, admin: terms }),
  grantLifetimeDays: count(1, 365),
  freeCoins: z.object({ minCoins: count(1, 1_000), maxCoins: count(1, 1_000), intervalMinutes: count(1, 1_440), belowBalance: kopecks }).refine((f) => f.minCoins <= f.maxCoins, { error: 'settings_invalid' }),
  captcha: z.object({ toleranceDegrees: count(1, 45), lifetimeSeconds: count(10, 3_600), wrongPerHour: count(1, 100) }),
  wheel: z.object({ intervalHours: count(1, 168), baseBpOfPoints: count(1, 10_000), minBase: kopecks }),
  statuses: z.object({
    thresholds: z.array(kopecks).length(5, { error: 'settings_invalid' }).refine(ascending, { error: 'settings_invalid' }),
    pointsPercent: z.array(count(0, 1_000)).length(6, { error: 'settings_invalid' }),
    promoRewardBp: z.array(bp).length(5, { error: 'settings_invalid' }),
    spinEveryHours: count(1, 168),
    multiplierMinutes: count(1, 1_440),
  }),
  newyear: z.object({ startsAt: monthDay, endsAt: monthDay, amount: kopecks }),
  social: z.object({
    repostPosts: count(1, 50),
    repostsPerDay: count(0, 100),
    repostWagerX100: count(0, 10_000),
    reachTiers: z
      .array(z.object({ minReach: count(0, 1_000_000_000), amount: kopecks, withdrawableBp: bp }))
      .min(1, { error: 'settings_invalid' })
      .max(20, { error: 'settings_invalid' })
      .refine((tiers) => tiers[0]!.minReach === 0 && ascending(tiers.map((t) => t.minReach)), { error: 'settings_invalid' }),
    screenshotReward: kopecks,
    screenshotsPerDay: count(1, 100),
  }),
});
export type BonusSettingsDto = z.infer<typeof bonusSettingsSchema>;

/** PUT /api/admin/bonus/settings: the keys to replace. */
export const bonusSettingsPatchSchema = bonusSettingsSchema.partial().refine((p) => Object.keys(p).length > 0, { error: 'settings_invalid' });
export const bonusSettingsResponseSchema = z.object({ settings: bonusSettingsSchema, defaults: bonusSettingsSchema, changed: z.array(z.string()) });

/** The back office's view of a player's grants, and its own grants and cancels. */
export const adminGrantRequestSchema = z.object({
  amount: kopecks.min(1, { error: 'settings_invalid' }),
  wagerX100: count(0, 10_000).default(300),
  withdrawableBp: bp.default(10_000),
  reason: reasonRequestSchema.shape.reason,
});
/** The back office's rakeback boost: ×2 rate for some hours (bonuses.md §6), with its reason. */
export const adminBoostRequestSchema = z.object({ hours: count(1, 720), reason: reasonRequestSchema.shape.reason });
export const adminBoostResponseSchema = z.object({ boostUntil: z.string() });
export const grantIdParamsSchema = z.object({ id: z.coerce.number({ error: 'not_found' }).int({ error: 'not_found' }).positive({ error: 'not_found' }) });

export const BONUS_SETTINGS_MESSAGES = {
  settings_invalid: { ru: 'Проверьте значения настроек', en: 'Check the settings values' },
} as const;
