import { z } from 'zod';

/** Own games. Route slugs double as game ids (spec §2). */
export const OWN_GAMES = ['dice', 'mines', 'bubbles', 'hotline', 'popit'] as const;
export const gameSchema = z.enum(OWN_GAMES, { error: 'game_unknown' });
export type Game = z.infer<typeof gameSchema>;

/** Chance in percent with two decimals, 1.00–95.00. */
export const diceChance = z
  .number({ error: 'chance_invalid' })
  .min(1, { error: 'chance_invalid' })
  .max(95, { error: 'chance_invalid' })
  .refine((c) => Math.abs(c * 100 - Math.round(c * 100)) < 1e-6, { error: 'chance_invalid' });
export const diceSide = z.enum(['less', 'more'], { error: 'side_invalid' });
export type DiceSide = z.infer<typeof diceSide>;

export const diceBetRequestSchema = z.object({
  amount: z.number({ error: 'amount_invalid' }).int({ error: 'amount_invalid' }).positive({ error: 'amount_invalid' }).max(1_000_000_000_000, { error: 'amount_invalid' }),
  chance: diceChance,
  side: diceSide,
});
export type DiceBetRequest = z.infer<typeof diceBetRequestSchema>;

/** Fields every settled bet carries. Amounts in kopecks; coefficient like 1.98. */
const betBase = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /** Coefficient of the outcome's payout (0 when lost). */
  coefficient: z.number(),
  /** Amount paid back (0 on a loss). */
  win: z.number().int(),
  demo: z.boolean(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  createdAt: z.string(),
});

export const diceBetSchema = betBase.extend({
  game: z.literal('dice'),
  chance: z.number(),
  side: diceSide,
  /** The roll, 0–999 999. */
  number: z.number().int(),
});
export type DiceBet = z.infer<typeof diceBetSchema>;

/** A bet as its owner sees it: adds the revealed server seed once rotated. */
export const betSchema = z.discriminatedUnion('game', [diceBetSchema]);
export type Bet = z.infer<typeof betSchema>;
export const betDetailSchema = z.object({ bet: betSchema, serverSeed: z.string().nullable() });
export type BetDetail = z.infer<typeof betDetailSchema>;

/** Public feed row (history of bets, spec §3): no seeds, no private data. */
export const feedBetSchema = z.object({
  id: z.number().int(),
  game: gameSchema,
  nickname: z.string(),
  amount: z.number().int(),
  coefficient: z.number(),
  win: z.number().int(),
  createdAt: z.string(),
});
export type FeedBet = z.infer<typeof feedBetSchema>;

export const betListQuerySchema = z.object({
  game: gameSchema.optional(),
  limit: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }).default(20),
  /** Keyset paging: bets with id below this one. */
  before: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }).optional(),
});
export type BetListQuery = z.infer<typeof betListQuerySchema>;
export const myBetsResponseSchema = z.object({ bets: z.array(betSchema), nextBefore: z.number().int().nullable() });
export const feedResponseSchema = z.object({ bets: z.array(feedBetSchema) });
