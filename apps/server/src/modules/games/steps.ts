import { HOTLINE_DIFFICULTIES, hotlineBoard, hotlineLadder, minePositions, minesLadder, MINES_TILES, type HotlineDifficulty, type Seeds } from '@azart/fairness';
import { DomainError } from '../../shared/errors.ts';

/**
 * A multi-step game's maths for the round frame: how many safe picks end the
 * round, the coefficient ladder, which picks are allowed, and whether a pick
 * is safe on the board fixed by the seeds before the round began.
 */
export type StepGame<P extends Record<string, unknown>> = {
  game: 'mines' | 'hotline';
  maxPicks(params: P): number;
  /** Coefficient (hundredths) after 1, 2, … safe picks. */
  ladder(params: P, edgeBp: number): number[];
  /** Picks allowed next (auto-pick chooses among them). */
  candidates(params: P, picks: readonly number[]): number[];
  /** Refuses a pick that is out of range or already made. */
  validatePick(params: P, picks: readonly number[], pick: number): void;
  isSafe(seeds: Seeds, params: P, picks: readonly number[], pick: number): boolean;
  /** The whole board, made public when the round ends. */
  board(seeds: Seeds, params: P): number[] | number[][];
};

export type MinesParams = { mines: number };

export const minesGame: StepGame<MinesParams> = {
  game: 'mines',
  maxPicks: (p) => MINES_TILES - p.mines,
  ladder: (p, edgeBp) => minesLadder(p.mines, edgeBp),
  candidates: (_p, picks) => Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => !picks.includes(tile)),
  validatePick(_p, picks, tile) {
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new DomainError('tile_invalid', { field: 'tile' });
    if (picks.includes(tile)) throw new DomainError('tile_revealed', { field: 'tile' });
  },
  isSafe: (seeds, p, _picks, tile) => !minePositions(seeds, p.mines).includes(tile),
  board: (seeds, p) => minePositions(seeds, p.mines),
};

export type HotlineParams = { difficulty: HotlineDifficulty };

export const hotlineGame: StepGame<HotlineParams> = {
  game: 'hotline',
  maxPicks: () => 10,
  ladder: (p, edgeBp) => hotlineLadder(p.difficulty, edgeBp),
  candidates: (p) => Array.from({ length: HOTLINE_DIFFICULTIES[p.difficulty].cells }, (_, cell) => cell),
  validatePick(p, _picks, cell) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= HOTLINE_DIFFICULTIES[p.difficulty].cells) throw new DomainError('cell_invalid', { field: 'cell' });
  },
  isSafe: (seeds, p, picks, cell) => !(hotlineBoard(seeds, p.difficulty)[picks.length] ?? []).includes(cell),
  board: (seeds, p) => hotlineBoard(seeds, p.difficulty),
};
