import { z } from 'zod';
import { betAmountSchema, betBaseSchema, defineGame, fromHundredths, queryNumber, roundBaseSchema, seedsQuery } from '../spec.ts';
import { MINES_MAX, MINES_MIN, MINES_TILES, minePositions, minesLadder, MINES_DEFAULT_EDGE_BP } from './maths.ts';

/** Mines (games.md §2): a 5 × 5 board with 1–24 mines fixed by the seeds; open tiles, cash out before a mine. */
export const minesCount = z.number({ error: 'mines_invalid' }).int({ error: 'mines_invalid' }).min(MINES_MIN, { error: 'mines_invalid' }).max(MINES_MAX, { error: 'mines_invalid' });
export const minesStartRequestSchema = z.object({ amount: betAmountSchema, mines: minesCount });
export const minesRevealRequestSchema = z.object({ tile: z.number({ error: 'tile_invalid' }).int({ error: 'tile_invalid' }).min(0, { error: 'tile_invalid' }).max(MINES_TILES - 1, { error: 'tile_invalid' }) });

const picksOutcome = z.object({ picks: z.array(z.number().int()), lostOn: z.number().int().nullable(), board: z.array(z.number().int()) });

export const mines = defineGame({
  id: 'mines',
  kind: 'steps',
  stepPath: 'reveal',
  defaultEdgeBp: MINES_DEFAULT_EDGE_BP,
  catalogue: { category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  messages: {
    mines_invalid: { ru: 'Количество мин: от 1 до 24', en: 'Number of mines: from 1 to 24' },
    tile_invalid: { ru: 'Выберите клетку от 1 до 25', en: 'Choose a tile from 1 to 25' },
    tile_revealed: { ru: 'Эта клетка уже открыта', en: 'This tile is already open' },
  },
  request: minesStartRequestSchema,
  toParams: (r: z.infer<typeof minesStartRequestSchema>) => ({ mines: r.mines }),
  params: z.object({ mines: minesCount }),
  outcome: picksOutcome,
  /** A finished round as a bet: the tiles opened and, now public, the mines. */
  bet: betBaseSchema.extend({
    game: z.literal('mines'),
    mines: z.number().int(),
    revealed: z.array(z.number().int()),
    /** The mine that ended the round, if it was lost. */
    lostOn: z.number().int().nullable(),
    minePositions: z.array(z.number().int()),
  }),
  betFields: (p, o) => ({ mines: p.mines, revealed: o.picks, lostOn: o.lostOn, minePositions: o.board }),
  verify: (seeds, p, edgeBp) => ({ minePositions: minePositions(seeds, p.mines), ladder: minesLadder(p.mines, edgeBp) }),
  verifyQuery: z.object({ game: z.literal('mines'), ...seedsQuery, mines: queryNumber('mines_invalid').pipe(minesCount) }),
  verifyParams: (q) => ({ mines: q.mines }),
  verifyResponse: z.object({ minePositions: z.array(z.number().int()), ladder: z.array(z.number()) }),
  toVerifyResponse: (r) => ({ minePositions: r.minePositions, ladder: r.ladder.map(fromHundredths) }),
  step: minesRevealRequestSchema,
  round: roundBaseSchema.extend({
    game: z.literal('mines'),
    mines: z.number().int(),
    revealed: z.array(z.number().int()),
    /** Known once the round is over. */
    minePositions: z.array(z.number().int()).nullable(),
  }),
});
