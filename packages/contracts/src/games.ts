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

/** Target multiplier with two decimals, 1.01–1 000 000. */
export const bubblesTarget = z
  .number({ error: 'target_invalid' })
  .min(1.01, { error: 'target_invalid' })
  .max(1_000_000, { error: 'target_invalid' })
  .refine((t) => Math.abs(t * 100 - Math.round(t * 100)) < 1e-6, { error: 'target_invalid' });
const betAmount = diceBetRequestSchema.shape.amount;

export const bubblesBetRequestSchema = z.object({ amount: betAmount, target: bubblesTarget });
export const bubblesBetSchema = betBase.extend({
  game: z.literal('bubbles'),
  target: z.number(),
  /** The result multiplier R. */
  result: z.number(),
});

export const POPIT_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const popitRisk = z.enum(POPIT_RISK_LEVELS, { error: 'risk_invalid' });
export type PopitRiskLevel = z.infer<typeof popitRisk>;
/** Bubbles are numbered 0–39 (8 × 5, row by row). */
export const popitPicks = z
  .array(z.number({ error: 'picks_invalid' }).int({ error: 'picks_invalid' }).min(0, { error: 'picks_invalid' }).max(39, { error: 'picks_invalid' }), { error: 'picks_invalid' })
  .min(1, { error: 'picks_invalid' })
  .max(10, { error: 'picks_invalid' })
  .refine((picks) => new Set(picks).size === picks.length, { error: 'picks_invalid' });
export const popitBetRequestSchema = z.object({ amount: betAmount, picks: popitPicks, risk: popitRisk });
export const popitBetSchema = betBase.extend({
  game: z.literal('popit'),
  picks: z.array(z.number().int()),
  risk: popitRisk,
  drawn: z.array(z.number().int()),
  hits: z.number().int(),
});

export const HOTLINE_LEVELS = ['easy', 'medium', 'hard', 'expert', 'master'] as const;
export const hotlineDifficulty = z.enum(HOTLINE_LEVELS, { error: 'difficulty_invalid' });
export type HotlineLevel = z.infer<typeof hotlineDifficulty>;

/** A finished Mines round as a bet: the tiles opened and, now public, the mines. */
export const minesBetSchema = betBase.extend({
  game: z.literal('mines'),
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  /** The mine that ended the round, if it was lost. */
  lostOn: z.number().int().nullable(),
  minePositions: z.array(z.number().int()),
});
export const hotlineBetSchema = betBase.extend({
  game: z.literal('hotline'),
  difficulty: hotlineDifficulty,
  /** The safe cell picked on each step climbed. */
  picks: z.array(z.number().int()),
  /** The burning cell that ended the round, if it was lost. */
  lostOn: z.number().int().nullable(),
  /** Hot cells of every step. */
  board: z.array(z.array(z.number().int())),
});

/** A bet as its owner sees it: adds the revealed server seed once rotated. */
export const betSchema = z.discriminatedUnion('game', [diceBetSchema, bubblesBetSchema, popitBetSchema, minesBetSchema, hotlineBetSchema]);
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

/** Multi-step rounds (Mines, Hotline): open until a loss, a cash-out or the last step. */
export const roundStatus = z.enum(['open', 'lost', 'cashed']);
const roundBase = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  demo: z.boolean(),
  status: roundStatus,
  /** Coefficient reached so far (0 before the first safe pick, and after a loss). */
  coefficient: z.number(),
  /** Coefficient the next safe pick would reach (null when none is left). */
  nextCoefficient: z.number().nullable(),
  /** Coefficient after each possible number of safe picks, from one pick up. */
  ladder: z.array(z.number()),
  /** Paid on cash-out (0 while open or after a loss). */
  win: z.number().int(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Id of the settled bet once the round is over. */
  betId: z.number().int().nullable(),
  createdAt: z.string(),
});
export const minesRoundSchema = roundBase.extend({
  game: z.literal('mines'),
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  lostOn: z.number().int().nullable(),
  /** Known once the round is over. */
  minePositions: z.array(z.number().int()).nullable(),
});
export type MinesRound = z.infer<typeof minesRoundSchema>;
export const hotlineRoundSchema = roundBase.extend({
  game: z.literal('hotline'),
  difficulty: hotlineDifficulty,
  cells: z.number().int(),
  picks: z.array(z.number().int()),
  lostOn: z.number().int().nullable(),
  /** Hot cells of every step, known once the round is over. */
  board: z.array(z.array(z.number().int())).nullable(),
});
export type HotlineRound = z.infer<typeof hotlineRoundSchema>;

export const minesStartRequestSchema = z.object({ amount: betAmount, mines: z.number({ error: 'mines_invalid' }).int({ error: 'mines_invalid' }).min(1, { error: 'mines_invalid' }).max(24, { error: 'mines_invalid' }) });
export const minesRevealRequestSchema = z.object({ tile: z.number({ error: 'tile_invalid' }).int({ error: 'tile_invalid' }).min(0, { error: 'tile_invalid' }).max(24, { error: 'tile_invalid' }) });
export const hotlineStartRequestSchema = z.object({ amount: betAmount, difficulty: hotlineDifficulty });
export const hotlineStepRequestSchema = z.object({ cell: z.number({ error: 'cell_invalid' }).int({ error: 'cell_invalid' }).min(0, { error: 'cell_invalid' }).max(3, { error: 'cell_invalid' }) });

/** Public limits of every own game (kopecks; house edge in percent). */
export const gameLimitsSchema = z.object({ minBet: z.number().int(), maxBet: z.number().int(), maxWin: z.number().int(), edge: z.number() });
export const gameLimitsResponseSchema = z.object({ games: z.record(gameSchema, gameLimitsSchema) });
export type GameLimits = z.infer<typeof gameLimitsSchema>;
