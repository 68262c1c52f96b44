import { z } from 'zod';
import { userSchema } from './auth.ts';

/**
 * The bonus balance's grants, the wallet transfer and the bonus exchange
 * (bonuses.md §1, issue 13). Amounts in kopecks; deposit points are whole
 * points (10 points buy 1 coin of bonus).
 */
export const BONUS_SOURCES = ['wheel', 'free_coins', 'promo', 'level', 'status', 'repost', 'telegram', 'exchange', 'newyear', 'admin'] as const;
export const bonusSourceSchema = z.enum(BONUS_SOURCES);
export type BonusSource = z.infer<typeof bonusSourceSchema>;

/** Points per coin of the exchange, and its minimum (bonuses.md §1). */
export const EXCHANGE_POINTS_PER_COIN = 10;
export const EXCHANGE_MIN_POINTS = 10;
/** The smallest wallet transfer: 1 coin. */
export const TRANSFER_MIN_AMOUNT = 100;
const MAX_KOPECKS = 1_000_000_000_000;

export const bonusGrantSchema = z.object({
  id: z.number().int(),
  source: bonusSourceSchema,
  amount: z.number().int(),
  /** The wager multiplier (×3 → 3). */
  wager: z.number(),
  /** Kopecks wagered towards it so far, and how much it needs. */
  progress: z.number().int(),
  required: z.number().int(),
  /** Share that moves to the main balance once complete, percent. */
  withdrawable: z.number(),
  state: z.enum(['active', 'completed', 'expired']),
  expiresAt: z.string(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

export const bonusGrantsResponseSchema = z.object({
  grants: z.array(bonusGrantSchema),
  bonusMoney: z.number().int(),
  /** What the wallet transfer can move now: the withdrawable share of completed grants not yet moved (within the bonus balance). */
  transferable: z.number().int(),
  points: z.number().int(),
});

export const bonusTransferRequestSchema = z.object({
  amount: z.number({ error: 'bonus_transfer_min' }).int({ error: 'amount_invalid' }).min(TRANSFER_MIN_AMOUNT, { error: 'bonus_transfer_min' }).max(MAX_KOPECKS, { error: 'amount_invalid' }),
});
export const bonusExchangeRequestSchema = z.object({
  points: z.number({ error: 'points_min' }).int({ error: 'points_multiple' }).min(EXCHANGE_MIN_POINTS, { error: 'points_min' }).max(MAX_KOPECKS, { error: 'points_multiple' })
    .refine((p) => p < EXCHANGE_MIN_POINTS || p % EXCHANGE_POINTS_PER_COIN === 0, { error: 'points_multiple' }),
});
export const bonusTransferResponseSchema = z.object({ user: userSchema, amount: z.number().int() });
export const bonusExchangeResponseSchema = z.object({ user: userSchema, points: z.number().int(), amount: z.number().int(), grant: bonusGrantSchema });

/** The smallest rakeback claim: 1 coin (bonuses.md §6). */
export const RAKEBACK_MIN_CLAIM = 100;

/** GET /api/bonus (issue 13's fixed contract): everything the bonuses page shows, for the signed-in player. */
export const bonusOverviewSchema = z.object({
  wheel: z.object({
    /** When the next daily spin opens; null: now. */
    nextAt: z.string().nullable(),
    /** The largest win the wheel can give this player now, kopecks. */
    maxWin: z.number().int(),
    level: z.number().int(),
  }),
  freeCoins: z.object({ available: z.boolean(), nextAt: z.string().nullable() }),
  level: z.object({
    level: z.number().int(),
    /** The next level's one-time reward, kopecks (0 at the top). */
    reward: z.number().int(),
    /** Lifetime real-money wagering, kopecks. */
    progress: z.number().int(),
    /** Wagering at which the next level starts, kopecks; null at the top. */
    next: z.number().int().nullable(),
  }),
  /** MaxWin points: 1 per coin wagered with real money in the last 7 days. */
  maxWinPoints: z.number().int(),
  /** Deposit points. */
  points: z.number().int(),
  bonusMoney: z.number().int(),
  /** What the wallet transfer can move now, kopecks. */
  transferable: z.number().int(),
  grants: z.array(bonusGrantSchema),
  rakeback: z.object({
    /** Claimable now, kopecks. */
    available: z.number().int(),
    /** Percent of the house edge returned, with the boost if one lasts. */
    rate: z.number(),
    boostUntil: z.string().nullable(),
  }),
});
export type BonusOverview = z.infer<typeof bonusOverviewSchema>;

export const rakebackClaimResponseSchema = z.object({ user: userSchema, amount: z.number().int() });

export const BONUS_MESSAGES = {
  // spec §5, verbatim
  bonus_transfer_min: { ru: 'Недостаточно бонусного баланса, мин. 1 монета', en: 'Not enough bonus balance, min. 1 coin' },
  points_min: { ru: 'Недостаточно баллов, мин. 10 баллов.', en: 'Not enough points, min. 10 points.' },
  points_multiple: { ru: 'Баллы обмениваются десятками: 10 баллов — 1 монета', en: 'Points are exchanged in tens: 10 points for 1 coin' },
  bonus_grant_ended: { ru: 'Бонус уже завершён: отменять нечего', en: 'This bonus has already ended: nothing to cancel' },
  rakeback_min: { ru: 'Рейкбек можно забрать от 1 монеты', en: 'Rakeback can be claimed from 1 coin' },
  bonus_transfer_unwagered: { ru: 'Перевести на основной баланс можно только отыгранную часть бонуса', en: 'Only the wagered part of the bonus can move to the main balance' },
} as const;
