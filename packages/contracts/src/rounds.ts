import { z } from 'zod';
import { ROUND_GAME_IDS, betAmountSchema, crazyTimeChoiceSchema, crazyTimeViewSchema, megaWheelViewSchema, x100ViewSchema } from '@azart/fairness';
import { userSchema } from './auth.ts';

/**
 * The multiplayer round games (issue 12): x100, Mega Wheel and Crazy Time.
 * Every player sees the same round; its result is fixed by the game's hash
 * chain before betting opens (games.md §1, §3). The API contract of the
 * issue: `GET /api/rounds/{game}/current`, `POST /api/rounds/{game}/bets`,
 * `GET /api/rounds/{game}/history`, `GET /api/fairness/chains`.
 */
export const ROUND_GAMES = ROUND_GAME_IDS;
export const roundGameSchema = z.enum(ROUND_GAME_IDS, { error: 'game_unknown' });
export type RoundGame = z.infer<typeof roundGameSchema>;
export const roundGameParamsSchema = z.object({ game: roundGameSchema });

/** betting → spinning → result → pause, then the next round (games.md §3). */
export const ROUND_STATES = ['betting', 'spinning', 'result', 'pause'] as const;
export const roundStateSchema = z.enum(ROUND_STATES);
export type RoundState = z.infer<typeof roundStateSchema>;

export { ROUND_SPOTS, type RoundSpot } from './round-spots.ts';

/** The result as everyone sees it once betting has closed (hidden bonus parts only once players have chosen). */
export const x100ResultSchema = x100ViewSchema();
export const megaWheelResultSchema = megaWheelViewSchema();
export const crazyTimeResultSchema = crazyTimeViewSchema();
export const roundResultSchema = z.discriminatedUnion('game', [x100ResultSchema, megaWheelResultSchema, crazyTimeResultSchema]);
export type RoundResult = z.infer<typeof roundResultSchema>;
export type X100Result = z.infer<typeof x100ResultSchema>;
export type MegaWheelRoundResult = z.infer<typeof megaWheelResultSchema>;
export type CrazyTimeRoundResult = z.infer<typeof crazyTimeResultSchema>;

/** Stakes of the round so far: how many bets, players and kopecks, and kopecks per spot. */
export const roundTotalsSchema = z.object({
  bets: z.number().int(),
  players: z.number().int(),
  amount: z.number().int(),
  bySpot: z.record(z.string(), z.number().int()),
});
export type RoundTotals = z.infer<typeof roundTotalsSchema>;

export const roundSchema = z.object({
  id: z.number().int(),
  game: roundGameSchema,
  /** The round's number in its game (1, 2, …). */
  number: z.number().int(),
  state: roundStateSchema,
  startedAt: z.string(),
  bettingEndsAt: z.string(),
  /** When the spin (and a bonus game, when there is one) ends and the result shows. */
  spinEndsAt: z.string(),
  resultEndsAt: z.string(),
  /** The next round opens at this moment. */
  endsAt: z.string(),
  /** Crazy Time: players who bet on the bonus choose (Cash Hunt's pick, the flapper) until this moment; null when the round needs no choice (or not yet known). */
  choiceEndsAt: z.string().nullable(),
  /** The chain this round's hash belongs to, and its place in it (0 = the chain's first round). */
  chainId: z.number().int(),
  chainIndex: z.number().int(),
  /** The hash this round's must link to (SHA-256 of this round's hash): the previous round's, or the chain's terminating hash. */
  previousHash: z.string(),
  /** Revealed once the round has ended (state result or pause). */
  hash: z.string().nullable(),
  /** From the moment betting closes (the spin lands on it); hidden bonus parts once choices close. */
  result: roundResultSchema.nullable(),
  totals: roundTotalsSchema,
  /** What the round paid to all its players (once it has ended). */
  payout: z.number().int().nullable(),
});
export type Round = z.infer<typeof roundSchema>;

/** A bet of the round as everyone sees it (the current round's list). */
export const publicRoundBetSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  spot: z.string(),
  amount: z.number().int(),
  /** Paid back on this bet once the round has ended (null before). */
  win: z.number().int().nullable(),
});
export type PublicRoundBet = z.infer<typeof publicRoundBetSchema>;

