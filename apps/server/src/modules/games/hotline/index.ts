import { GAME_SPECS, HOTLINE_DIFFICULTIES, HOTLINE_STEPS, hotlineBoard, hotlineLadder } from '@azart/fairness';
import { DomainError } from '../../../shared/errors.ts';
import { stepsGame } from '../frame/steps-game.ts';

/** Hotline (games.md §2): climb ten steps, picking a cell that does not burn on each. */
export const game = stepsGame(GAME_SPECS.hotline, {
  pickOf: (body) => Number(body.cell),
  maxPicks: () => HOTLINE_STEPS,
  ladder: (p, edgeBp) => hotlineLadder(p.difficulty, edgeBp),
  candidates: (p) => Array.from({ length: HOTLINE_DIFFICULTIES[p.difficulty].cells }, (_, cell) => cell),
  validatePick(p, _picks, cell) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= HOTLINE_DIFFICULTIES[p.difficulty].cells) throw new DomainError('cell_invalid', { field: 'cell' });
  },
  isSafe: (seeds, p, picks, cell) => !(hotlineBoard(seeds, p.difficulty)[picks.length] ?? []).includes(cell),
  board: (seeds, p) => hotlineBoard(seeds, p.difficulty),
  playFields: (p, picks, board) => ({ difficulty: p.difficulty, cells: HOTLINE_DIFFICULTIES[p.difficulty].cells, picks, board }),
});
