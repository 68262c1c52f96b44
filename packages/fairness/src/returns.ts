/**
 * Exact returns (expected payout per unit staked) as BigInt fractions. The
 * test suite proves each game's return against its house edge with these;
 * an admin screen can show the return an edge change would give.
 *
 * Dice and Bubbles use the true float granularity (f is a multiple of 2^-32),
 * so their win probabilities are exact counts of the 2^32 possible floats.
 * The draw games use the ideal uniform draw: floor(f × r) picks each index
 * with probability 1/r ± 2^-32 (see the draw test), far below any figure here.
 */
import { FLOAT_UNITS } from './bytes.ts';
import { BP_PER_UNIT } from './edge.ts';
import { BUBBLES_MAX_TARGET, assertBubblesTarget } from './games/bubbles/maths.ts';
import { DICE_ROLL_RANGE, diceCoefficient, diceRange } from './games/dice/maths.ts';
import type { DiceSide } from './games/dice/maths.ts';
import { HOTLINE_STEPS, hotlineCoefficient, hotlineShape } from './games/hotline/maths.ts';
import type { HotlineDifficulty } from './games/hotline/maths.ts';
import { MINES_TILES, minesCoefficient } from './games/mines/maths.ts';
import { POPIT_BUBBLES, POPIT_DRAWN, POPIT_PAYTABLE_EDGE_BP, popitCoefficient } from './games/popit/maths.ts';
import type { PopitRisk } from './games/popit/maths.ts';
import { assertIntegerInRange } from './errors.ts';
import { binomial, fraction, mul, sum } from './rational.ts';
import type { Fraction } from './rational.ts';

const UNITS = BigInt(FLOAT_UNITS);

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** 1 − edge: the return each game is designed to give. */
export function targetReturn(edgeBp: number): Fraction {
  return fraction(BP_PER_UNIT - edgeBp, BP_PER_UNIT);
}

/** coefficient (hundredths) × probability. */
function returnOf(coefficientHundredths: number, probability: Fraction): Fraction {
  return mul(fraction(coefficientHundredths, 100), probability);
}

/**
 * Share of the 2^32 floats whose roll N = floor(f × 10^6) wins.
 * N < T ⇔ units × 10^6 < T × 2^32, so the winning floats below a roll
 * boundary T number ceil(T × 2^32 / 10^6).
 */
export function diceWinProbability(chanceBp: number, side: DiceSide): Fraction {
  const { from, to } = diceRange(chanceBp, side);
  const range = BigInt(DICE_ROLL_RANGE);
  const floatsBelow = (roll: number): bigint => ceilDiv(BigInt(roll) * UNITS, range);
  return fraction(floatsBelow(to + 1) - floatsBelow(from), UNITS);
}

export function diceReturn(chanceBp: number, side: DiceSide, edgeBp: number): Fraction {
  return returnOf(diceCoefficient(chanceBp, edgeBp), diceWinProbability(chanceBp, side));
}

/**
 * R ≥ t ⇔ (10000 − edgeBp) × 2^32 ≥ 100 × t × (2^32 − units): the winning
 * floats are the floor((10000 − edgeBp) × 2^32 / (100 t)) largest ones. The
 * 1.00 floor and the 1 000 000 cap never decide a bet because
 * 1.01 ≤ t ≤ 1 000 000.
 */
export function bubblesWinProbability(target: number, edgeBp: number): Fraction {
  assertBubblesTarget(target);
  const winning = (BigInt(BP_PER_UNIT - edgeBp) * UNITS) / (100n * BigInt(target));
  return fraction(winning < UNITS ? winning : UNITS, UNITS);
}

export function bubblesReturn(target: number, edgeBp: number): Fraction {
  return returnOf(Math.min(target, BUBBLES_MAX_TARGET), bubblesWinProbability(target, edgeBp));
}

/** k chosen tiles are all safe: C(25 − m, k) / C(25, k). */
export function minesSurvivalProbability(mines: number, safeReveals: number): Fraction {
  return fraction(binomial(MINES_TILES - mines, safeReveals), binomial(MINES_TILES, safeReveals));
}

/** Return of the strategy "reveal k tiles, then cash out". */
export function minesReturn(mines: number, safeReveals: number, edgeBp: number): Fraction {
  return returnOf(minesCoefficient(mines, safeReveals, edgeBp), minesSurvivalProbability(mines, safeReveals));
}

/** k steps all safe: ((cells − hot) / cells)^k. */
export function hotlineSurvivalProbability(difficulty: HotlineDifficulty, safeSteps: number): Fraction {
  const { cells, hot } = hotlineShape(difficulty);
  assertIntegerInRange('safeSteps', safeSteps, 0, HOTLINE_STEPS);
  const k = BigInt(safeSteps);
  return fraction(BigInt(cells - hot) ** k, BigInt(cells) ** k);
}

/** Return of the strategy "climb k steps, then cash out". */
export function hotlineReturn(difficulty: HotlineDifficulty, safeSteps: number, edgeBp: number): Fraction {
  return returnOf(hotlineCoefficient(difficulty, safeSteps, edgeBp), hotlineSurvivalProbability(difficulty, safeSteps));
}

/** Hypergeometric P(hits = h), h = 0 … picks: C(10, h) × C(30, picks − h) / C(40, picks). */
export function popitHitProbabilities(picks: number): Fraction[] {
  const all = binomial(POPIT_BUBBLES, picks);
  return Array.from({ length: picks + 1 }, (_, hits) =>
    fraction(binomial(POPIT_DRAWN, hits) * binomial(POPIT_BUBBLES - POPIT_DRAWN, picks - hits), all),
  );
}

export function popitReturn(risk: PopitRisk, picks: number, edgeBp: number = POPIT_PAYTABLE_EDGE_BP): Fraction {
  return sum(popitHitProbabilities(picks).map((p, hits) => returnOf(popitCoefficient(risk, picks, hits, edgeBp), p)));
}