/** A player's own bet of a round. */
export const roundBetSchema = z.object({
  id: z.number().int(),
  roundId: z.number().int(),
  game: roundGameSchema,
  spot: z.string(),
  amount: z.number().int(),
  demo: z.boolean(),
  /** Paid back once the round has ended (null before). */
  win: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RoundBet = z.infer<typeof roundBetSchema>;

/** Crazy Time: what a player chose for the round's bonus game (missing parts take the round's defaults). */
export const roundChoiceSchema = crazyTimeChoiceSchema();
export type RoundChoice = z.infer<typeof roundChoiceSchema>;

export const currentRoundResponseSchema = z.object({
  /** Null only while a game starts for the very first time (its chain is being made). */
  round: roundSchema.nullable(),
  /** The server's clock, so that a client counts down by its own offset. */
  serverTime: z.string(),
  /** Every bet of the round, newest first (the last 200). */
  bets: z.array(publicRoundBetSchema),
  /** The signed-in player's own bets and choice in this round. */
  mine: z.object({ bets: z.array(roundBetSchema), choice: roundChoiceSchema.nullable() }).nullable(),
});
export type CurrentRoundResponse = z.infer<typeof currentRoundResponseSchema>;

export const roundBetRequestSchema = z.object({
  amount: betAmountSchema,
  spot: z.string({ error: 'round_spot_invalid' }).min(1, { error: 'round_spot_invalid' }).max(16, { error: 'round_spot_invalid' }),
});
export type RoundBetRequest = z.infer<typeof roundBetRequestSchema>;
export const roundBetResponseSchema = z.object({ bet: roundBetSchema, user: userSchema });
export type RoundBetResponse = z.infer<typeof roundBetResponseSchema>;

export const roundChoiceRequestSchema = roundChoiceSchema.extend({ roundId: z.number({ error: 'round_not_found' }).int({ error: 'round_not_found' }).positive({ error: 'round_not_found' }) });
export const roundChoiceResponseSchema = z.object({ roundId: z.number().int(), choice: roundChoiceSchema });

export const roundHistoryQuerySchema = z.object({
  limit: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }).default(20),
  /** Keyset paging: rounds with id below this one. */
  before: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }).max(Number.MAX_SAFE_INTEGER, { error: 'invalid_value' }).optional(),
});
export const roundHistoryItemSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  hash: z.string(),
  previousHash: z.string(),
  chainId: z.number().int(),
  result: roundResultSchema,
  totals: roundTotalsSchema,
  payout: z.number().int(),
  endedAt: z.string(),
});
export type RoundHistoryItem = z.infer<typeof roundHistoryItemSchema>;
export const roundHistoryResponseSchema = z.object({ items: z.array(roundHistoryItemSchema) });

/** The published chains (games.md §1): each game's terminating hash and salt, before its first round. */
export const chainSchema = z.object({
  id: z.number().int(),
  game: roundGameSchema,
  terminatingHash: z.string(),
  salt: z.string(),
  length: z.number().int(),
  /** Rounds played on it so far. */
  used: z.number().int(),
  createdAt: z.string(),
});
export type Chain = z.infer<typeof chainSchema>;
export const chainsResponseSchema = z.object({ chains: z.array(chainSchema) });

/** Verify a round from its hash alone (`GET /api/fairness/verify?game=x100&hash=…`). */
export const roundHashField = z.string({ error: 'round_hash_invalid' }).regex(/^[0-9a-f]{64}$/, { error: 'round_hash_invalid' });
const roundVerifyQuery = <G extends RoundGame>(game: G) => z.object({ game: z.literal(game), hash: roundHashField });
export const roundVerifyQuerySchemas = [roundVerifyQuery('x100'), roundVerifyQuery('megawheel'), roundVerifyQuery('crazytime')] as const;
export type RoundVerifyQuery = z.infer<(typeof roundVerifyQuerySchemas)[number]>;
export const roundVerifyResponseSchema = z.object({
  game: roundGameSchema,
  hash: z.string(),
  salt: z.string(),
  /** SHA-256 of the hash: the round before's hash (or the chain's terminating hash). */
  previousHash: z.string(),
  /** The round this hash was played in, when it has been (its number and id). */
  round: z.object({ id: z.number().int(), number: z.number().int(), endedAt: z.string() }).nullable(),
  result: roundResultSchema,
});
export type RoundVerifyResponse = z.infer<typeof roundVerifyResponseSchema>;

