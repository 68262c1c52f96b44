import { BP_PER_UNIT, assertEdgeBp } from '../../edge.ts';
import { InvalidGameInput, assertIntegerInRange } from '../../errors.ts';
import { floorDiv } from '../../money.ts';

/** The house edge before the back office sets one (games.md §2); the catalogue holds the one in force. */
export const DICE_DEFAULT_EDGE_BP = 100;

/** Dice's chances, coefficient and winning ranges; the roll from the seeds is in ./outcome.ts. */
export type DiceSide = 'less' | 'more';

/** Chance in basis points of a percent: 1.00 % = 100 … 95.00 % = 9500, step 0.01 %. */
export const DICE_MIN_CHANCE_BP = 100;
export const DICE_MAX_CHANCE_BP = 9500;
/** The roll N is an integer 0 … 999 999. */
export const DICE_ROLL_RANGE = 1_000_000;
/** A chance of c % covers c × 10 000 rolls, i.e. 100 rolls per basis point. */
const ROLLS_PER_CHANCE_BP = DICE_ROLL_RANGE / BP_PER_UNIT;

export function assertDiceChance(chanceBp: number): void {
  assertIntegerInRange('chanceBp', chanceBp, DICE_MIN_CHANCE_BP, DICE_MAX_CHANCE_BP);
}

function assertDiceSide(side: DiceSide): void {
  if (side !== 'less' && side !== 'more') throw new InvalidGameInput(`side must be 'less' or 'more', got ${String(side)}`);
}

/**
 * games.md: floor((100 − edge%) / c × 100) / 100, in hundredths
 * = floor((10000 − edgeBp) × 100 / chanceBp), all in integers.
 */
export function diceCoefficient(chanceBp: number, edgeBp: number): number {
  assertDiceChance(chanceBp);
  assertEdgeBp(edgeBp);
  return floorDiv((BP_PER_UNIT - edgeBp) * 100, chanceBp);
}

export function diceRollFromFloat(f: number): number {
  return Math.floor(f * DICE_ROLL_RANGE);
}

/** Winning rolls, inclusive: Less is N < c × 10 000, More is N ≥ 1 000 000 − c × 10 000. */
export function diceRange(chanceBp: number, side: DiceSide): { from: number; to: number } {
  assertDiceChance(chanceBp);
  assertDiceSide(side);
  const width = chanceBp * ROLLS_PER_CHANCE_BP;
  return side === 'less' ? { from: 0, to: width - 1 } : { from: DICE_ROLL_RANGE - width, to: DICE_ROLL_RANGE - 1 };
}

export function diceIsWin(roll: number, chanceBp: number, side: DiceSide): boolean {
  const { from, to } = diceRange(chanceBp, side);
  return roll >= from && roll <= to;
}
