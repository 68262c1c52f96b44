import { z } from 'zod';
import { betAmountSchema, betBaseSchema, defineGame, fromHundredths, hundredthsNumber, queryNumber, seedsQuery } from '../spec.ts';
import { bubblesOutcome, BUBBLES_DEFAULT_EDGE_BP } from './maths.ts';

/** Bubbles (games.md §2): the bubble grows to a multiplier; reaching the target pays the target. */
export const bubblesTarget = hundredthsNumber('target_invalid', 1.01, 1_000_000);
export const bubblesBetRequestSchema = z.object({ amount: betAmountSchema, target: bubblesTarget });

export const bubbles = defineGame({
  id: 'bubbles',
  kind: 'instant',
  defaultEdgeBp: BUBBLES_DEFAULT_EDGE_BP,
  // Tournament points at 3 % of a real-money stake (bonuses.md §8).
  catalogue: { category: 'dice-like', tournamentRateBp: 300, rakeback: true, wageringWeightBp: 10_000 },
  messages: {
    target_invalid: { ru: 'Цель: от 1,01 до 1 000 000 с шагом 0,01', en: 'Target: from 1.01 to 1 000 000 in steps of 0.01' },
  },
  request: bubblesBetRequestSchema,
  /** Target in hundredths (2.5 → 250). */
  toParams: (r: z.infer<typeof bubblesBetRequestSchema>) => ({ target: Math.round(r.target * 100) }),
  params: z.object({ target: z.number().int() }),
  outcome: z.object({ result: z.number().int() }),
  bet: betBaseSchema.extend({
    game: z.literal('bubbles'),
    target: z.number(),
    /** The result multiplier R. */
    result: z.number(),
  }),
  betFields: (p, o) => ({ target: fromHundredths(p.target), result: fromHundredths(o.result) }),
  verify: (seeds, p, edgeBp) => bubblesOutcome(seeds, { target: p.target, edgeBp }),
  verifyQuery: z.object({ game: z.literal('bubbles'), ...seedsQuery, target: queryNumber('target_invalid').pipe(bubblesTarget) }),
  verifyParams: (q) => ({ target: Math.round(q.target * 100) }),
  verifyResponse: z.object({ result: z.number(), win: z.boolean(), coefficient: z.number() }),
  toVerifyResponse: (r) => ({ result: fromHundredths(r.result), win: r.won, coefficient: fromHundredths(r.coefficient) }),
  step: undefined,
  round: undefined,
});
