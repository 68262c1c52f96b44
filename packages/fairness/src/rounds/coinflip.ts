/**
 * Crazy Time bonus: Coin Flip. Two multipliers are drawn from the same
 * table, one for the red side and one for the blue; a flip picks the side
 * that pays. Everyone sees the same flip.
 *
 * Floats, in order: 0 red (weighted), 1 blue (weighted), 2 the flip
 * (floor(f × 2): 0 red, 1 blue).
 */
import { fraction, mul } from '../rational.ts';
import type { Fraction } from '../rational.ts';
import { uniformIndex, unitAt, weightedTable, weightedValue } from './draw.ts';
import type { WeightedTable } from './draw.ts';
import { lawAdd, sortedLaw } from './law.ts';
import type { Law } from './law.ts';

export const COIN_FLIP_SIDES = Object.freeze(['red', 'blue'] as const);
export type CoinFlipSide = (typeof COIN_FLIP_SIDES)[number];
export const COIN_FLIP_FLOATS = 3;

/** Each side's multiplier, weights out of 1 000 (mean ×8.84). */
export const COIN_FLIP_MULTIPLIERS: WeightedTable = weightedTable([
  [2, 180], [3, 170], [4, 150], [5, 130], [7, 110], [10, 90], [15, 60], [20, 45], [25, 30], [50, 20], [100, 15],
]);

export type CoinFlipResult = { red: number; blue: number; side: CoinFlipSide; multiplier: number };

function sideMultiplier(red: number, blue: number, side: CoinFlipSide): number {
  return side === 'red' ? red : blue;
}

export function coinFlipFromUnits(units: readonly number[]): CoinFlipResult {
  const red = weightedValue(COIN_FLIP_MULTIPLIERS, unitAt(units, 0));
  const blue = weightedValue(COIN_FLIP_MULTIPLIERS, unitAt(units, 1));
  const side = COIN_FLIP_SIDES[uniformIndex(unitAt(units, 2), COIN_FLIP_SIDES.length)] as CoinFlipSide;
  return { red, blue, side, multiplier: sideMultiplier(red, blue, side) };
}

/** Exact law of the paying multiplier: every (red, blue, side) with its probability. */
export function coinFlipLaw(): Law {
  const law = new Map<number, Fraction>();
  const t = COIN_FLIP_MULTIPLIERS;
  const half = fraction(1, COIN_FLIP_SIDES.length);
  t.values.forEach((red, i) => {
    t.values.forEach((blue, j) => {
      const p = mul(fraction((t.weights[i] ?? 0) * (t.weights[j] ?? 0), t.total * t.total), half);
      for (const side of COIN_FLIP_SIDES) lawAdd(law, sideMultiplier(red, blue, side), p);
    });
  });
  return sortedLaw(law);
}
