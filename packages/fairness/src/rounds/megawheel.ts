/**
 * Mega Wheel (games.md §3): 54 segments; a bet on a number n pays
 * amount × (n + 1) when the wheel stops on n. Before the spin one of the nine
 * numbers becomes the mega spot with a multiplier M; a win on the mega spot
 * pays amount × (n × M + 1). The M tables below give every spot an exact
 * return of 96.50 % ± 0.001 % (docs/games/round-games.md; proof in
 * __tests__/rounds-returns.test.ts).
 *
 * Floats, in order: 0 the mega spot (floor(f × 9) over MEGA_WHEEL_SPOTS),
 * 1 its multiplier (weighted over that spot's table), 2 the segment
 * (floor(f × 54)).
 */
import { InvalidGameInput, assertIntegerInRange } from '../errors.ts';
import { payout } from '../money.ts';
import { roundFloatUnits } from './chain.ts';
import { uniformIndex, unitAt, weightedTable, weightedValue } from './draw.ts';
import type { WeightedTable } from './draw.ts';

export const MEGA_WHEEL_SPOTS = Object.freeze([1, 2, 5, 8, 10, 15, 20, 30, 40] as const);
export type MegaWheelSpot = (typeof MEGA_WHEEL_SPOTS)[number];
export const MEGA_WHEEL_FLOATS = 3;
/** games.md: the return every spot must give, ± 0.3 %, in basis points. */
export const MEGA_WHEEL_TARGET_RETURN_BP = 9650;

/**
 * The wheel, segment 0 first, clockwise; the pointer shows segment
 * floor(f × 54). Laid out so that no two neighbours (also 53 and 0) are
 * equal: the twenty 1s at floor(k × 54 / 20), the other numbers spread
 * evenly over the remaining places, rarest first.
 */
export const MEGA_WHEEL_SEGMENTS: readonly MegaWheelSpot[] = Object.freeze([
  1, 2, 1, 5, 2, 1, 10, 8, 1, 2, 1, 5, 20, 1, 15, 2, 1, 2,
  1, 5, 10, 1, 8, 2, 1, 40, 30, 1, 5, 1, 2, 10, 1, 2, 8, 1,
  5, 1, 2, 20, 1, 2, 15, 1, 5, 1, 2, 10, 1, 8, 2, 1, 5, 2,
] as const);

/** games.md caps on M. */
export const MEGA_WHEEL_MULTIPLIER_CAPS: Readonly<Record<MegaWheelSpot, number>> = Object.freeze({
  1: 100, 2: 200, 5: 250, 8: 250, 10: 250, 15: 500, 20: 500, 30: 500, 40: 500,
});

/**
 * M per mega spot, weights out of 10 000. Each table follows a power law
 * (weight ∝ M^-a, a fitted per spot) rounded to two significant figures, the
 * ×2 and ×3 weights then set so that the mean M gives 96.50 %. Every table
 * reaches its spot's cap.
 */
export const MEGA_WHEEL_MULTIPLIERS: Readonly<Record<MegaWheelSpot, WeightedTable>> = Object.freeze({
  1: weightedTable([[2, 3905], [3, 2695], [5, 1700], [10, 900], [20, 480], [50, 210], [100, 110]]),
  2: weightedTable([[2, 4549], [3, 2661], [5, 1600], [10, 730], [25, 260], [50, 120], [100, 55], [200, 25]]),
  5: weightedTable([[2, 5363], [3, 2757], [5, 1300], [10, 430], [25, 100], [50, 35], [100, 12], [250, 3]]),
  8: weightedTable([[2, 4636], [3, 2579], [5, 1600], [10, 730], [25, 260], [50, 120], [100, 55], [250, 20]]),
  10: weightedTable([[2, 6452], [3, 2398], [5, 900], [10, 210], [25, 30], [50, 7], [100, 2], [250, 1]]),
  15: weightedTable([[2, 3736], [3, 3286], [5, 1600], [10, 800], [25, 310], [50, 150], [100, 75], [250, 29], [500, 14]]),
  20: weightedTable([[2, 5685], [3, 2776], [5, 1100], [10, 340], [25, 70], [50, 21], [100, 6], [250, 1], [500, 1]]),
  30: weightedTable([[2, 4103], [3, 2858], [5, 1600], [10, 820], [25, 330], [50, 160], [100, 81], [250, 32], [500, 16]]),
  40: weightedTable([[2, 5506], [3, 2762], [5, 1200], [10, 400], [25, 90], [50, 29], [100, 10], [250, 2], [500, 1]]),
});

export type MegaWheelResult = {
  /** Index into MEGA_WHEEL_SEGMENTS. */
  segment: number;
  /** The number on that segment. */
  value: MegaWheelSpot;
  mega: { spot: MegaWheelSpot; multiplier: number };
};

export function assertMegaWheelSpot(spot: number): asserts spot is MegaWheelSpot {
  if (!MEGA_WHEEL_SPOTS.includes(spot as MegaWheelSpot)) {
    throw new InvalidGameInput(`spot must be one of ${MEGA_WHEEL_SPOTS.join(', ')}, got ${String(spot)}`);
  }
}

export function assertMegaWheelResult(result: MegaWheelResult): void {
  assertIntegerInRange('segment', result?.segment, 0, MEGA_WHEEL_SEGMENTS.length - 1);
  if (MEGA_WHEEL_SEGMENTS[result.segment] !== result.value) throw new InvalidGameInput(`segment ${result.segment} does not show ${String(result.value)}`);
  assertMegaWheelSpot(result.mega?.spot);
  if (!MEGA_WHEEL_MULTIPLIERS[result.mega.spot].values.includes(result.mega.multiplier)) {
    throw new InvalidGameInput(`×${String(result.mega.multiplier)} is not a mega multiplier of spot ${result.mega.spot}`);
  }
}

export function megaWheelResultFromUnits(units: readonly number[]): MegaWheelResult {
  const spot = MEGA_WHEEL_SPOTS[uniformIndex(unitAt(units, 0), MEGA_WHEEL_SPOTS.length)] as MegaWheelSpot;
  const multiplier = weightedValue(MEGA_WHEEL_MULTIPLIERS[spot], unitAt(units, 1));
  const segment = uniformIndex(unitAt(units, 2), MEGA_WHEEL_SEGMENTS.length);
  return { segment, value: MEGA_WHEEL_SEGMENTS[segment] as MegaWheelSpot, mega: { spot, multiplier } };
}

export function megaWheelResult(hash: string, salt: string): MegaWheelResult {
  return megaWheelResultFromUnits(roundFloatUnits(hash, salt, MEGA_WHEEL_FLOATS));
}

/** What one unit staked on `spot` pays back, stake included: 0, n + 1, or n × M + 1 on the mega spot. */
export function megaWheelCoefficient(spot: MegaWheelSpot, result: MegaWheelResult): number {
  assertMegaWheelSpot(spot);
  assertMegaWheelResult(result);
  if (result.value !== spot) return 0;
  return result.mega.spot === spot ? spot * result.mega.multiplier + 1 : spot + 1;
}

/** A bet of `amount` kopecks on `spot`; multipliers are whole, so the floor never cuts. */
export function megaWheelPayout(amount: number, spot: MegaWheelSpot, result: MegaWheelResult): number {
  return payout(amount, megaWheelCoefficient(spot, result) * 100);
}
