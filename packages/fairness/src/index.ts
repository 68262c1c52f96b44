/**
 * @azart/fairness: the provably-fair byte generator and the outcome maths of
 * the own single-player games (docs: games.md). Pure and synchronous, shared
 * by the server (bets, GET /api/fairness/verify) and the browser verifier.
 * Coefficients and Bubbles results are integer hundredths (1.98 → 198);
 * amounts are integer kopecks.
 */
export { FLOATS_PER_ROUND, FLOAT_UNITS, assertSeeds, floatUnits, floats, roundBytes, roundBytesHex, sha256Hex } from './bytes.ts';
export type { Seeds } from './bytes.ts';
export { drawWithoutReplacement } from './draw.ts';
export { BP_PER_UNIT, DEFAULT_EDGE_BP, HOUSE_EDGE_MAX_BP, HOUSE_EDGE_MIN_BP, assertEdgeBp } from './edge.ts';
export type { HouseEdgeBp } from './edge.ts';
export { InvalidGameInput } from './errors.ts';
export { payout, payoutBigInt } from './money.ts';

export {
  DICE_MAX_CHANCE_BP,
  DICE_MIN_CHANCE_BP,
  DICE_ROLL_RANGE,
  diceCoefficient,
  diceIsWin,
  diceOutcome,
  diceRange,
  diceRoll,
  diceRollFromFloat,
} from './games/dice.ts';
export type { DiceOutcome, DiceParams, DiceSide } from './games/dice.ts';
export {
  BUBBLES_MAX_RESULT,
  BUBBLES_MAX_TARGET,
  BUBBLES_MIN_RESULT,
  BUBBLES_MIN_TARGET,
  bubblesOutcome,
  bubblesResult,
  bubblesResultFromUnits,
} from './games/bubbles.ts';
export type { BubblesOutcome, BubblesParams } from './games/bubbles.ts';
export { MINES_MAX, MINES_MIN, MINES_TILES, minePositions, minesCoefficient, minesLadder } from './games/mines.ts';
export { HOTLINE_DIFFICULTIES, HOTLINE_STEPS, hotlineBoard, hotlineCoefficient, hotlineLadder } from './games/hotline.ts';
export type { HotlineDifficulty } from './games/hotline.ts';
export {
  POPIT_BUBBLES,
  POPIT_DRAWN,
  POPIT_MAX_PICKS,
  POPIT_MIN_PICKS,
  POPIT_PAYTABLE,
  POPIT_PAYTABLE_EDGE_BP,
  POPIT_RISKS,
  popitCoefficient,
  popitDraw,
  popitOutcome,
} from './games/popit.ts';
export type { PopitOutcome, PopitParams, PopitRisk } from './games/popit.ts';

export { verifyOutcome } from './verify.ts';
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