/** A round bet in the player's history (`/api/bets/my`): the round's result and hash once it has ended. */
export const roundGameBetSchema = z.object({
  id: z.number().int(),
  game: roundGameSchema,
  amount: z.number().int(),
  coefficient: z.number(),
  win: z.number().int(),
  demo: z.boolean(),
  createdAt: z.string(),
  roundId: z.number().int(),
  roundNumber: z.number().int(),
  spot: z.string(),
  hash: z.string(),
  salt: z.string(),
  result: roundResultSchema,
});
export type RoundGameBet = z.infer<typeof roundGameBetSchema>;

/**
 * Live messages of the round games (on `broadcast`, except `roundWin`, which goes to the winner). `round`
 * carries the server's clock when it was sent, so that a client corrects its countdown on every push.
 */
export const roundLiveSchema = roundSchema.extend({ serverTime: z.string() });
export const roundBetsLiveSchema = z.object({ game: roundGameSchema, roundId: z.number().int(), bets: z.array(publicRoundBetSchema), totals: roundTotalsSchema });
export const roundWinLiveSchema = z.object({ game: roundGameSchema, roundId: z.number().int(), win: z.number().int(), amount: z.number().int() });
/** A round the player won (`win`: what the round paid them, stakes included; `amount`: what they staked), on their own channel. */
export type RoundWinLive = z.infer<typeof roundWinLiveSchema>;
/** spec §3: `megawheel {allwin, winmoney, x {x, color}}`: the mega spot's multiplier before the spin, what everyone and the player won after. */
export const megaWheelLiveSchema = z.object({
  roundId: z.number().int(),
  allwin: z.number().int().optional(),
  winmoney: z.number().int().optional(),
  x: z.object({ x: z.number().int(), color: z.string(), spot: z.number().int() }).optional(),
});
/** spec §3 `crazytime`: the top slot before the spin, the bonus game, what everyone and the player won. */
export const crazyTimeLiveSchema = z.object({
  roundId: z.number().int(),
  allwin: z.number().int().optional(),
  winmoney: z.number().int().optional(),
  topSlot: z.object({ spot: z.string(), multiplier: z.number().int() }).optional(),
  bonus: z.string().nullable().optional(),
});

export { MEGA_WHEEL_COLORS } from './spot-colors.ts';

export const ROUND_MESSAGES = {
  round_spot_invalid: { ru: 'Такой ставки в этой игре нет', en: 'There is no such bet in this game' },
  round_choice_invalid: { ru: 'Недопустимый выбор', en: 'Invalid choice' },
  round_betting_closed: { ru: 'Ставки на этот раунд закрыты — дождитесь следующего', en: 'Betting on this round has closed - wait for the next one' },
  round_not_ready: { ru: 'Игра запускается, попробуйте через несколько секунд', en: 'The game is starting, please try again in a few seconds' },
  round_not_found: { ru: 'Раунд не найден', en: 'Round not found' },
  round_choice_closed: { ru: 'Выбор для этого бонуса уже закрыт', en: 'Choices for this bonus have closed' },
  round_choice_not_needed: { ru: 'В этом раунде нечего выбирать', en: 'This round has nothing to choose' },
  round_no_bet: { ru: 'Выбирают игроки, поставившие на этот бонус', en: 'Only players who bet on this bonus can choose' },
  round_bets_too_many: { ru: 'Не больше {max} ставок за раунд', en: 'No more than {max} bets per round' },
  round_edge_fixed: { ru: 'Преимущество казино в этой игре задано её таблицами и не меняется', en: "This game's house edge is set by its tables and cannot be changed" },
  round_hash_invalid: { ru: 'Хэш раунда — 64 шестнадцатеричных символа', en: 'A round hash is 64 hexadecimal characters' },
} as const;
