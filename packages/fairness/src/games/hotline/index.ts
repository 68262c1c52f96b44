import { z } from 'zod';
import { betAmountSchema, betBaseSchema, defineGame, fromHundredths, roundBaseSchema, seedsQuery } from '../spec.ts';
import { HOTLINE_DIFFICULTIES, hotlineBoard, hotlineLadder, type HotlineDifficulty, HOTLINE_DEFAULT_EDGE_BP } from './maths.ts';

/** Hotline (games.md §2): ten steps of cells, some burning; climb, cash out before you burn. */
export const hotlineDifficulty = z.enum(Object.keys(HOTLINE_DIFFICULTIES) as [HotlineDifficulty, ...HotlineDifficulty[]], { error: 'difficulty_invalid' });
export const hotlineStartRequestSchema = z.object({ amount: betAmountSchema, difficulty: hotlineDifficulty });
export const hotlineStepRequestSchema = z.object({ cell: z.number({ error: 'cell_invalid' }).int({ error: 'cell_invalid' }).min(0, { error: 'cell_invalid' }).max(3, { error: 'cell_invalid' }) });

export const hotline = defineGame({
  id: 'hotline',
  kind: 'steps',
  stepPath: 'step',
  defaultEdgeBp: HOTLINE_DEFAULT_EDGE_BP,
  catalogue: { category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  messages: {
    difficulty_invalid: { ru: 'Выберите сложность', en: 'Choose a difficulty' },
    cell_invalid: { ru: 'Выберите клетку в текущем ряду', en: 'Choose a cell in the current row' },
  },
  request: hotlineStartRequestSchema,
  toParams: (r: z.infer<typeof hotlineStartRequestSchema>) => ({ difficulty: r.difficulty }),
  params: z.object({ difficulty: hotlineDifficulty }),
  outcome: z.object({ picks: z.array(z.number().int()), lostOn: z.number().int().nullable(), board: z.array(z.array(z.number().int())) }),
  bet: betBaseSchema.extend({
    game: z.literal('hotline'),
    difficulty: hotlineDifficulty,
    /** The safe cell picked on each step climbed. */
    picks: z.array(z.number().int()),
    /** The burning cell that ended the round, if it was lost. */
    lostOn: z.number().int().nullable(),
    /** Hot cells of every step. */
    board: z.array(z.array(z.number().int())),
  }),
  betFields: (p, o) => ({ difficulty: p.difficulty, picks: o.picks, lostOn: o.lostOn, board: o.board }),
  verify: (seeds, p, edgeBp) => ({ board: hotlineBoard(seeds, p.difficulty), ladder: hotlineLadder(p.difficulty, edgeBp) }),
  verifyQuery: z.object({ game: z.literal('hotline'), ...seedsQuery, difficulty: hotlineDifficulty }),
  verifyParams: (q) => ({ difficulty: q.difficulty }),
  verifyResponse: z.object({ board: z.array(z.array(z.number().int())), ladder: z.array(z.number()) }),
  toVerifyResponse: (r) => ({ board: r.board, ladder: r.ladder.map(fromHundredths) }),
  step: hotlineStepRequestSchema,
  round: roundBaseSchema.extend({
    game: z.literal('hotline'),
    difficulty: hotlineDifficulty,
    cells: z.number().int(),
    picks: z.array(z.number().int()),
    /** Hot cells of every step, known once the round is over. */
    board: z.array(z.array(z.number().int())).nullable(),
  }),
});
