/**
 * x100 (games.md §3): a tape of 318 cells, one of which the round lands on.
 * A bet names a multiplier m and pays floor(amount × m) when the cell shows
 * m. Each multiplier covers 300 / m cells, so every bet returns exactly
 * 300/318 = 94.3396 %.
 */
import { InvalidGameInput, assertIntegerInRange } from '../errors.ts';
import { payout } from '../money.ts';
import { roundFloatUnits } from './chain.ts';
import { uniformIndex, unitAt } from './draw.ts';

export const X100_MULTIPLIERS = Object.freeze([2, 3, 10, 15, 20, 100] as const);
export type X100Multiplier = (typeof X100_MULTIPLIERS)[number];
export const X100_CELLS = 318;
/** Floats a result reads: the cell. */
export const X100_FLOATS = 1;

/**
 * The tape, cell 0 first (cells run left to right; the tape is a loop, cell
 * 317 touches cell 0). How it was laid out (docs/games/round-games.md): the
 * 68 cells of ×10 or more sit at floor(k × 318 / 68), k = 0 … 67, so 3 or 4
 * low cells separate any two of them, also across the seam; the high kinds
 * share those 68 places evenly (×100 at 46, 154, 261), and ×2 / ×3 share
 * the other 250 the same way. Kind j's i-th copy (of c) is placed at
 * (2i + 1) / 2c of its group, rarer kinds first on ties.
 */
export const X100_TAPE: readonly X100Multiplier[] = Object.freeze([
  10, 2, 3, 2, 15, 3, 2, 2, 3, 20, 2, 3, 2, 2, 10, 3, 2, 3, 15, 2,
  2, 3, 2, 10, 3, 2, 2, 3, 20, 2, 3, 2, 10, 2, 3, 2, 3, 15, 2, 2,
  3, 2, 10, 3, 2, 2, 100, 3, 2, 3, 2, 20, 2, 3, 2, 3, 15, 2, 2, 3,
  10, 2, 3, 2, 2, 10, 3, 2, 3, 2, 15, 2, 3, 2, 20, 3, 2, 2, 3, 10,
  2, 3, 2, 2, 15, 3, 2, 3, 10, 2, 2, 3, 2, 20, 3, 2, 2, 3, 10, 2,
  3, 2, 15, 2, 3, 2, 3, 10, 2, 2, 3, 2, 20, 3, 2, 2, 15, 3, 2, 3,
  2, 10, 2, 3, 2, 3, 10, 2, 2, 3, 15, 2, 3, 2, 2, 20, 3, 2, 3, 2,
  10, 2, 3, 2, 15, 3, 2, 2, 3, 10, 2, 3, 2, 2, 100, 3, 2, 3, 2, 20,
  2, 3, 2, 10, 3, 2, 2, 3, 15, 2, 3, 2, 2, 10, 3, 2, 3, 20, 2, 2,
  3, 2, 15, 3, 2, 2, 3, 10, 2, 3, 2, 10, 2, 3, 2, 3, 15, 2, 2, 3,
  2, 20, 3, 2, 2, 10, 3, 2, 3, 2, 15, 2, 3, 2, 3, 10, 2, 2, 3, 20,
  2, 3, 2, 2, 10, 3, 2, 3, 2, 15, 2, 3, 2, 10, 3, 2, 2, 3, 20, 2,
  3, 2, 2, 15, 3, 2, 3, 10, 2, 2, 3, 2, 10, 3, 2, 2, 3, 15, 2, 3,
  2, 100, 2, 3, 2, 3, 20, 2, 2, 3, 2, 10, 3, 2, 2, 15, 3, 2, 3, 2,
  10, 2, 3, 2, 3, 20, 2, 2, 3, 10, 2, 3, 2, 2, 15, 3, 2, 3, 2, 10,
  2, 3, 2, 20, 3, 2, 2, 3, 15, 2, 3, 2, 2, 10, 3, 2, 3, 2,
] as const);

export type X100Result = { cell: number; multiplier: X100Multiplier };

export function assertX100Spot(spot: number): asserts spot is X100Multiplier {
  if (!X100_MULTIPLIERS.includes(spot as X100Multiplier)) {
    throw new InvalidGameInput(`spot must be one of ${X100_MULTIPLIERS.join(', ')}, got ${String(spot)}`);
  }
}

export function assertX100Result(result: X100Result): void {
  assertIntegerInRange('cell', result?.cell, 0, X100_CELLS - 1);
  if (X100_TAPE[result.cell] !== result.multiplier) throw new InvalidGameInput(`cell ${result.cell} does not show ×${String(result.multiplier)}`);
}

/** Float 0 picks the cell: floor(f × 318). */
export function x100ResultFromUnits(units: readonly number[]): X100Result {
  const cell = uniformIndex(unitAt(units, 0), X100_CELLS);
  return { cell, multiplier: X100_TAPE[cell] as X100Multiplier };
}

export function x100Result(hash: string, salt: string): X100Result {
  return x100ResultFromUnits(roundFloatUnits(hash, salt, X100_FLOATS));
}

/** What one unit staked on `spot` pays back, stake included: m or 0. */
export function x100Coefficient(spot: X100Multiplier, result: X100Result): number {
  assertX100Spot(spot);
  assertX100Result(result);
  return result.multiplier === spot ? spot : 0;
}

/** A bet of `amount` kopecks on `spot`: floor(amount × m) on a hit, else 0. */
export function x100Payout(amount: number, spot: X100Multiplier, result: X100Result): number {
  return payout(amount, x100Coefficient(spot, result) * 100);
}
