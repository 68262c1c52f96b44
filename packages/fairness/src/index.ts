/**
 * @azart/fairness: the provably-fair byte generator, the outcome maths of the
 * own single-player games (docs: games.md) and each game's spec: its API
 * contract and what its bets store (./games/<game>, registry ./games/all.ts).
 * Pure and synchronous, shared by the server (bets, GET
 * /api/fairness/verify) and the browser (game pages, verifier).
 * Coefficients and Bubbles results are integer hundredths (1.98 → 198);
 * amounts are integer kopecks.
 */
export { FLOATS_PER_ROUND, FLOAT_UNITS, assertSeeds, floatUnits, floats, roundBytes, roundBytesHex, sha256Hex } from './bytes.ts';
export type { Seeds } from './bytes.ts';
export type { CatalogueLine } from './games/catalogue-line.ts';
export { drawWithoutReplacement } from './draw.ts';
export { BP_PER_UNIT, HOUSE_EDGE_MAX_BP, HOUSE_EDGE_MIN_BP, assertEdgeBp } from './edge.ts';
export type { HouseEdgeBp } from './edge.ts';
export { InvalidGameInput } from './errors.ts';
export { payout, payoutBigInt } from './money.ts';

export {
  DICE_MAX_CHANCE_BP,
  DICE_DEFAULT_EDGE_BP,
  DICE_MIN_CHANCE_BP,
  DICE_ROLL_RANGE,
  diceCoefficient,
  diceIsWin,
  diceRange,
  diceRollFromFloat,
} from './games/dice/maths.ts';
export type { DiceSide } from './games/dice/maths.ts';
export { diceOutcome, diceRoll } from './games/dice/outcome.ts';
export type { DiceOutcome, DiceParams } from './games/dice/outcome.ts';
export {
  BUBBLES_DEFAULT_EDGE_BP,
  BUBBLES_MAX_RESULT,
  BUBBLES_MAX_TARGET,
  BUBBLES_MIN_RESULT,
  BUBBLES_MIN_TARGET,
  bubblesOutcome,
  bubblesResult,
  bubblesResultFromUnits,
} from './games/bubbles/maths.ts';
export type { BubblesOutcome, BubblesParams } from './games/bubbles/maths.ts';
export { MINES_DEFAULT_EDGE_BP, MINES_MAX, MINES_MIN, MINES_TILES, minePositions, minesCoefficient, minesLadder } from './games/mines/maths.ts';
export { HOTLINE_DEFAULT_EDGE_BP, HOTLINE_DIFFICULTIES, HOTLINE_STEPS, hotlineBoard, hotlineCoefficient, hotlineLadder } from './games/hotline/maths.ts';
export type { HotlineDifficulty } from './games/hotline/maths.ts';
export {
  POPIT_BUBBLES,
  POPIT_DEFAULT_EDGE_BP,
  POPIT_DRAWN,
  POPIT_MAX_PICKS,
  POPIT_MIN_PICKS,
  POPIT_PAYTABLE,
  POPIT_PAYTABLE_EDGE_BP,
  POPIT_RISKS,
  popitCoefficient,
  popitDraw,
  popitOutcome,
} from './games/popit/maths.ts';
export type { PopitOutcome, PopitParams, PopitRisk } from './games/popit/maths.ts';

export { verifyOutcome } from './verify.ts';
export { GAME_IDS, GAME_MESSAGES, GAME_SPECS, isGameId } from './games/registry.ts';
export type { GameId, GameMessageCode, OutcomeOf, ParamsOf, SpecOf } from './games/registry.ts';
export { betAmountSchema, betBaseSchema, clientSeedField, defineGame, fromHundredths, hundredthsNumber, queryNumber, roundBaseSchema, seedsQuery } from './games/spec.ts';
export type { GameSpec, Messages } from './games/spec.ts';
export { bubblesBetRequestSchema, bubblesTarget } from './games/bubbles/index.ts';
export { diceBetRequestSchema, diceChance, diceSide } from './games/dice/index.ts';
export { hotlineDifficulty, hotlineStartRequestSchema, hotlineStepRequestSchema } from './games/hotline/index.ts';
export { minesCount, minesRevealRequestSchema, minesStartRequestSchema } from './games/mines/index.ts';
export { popitBetRequestSchema, popitPicks, popitRisk } from './games/popit/index.ts';
export type { VerifyInput, VerifyResult } from './verify.ts';

export {
  bubblesReturn,
  bubblesWinProbability,
  diceReturn,
  diceWinProbability,
  hotlineReturn,
  hotlineSurvivalProbability,
  minesReturn,
  minesSurvivalProbability,
  popitHitProbabilities,
  popitReturn,
  targetReturn,
} from './returns.ts';
export { compare as compareFractions, fraction, toNumber as fractionToNumber } from './rational.ts';
export type { Fraction } from './rational.ts';

export * from './rounds/index.ts';
export { freeCoinsDraw } from './bonus/free-coins.ts';
export { WHEEL_MIN_WIN, WHEEL_SEGMENTS, WHEEL_TOP_X, WHEEL_TOTAL_WEIGHT, wheelSegmentFromUnits, wheelSpin, wheelWin } from './bonus/wheel.ts';
export type { WheelSegment } from './bonus/wheel.ts';
export {
  BONUS_DRAW_IDS,
  bonusDrawVerifyQuerySchemas,
  bonusDrawVerifyResponseSchema,
  freeCoinsVerifyQuerySchema,
  isBonusDrawId,
  statusSpinVerifyQuerySchema,
  verifyBonusDraw,
  wheelVerifyQuerySchema,
} from './bonus/verify.ts';
export type { BonusDrawId, BonusDrawVerifyQuery, BonusDrawVerifyQueryInput, BonusDrawVerifyResponse } from './bonus/verify.ts';
export { STATUS_SPIN_TABLE, STATUS_SPIN_TOP_X, statusSpin } from './bonus/status-spin.ts';
