import { GAME_SPECS, minePositions, minesLadder, MINES_TILES } from '@azart/fairness';
import { DomainError } from '../../../shared/errors.ts';
import { stepsGame } from '../frame/steps-game.ts';

/** Mines (games.md §2): open tiles of a board whose mines the seeds fixed before the round. */
export const game = stepsGame(GAME_SPECS.mines, {
  pickOf: (body) => Number(body.tile),
  maxPicks: (p) => MINES_TILES - p.mines,
  ladder: (p, edgeBp) => minesLadder(p.mines, edgeBp),
  candidates: (_p, picks) => Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => !picks.includes(tile)),
  validatePick(_p, picks, tile) {
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new DomainError('tile_invalid', { field: 'tile' });
    if (picks.includes(tile)) throw new DomainError('tile_revealed', { field: 'tile' });
  },
  isSafe: (seeds, p, _picks, tile) => !minePositions(seeds, p.mines).includes(tile),
  board: (seeds, p) => minePositions(seeds, p.mines),
  playFields: (p, picks, board) => ({ mines: p.mines, revealed: picks, minePositions: board }),
});
