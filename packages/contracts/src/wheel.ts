import { z } from 'zod';
import { userSchema } from './auth.ts';

/**
 * The daily wheel of fortune (bonuses.md §3, docs/games/wheel.md): one spin
 * per 24 hours, drawn on the player's seed pair like a bet, the win credited
 * to the bonus balance. Amounts in kopecks; multipliers (`x`) in hundredths
 * of the player's base (x0.5 → 50, x50 → 5000).
 */

/** A spin as its player sees it: enough to find and check it on the fairness page. */
export const wheelSpinSchema = z.object({
  id: z.number().int(),
  /** 0–19, clockwise from the pointer: the wheel's animation lands on it. */
  segment: z.number().int(),
  x: z.number().int(),
  /** The base the multiplier applied to, kopecks. */
  base: z.number().int(),
  win: z.number().int(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  createdAt: z.string(),
  /** When the next spin may be made. */
  nextAt: z.string(),
});
export type WheelSpin = z.infer<typeof wheelSpinSchema>;

/** `POST /api/bonus/wheel/spin` (accepts an Idempotency-Key header: a retry answers with the first spin). */
export const wheelSpinResponseSchema = z.object({ spin: wheelSpinSchema, user: userSchema });
export type WheelSpinResponse = z.infer<typeof wheelSpinResponseSchema>;

/** `GET /api/bonus/wheel/my`: the player's own spins, newest first, with the server seed once the pair is rotated. */
export const wheelMySpinSchema = wheelSpinSchema.omit({ nextAt: true }).extend({ serverSeed: z.string().nullable() });
export type WheelMySpin = z.infer<typeof wheelMySpinSchema>;
export const wheelMySpinsResponseSchema = z.object({ spins: z.array(wheelMySpinSchema) });

/** One win in the public strip. */
export const wheelWinSchema = z.object({ id: z.number().int(), login: z.string(), win: z.number().int(), x: z.number().int(), createdAt: z.string() });
export type WheelWin = z.infer<typeof wheelWinSchema>;
/** `GET /api/bonus/wheel/wins` (public): the latest wins and what the wheel paid today (Moscow day), all players. */
export const wheelWinsResponseSchema = z.object({ wins: z.array(wheelWinSchema), allwin: z.number().int() });
export type WheelWinsResponse = z.infer<typeof wheelWinsResponseSchema>;

/** The wheel's part of the bonuses page (spec: "Wheel: MaxWin points, level, maximum win"). */
export const wheelStateSchema = z.object({
  /** When the next spin may be made; null: now. */
  nextAt: z.string().nullable(),
  /** The largest win a spin could pay now: the base × the top multiplier, kopecks. */
  maxWin: z.number().int(),
  level: z.number().int(),
});
export type WheelState = z.infer<typeof wheelStateSchema>;

/**
 * Live message `luckywheel` on `broadcast` (spec §3 `luckywheel {allwin, winmoney, x}`): what the wheel paid
 * today, this win and its multiplier. `id`, `login` and `createdAt` (ours) let the strip show who won and
 * ignore a push delivered twice.
 */
export const luckyWheelLiveSchema = z.object({
  allwin: z.number().int(),
  winmoney: z.number().int(),
  x: z.number().int(),
  id: z.number().int().optional(),
  login: z.string().optional(),
  createdAt: z.string().optional(),
});
export type LuckyWheelLive = z.infer<typeof luckyWheelLiveSchema>;

export const WHEEL_MESSAGES = {
  wheel_not_ready: {
    ru: 'Колесо можно крутить раз в сутки. Следующее вращение через {hours} ч {minutes} мин',
    en: 'The wheel spins once a day. Next spin in {hours} h {minutes} min',
  },
} as const;
