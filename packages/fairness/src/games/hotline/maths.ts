import { floats } from '../../bytes.ts';
import type { Seeds } from '../../bytes.ts';
import { drawWithoutReplacement, indices } from '../../draw.ts';
import { BP_PER_UNIT, assertEdgeBp } from '../../edge.ts';
import { InvalidGameInput, assertIntegerInRange } from '../../errors.ts';

/** The house edge before the back office sets one (games.md §2); the catalogue holds the one in force. */
export const HOTLINE_DEFAULT_EDGE_BP = 300;

/** Cells per step and how many of them burn (games.md §2 Hotline). */
export const HOTLINE_DIFFICULTIES: {
  readonly easy: { readonly cells: 4; readonly hot: 1 };
  readonly medium: { readonly cells: 3; readonly hot: 1 };
  readonly hard: { readonly cells: 2; readonly hot: 1 };
  readonly expert: { readonly cells: 3; readonly hot: 2 };
  readonly master: { readonly cells: 4; readonly hot: 3 };
} = Object.freeze({
  easy: Object.freeze({ cells: 4, hot: 1 }),
  medium: Object.freeze({ cells: 3, hot: 1 }),
  hard: Object.freeze({ cells: 2, hot: 1 }),
  expert: Object.freeze({ cells: 3, hot: 2 }),
  master: Object.freeze({ cells: 4, hot: 3 }),
} as const);

export type HotlineDifficulty = keyof typeof HOTLINE_DIFFICULTIES;
export const HOTLINE_STEPS = 10;

export function hotlineShape(difficulty: HotlineDifficulty): { cells: number; hot: number } {
  if (!Object.hasOwn(HOTLINE_DIFFICULTIES, difficulty)) throw new InvalidGameInput(`unknown Hotline difficulty ${String(difficulty)}`);
  return HOTLINE_DIFFICULTIES[difficulty];
}

/**
 * board[s] = the hot cells of step s, in draw order. Step s draws `hot` of
 * its `cells` cells with floats s × hot … s × hot + hot − 1, so the floats are
 * consumed step by step in order.
 */
export function hotlineBoard(seeds: Seeds, difficulty: HotlineDifficulty): number[][] {
  const { cells, hot } = hotlineShape(difficulty);
  const fs = floats(seeds, HOTLINE_STEPS * hot);
  return Array.from({ length: HOTLINE_STEPS }, (_, step) =>
    drawWithoutReplacement(indices(cells), fs.slice(step * hot, step * hot + hot), hot),
  );
}

/**
 * games.md: floor((1 − edge) × (cells / (cells − hot))^k × 100) / 100, i.e. in
 * hundredths floor((10000 − edgeBp) × cells^k / (100 × (cells − hot)^k)).
 * Zero safe steps give 0, as in Mines.
 */
export function hotlineCoefficient(difficulty: HotlineDifficulty, safeSteps: number, edgeBp: number): number {
  const { cells, hot } = hotlineShape(difficulty);
  assertEdgeBp(edgeBp);
  assertIntegerInRange('safeSteps', safeSteps, 0, HOTLINE_STEPS);
  if (safeSteps === 0) return 0;
  const k = BigInt(safeSteps);
  const numerator = BigInt(BP_PER_UNIT - edgeBp) * BigInt(cells) ** k;
  const denominator = 100n * BigInt(cells - hot) ** k;
  return Number(numerator / denominator);
}

/** Coefficients after 1 … 10 safe steps. */
export function hotlineLadder(difficulty: HotlineDifficulty, edgeBp: number): number[] {
  return Array.from({ length: HOTLINE_STEPS }, (_, i) => hotlineCoefficient(difficulty, i + 1, edgeBp));
}
