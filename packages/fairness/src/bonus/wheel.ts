import { floatUnits, type Seeds } from '../bytes.ts';
import { payout } from '../money.ts';
import { uniformIndex } from '../rounds/draw.ts';

/**
 * The daily wheel of fortune (bonuses.md §3, docs/games/wheel.md): 20
 * segments, each a multiplier of the player's base (hundredths: x0.5 is 50)
 * and an integer weight. The table is part of the draw, not a setting: a
 * spin is verified from its seeds alone, so the segments a player checked
 * against must be the ones the server drew from.
 *
 * The weights add up to 1024 = 2^10, a power of two, so `floor(f × 1024)`
 * takes every value 0 … 1023 for exactly 2^22 of the 2^32 floats: the drawn
 * probabilities are exactly weight / 1024, with no rounding bias, and the
 * documented expected payout is exact.
 */
export type WheelSegment = { readonly x: number; readonly weight: number };

const segment = (x: number, weight: number): WheelSegment => Object.freeze({ x, weight });

/**
 * Clockwise from the pointer at the top (segment 0). Rare multipliers sit
 * apart from each other, small ones between them; per segment, the larger
 * the multiplier, the smaller its weight.
 */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = Object.freeze([
  segment(5000, 1), // x50
  segment(50, 84),
  segment(100, 70),
  segment(150, 52),
  segment(50, 84),
  segment(2500, 3), // x25
  segment(100, 70),
  segment(50, 84),
  segment(200, 34),
  segment(150, 52),
  segment(1000, 10), // x10
  segment(50, 84),
  segment(100, 70),
  segment(200, 34),
  segment(50, 84),
  segment(500, 20), // x5
  segment(150, 52),
  segment(100, 70),
  segment(200, 34),
  segment(300, 32), // x3
]);

/** Sum of the weights: 2^10 (see above). */
export const WHEEL_TOTAL_WEIGHT = 1024;
/** The largest multiplier, hundredths (x50): what "maximum win" on the bonuses page multiplies the base by. */
export const WHEEL_TOP_X = Math.max(...WHEEL_SEGMENTS.map((s) => s.x));

/** The least a spin pays, kopecks: 1 coin (spec §9 "Wheel: min win 1 coin"), whatever the segment and base. */
export const WHEEL_MIN_WIN = 100;

/**
 * What a segment pays on a base, kopecks: base × x, never less than WHEEL_MIN_WIN. Only a base under 2 coins
 * meets the floor (x0.5 is the smallest multiplier): the default minimum base of 1 coin turns its x0.5 into 1 coin.
 */
export function wheelWin(base: number, x: number): number {
  return Math.max(WHEEL_MIN_WIN, payout(base, x));
}

/** The segment whose slice of 0 … 1023 holds floor(f × 1024), for a float's units (0 … 2^32 − 1). */
export function wheelSegmentFromUnits(units: number): number {
  let index = uniformIndex(units, WHEEL_TOTAL_WEIGHT);
  for (let i = 0; i < WHEEL_SEGMENTS.length; i += 1) {
    const weight = WHEEL_SEGMENTS[i]!.weight;
    if (index < weight) return i;
    index -= weight;
  }
  // Unreachable while the weights add up to WHEEL_TOTAL_WEIGHT (the unit test checks they do).
  throw new RangeError('wheel weights do not add up to WHEEL_TOTAL_WEIGHT');
}

/** A spin on the player's seed pair at the spin's nonce: the first float picks the segment. */
export function wheelSpin(seeds: Seeds): { segment: number; x: number } {
  const [units = 0] = floatUnits(seeds, 1);
  const index = wheelSegmentFromUnits(units);
  return { segment: index, x: WHEEL_SEGMENTS[index]!.x };
}
