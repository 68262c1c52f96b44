import { z } from 'zod';
import { GAME_IDS, GAME_SPECS, ROUND_GAME_IDS, type GameId, type RoundGameId, type SpecOf } from '@azart/fairness';
import { hotlineDifficulty, popitRisk, type diceSide } from '@azart/fairness';
import { roundGameBetSchema, type RoundGameBet } from './rounds.ts';

/**
 * Own games: ids, bets and rounds come from each game's spec (packages/fairness
 * /src/games/<game>, registry all.ts; the round games' from /src/rounds/games).
 * Route slugs double as game ids (spec §2). `SeedGame`: the games played on
 * the player's own seeds; the round games play on hash chains (./rounds.ts).
 */
export const SEED_GAMES = GAME_IDS;
export const OWN_GAMES = [...GAME_IDS, ...ROUND_GAME_IDS] as const;
export const gameSchema = z.enum(OWN_GAMES, { error: 'game_unknown' });
export type SeedGame = GameId;
export type Game = GameId | RoundGameId;

// Each game's request schemas, under the names the apps use.
export {
  bubblesBetRequestSchema,
  bubblesTarget,
  diceBetRequestSchema,
  diceChance,
  diceSide,
  hotlineDifficulty,
  hotlineStartRequestSchema,
  hotlineStepRequestSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
  popitBetRequestSchema,
  popitPicks,
  popitRisk,
} from '@azart/fairness';
export type DiceSide = z.infer<typeof diceSide>;
export type DiceBetRequest = z.infer<typeof GAME_SPECS.dice.request>;
export const POPIT_RISK_LEVELS = popitRisk.options;
export type PopitRiskLevel = z.infer<typeof popitRisk>;
export const HOTLINE_LEVELS = hotlineDifficulty.options;
export type HotlineLevel = z.infer<typeof hotlineDifficulty>;

export const diceBetSchema = GAME_SPECS.dice.bet;
export type DiceBet = z.infer<typeof diceBetSchema>;
export const bubblesBetSchema = GAME_SPECS.bubbles.bet;
export const popitBetSchema = GAME_SPECS.popit.bet;
export const minesBetSchema = GAME_SPECS.mines.bet;
export const hotlineBetSchema = GAME_SPECS.hotline.bet;

/** A bet of a seed game as its owner sees it: the game's own fields on the common ones. */
export type SeedBet = { [G in GameId]: z.infer<SpecOf<G>['bet']> }[GameId];
/** A bet as its owner sees it, of any own game (a round game's: ./rounds.ts). */
export type Bet = SeedBet | RoundGameBet;
const betSchemas = [...Object.values(GAME_SPECS).map((spec) => spec.bet), roundGameBetSchema];
export const betSchema = z.union(betSchemas as unknown as [typeof diceBetSchema]) as unknown as z.ZodType<Bet>;
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
export const minesRoundSchema = GAME_SPECS.mines.round;
export type MinesRound = z.infer<typeof minesRoundSchema>;
export const hotlineRoundSchema = GAME_SPECS.hotline.round;
export type HotlineRound = z.infer<typeof hotlineRoundSchema>;

/** Public limits of every own game (kopecks; house edge in percent). */
export const gameLimitsSchema = z.object({ minBet: z.number().int(), maxBet: z.number().int(), maxWin: z.number().int(), edge: z.number() });
export const gameLimitsResponseSchema = z.object({ games: z.record(gameSchema, gameLimitsSchema) });
export type GameLimits = z.infer<typeof gameLimitsSchema>;
