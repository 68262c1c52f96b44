import { z } from 'zod';
import { userSchema } from './auth.ts';

/** Weekly-deposit statuses (bonuses.md §4), lowest first; `none` below bronze. */
export const STATUSES = ['none', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export const statusSchema = z.enum(STATUSES);
export type Status = z.infer<typeof statusSchema>;

const perksSchema = z.object({
  /** Deposit points per coin deposited, percent. */
  pointsPercent: z.number(),
  /** The weekly personal promo code's worth, percent of the week's deposits (0 without a status). */
  promoRewardPercent: z.number(),
  /** Whether the status spin is open to this status. */
  spin: z.boolean(),
});

/** GET /api/statuses (issue 13's fixed contract, plus the table of statuses the page shows). */
export const statusesResponseSchema = z.object({
  /** This ISO week's credited deposits (Moscow time), kopecks. */
  weekDeposits: z.number().int(),
  status: statusSchema,
  perks: perksSchema,
  /** The status spin's extra multiplier of promo-code rewards (hundredths; 100 when none) and until when it lasts. */
  multiplier: z.object({ x: z.number().int(), until: z.string().nullable() }),
  /** When the next status spin opens; null: now (with a status). */
  nextSpinAt: z.string().nullable(),
  /** When this week ends (statuses reset, the personal codes are issued). */
  weekEndsAt: z.string(),
  /** This week's personal promo code (last week's status reward), if the player has one. */
  weeklyCode: z.object({ code: z.string(), amount: z.number().int(), endsAt: z.string(), activated: z.boolean() }).nullable(),
  /** Every status with the week's deposits it needs (kopecks) and its perks. */
  levels: z.array(z.object({ status: statusSchema, from: z.number().int(), perks: perksSchema })),
  /** The status spin's table: multiplier (hundredths) and chance (percent). */
  spinTable: z.array(z.object({ x: z.number().int(), chance: z.number() })),
});
export type StatusesResponse = z.infer<typeof statusesResponseSchema>;

export const statusSpinResponseSchema = z.object({
  spin: z.object({ id: z.number().int(), x: z.number().int(), until: z.string(), /** The top prize also brings the rakeback boost: until when it lasts. */ boostUntil: z.string().nullable(), nonce: z.number().int(), serverSeedHash: z.string(), clientSeed: z.string() }),
  statuses: statusesResponseSchema,
  user: userSchema,
});
export type StatusSpinResponse = z.infer<typeof statusSpinResponseSchema>;

export const STATUS_MESSAGES = {
  status_spin_needs_status: { ru: 'Спин доступен со статусом Bronze и выше: пополните баланс на этой неделе', en: 'The spin opens from Bronze status: make a deposit this week' },
  status_spin_not_ready: { ru: 'Следующий спин через {hours} ч {minutes} мин', en: 'The next spin opens in {hours} h {minutes} min' },
} as const;
