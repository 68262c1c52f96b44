import { FLOAT_UNITS, floatUnits } from '../../bytes.ts';
import type { Seeds } from '../../bytes.ts';
import { BP_PER_UNIT, assertEdgeBp } from '../../edge.ts';
import { assertIntegerInRange } from '../../errors.ts';

/** The house edge before the back office sets one (games.md §2); the catalogue holds the one in force. */
export const BUBBLES_DEFAULT_EDGE_BP = 100;

/** Targets and results in hundredths: 1.01 → 101 … 1 000 000.00 → 100 000 000. */
export const BUBBLES_MIN_TARGET = 101;
export const BUBBLES_MAX_TARGET = 100_000_000;
export const BUBBLES_MIN_RESULT = 100;
export const BUBBLES_MAX_RESULT = 100_000_000;

export function assertBubblesTarget(target: number): void {
  assertIntegerInRange('target', target, BUBBLES_MIN_TARGET, BUBBLES_MAX_TARGET);
}

/**
 * games.md: R = max(1.00, floor((100 − edge%) / (1 − f)) / 100), capped.
 * With f = units / 2^32 the hundredths are
 * floor((10000 − edgeBp) × 2^32 / (100 × (2^32 − units))). The numerator
 * stays below 2^46, so even a double division would floor correctly; BigInt
 * makes that exactness evident and is what the return proofs reason about.
 */
export function bubblesResultFromUnits(units: number, edgeBp: number): number {
  assertIntegerInRange('units', units, 0, FLOAT_UNITS - 1);
  const numerator = BigInt(BP_PER_UNIT - edgeBp) * BigInt(FLOAT_UNITS);
  const denominator = 100n * BigInt(FLOAT_UNITS - units);
  const hundredths = Number(numerator / denominator);
  return Math.min(BUBBLES_MAX_RESULT, Math.max(BUBBLES_MIN_RESULT, hundredths));
}

/** The bubble's multiplier in hundredths, from the bet's first float. */
export function bubblesResult(seeds: Seeds, edgeBp: number): number {
  assertEdgeBp(edgeBp);
  const [units = 0] = floatUnits(seeds, 1);
  return bubblesResultFromUnits(units, edgeBp);
}

export type BubblesParams = { target: number; edgeBp: number };
/** `coefficient` is the target: what a win pays (hundredths); a loss pays nothing. */
export type BubblesOutcome = { result: number; won: boolean; coefficient: number };

export function bubblesOutcome(seeds: Seeds, p: BubblesParams): BubblesOutcome {
  assertBubblesTarget(p.target);
  const result = bubblesResult(seeds, p.edgeBp);
  return { result, won: result >= p.target, coefficient: p.target };
}
