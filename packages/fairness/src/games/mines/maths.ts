import { floats } from '../../bytes.ts';
import type { Seeds } from '../../bytes.ts';
import { drawWithoutReplacement, indices } from '../../draw.ts';
import { BP_PER_UNIT, assertEdgeBp } from '../../edge.ts';
import { assertIntegerInRange } from '../../errors.ts';
import { binomial } from '../../rational.ts';

/** The house edge before the back office sets one (games.md §2); the catalogue holds the one in force. */
export const MINES_DEFAULT_EDGE_BP = 100;

/** 5 × 5 board, tiles 0–24 left to right, top to bottom. */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export function assertMines(mines: number): void {
  assertIntegerInRange('mines', mines, MINES_MIN, MINES_MAX);
}

/** The mines are the first `mines` tiles drawn over 0–24, in draw order. */
export function minePositions(seeds: Seeds, mines: number): number[] {
  assertMines(mines);
  return drawWithoutReplacement(indices(MINES_TILES), floats(seeds, mines), mines);
}

/**
 * games.md: floor((1 − edge) × C(25, k) / C(25 − m, k) × 100) / 100, i.e. in
 * hundredths floor((10000 − edgeBp) × C(25, k) / (100 × C(25 − m, k))),
 * exactly in BigInt. Zero reveals give 0: a round cannot be cashed out
 * before its first safe tile.
 */
export function minesCoefficient(mines: number, safeReveals: number, edgeBp: number): number {
  assertMines(mines);
  assertEdgeBp(edgeBp);
  assertIntegerInRange('safeReveals', safeReveals, 0, MINES_TILES - mines);
  if (safeReveals === 0) return 0;
  const numerator = BigInt(BP_PER_UNIT - edgeBp) * binomial(MINES_TILES, safeReveals);
  const denominator = 100n * binomial(MINES_TILES - mines, safeReveals);
  return Number(numerator / denominator);
}

/** Coefficients after 1 … (25 − mines) safe reveals. */
export function minesLadder(mines: number, edgeBp: number): number[] {
  assertMines(mines);
  return Array.from({ length: MINES_TILES - mines }, (_, i) => minesCoefficient(mines, i + 1, edgeBp));
}
