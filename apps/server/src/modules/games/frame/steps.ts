import type { Seeds } from '@azart/fairness';

/**
 * A multi-step game's maths for the steps frame: how many safe picks end the
 * play, the coefficient ladder, which picks are allowed, and whether a pick
 * is safe on the board fixed by the seeds before the play began.
 */
export type StepGame<P extends Record<string, unknown>> = {
  game: string;
  maxPicks(params: P): number;
  /** Coefficient (hundredths) after 1, 2, … safe picks. */
  ladder(params: P, edgeBp: number): number[];
  /** Picks allowed next (auto-pick chooses among them). */
  candidates(params: P, picks: readonly number[]): number[];
  /** Refuses a pick that is out of range or already made. */
  validatePick(params: P, picks: readonly number[], pick: number): void;
  isSafe(seeds: Seeds, params: P, picks: readonly number[], pick: number): boolean;
  /** The whole board, made public when the play ends. */
  board(seeds: Seeds, params: P): number[] | number[][];
  /** The game's own fields of the play its player sees (the board only once the play is over). */
  playFields(params: P, picks: number[], board: number[] | number[][] | null): Record<string, unknown>;
};
