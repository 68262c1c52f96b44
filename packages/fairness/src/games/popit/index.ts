import { z } from 'zod';
import { betAmountSchema, betBaseSchema, defineGame, fromHundredths, seedsQuery } from '../spec.ts';
import { POPIT_RISKS, popitOutcome, POPIT_DEFAULT_EDGE_BP } from './maths.ts';

/** Popit (games.md §2, paytable in docs/games/popit-paytable.md): pick 1–10 of 40 bubbles; 10 pop; pays by hits. */
export const popitRisk = z.enum(POPIT_RISKS, { error: 'risk_invalid' });
/** Bubbles are numbered 0–39 (8 × 5, row by row). */
export const popitPicks = z
  .array(z.number({ error: 'picks_invalid' }).int({ error: 'picks_invalid' }).min(0, { error: 'picks_invalid' }).max(39, { error: 'picks_invalid' }), { error: 'picks_invalid' })
  .min(1, { error: 'picks_invalid' })
  .max(10, { error: 'picks_invalid' })
  .refine((picks) => new Set(picks).size === picks.length, { error: 'picks_invalid' });
export const popitBetRequestSchema = z.object({ amount: betAmountSchema, picks: popitPicks, risk: popitRisk });

export const popit = defineGame({
  id: 'popit',
  kind: 'instant',
  defaultEdgeBp: POPIT_DEFAULT_EDGE_BP,
  catalogue: { category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  messages: {
    picks_invalid: { ru: 'Выберите от 1 до 10 разных пузырей', en: 'Choose from 1 to 10 different bubbles' },
    risk_invalid: { ru: 'Выберите уровень риска', en: 'Choose a risk level' },
  },
  request: popitBetRequestSchema,
  toParams: (r: z.infer<typeof popitBetRequestSchema>) => ({ picks: [...r.picks].sort((a, b) => a - b), risk: r.risk }),
  params: z.object({ picks: z.array(z.number().int()), risk: popitRisk }),
  outcome: z.object({ drawn: z.array(z.number().int()), hits: z.number().int() }),
  bet: betBaseSchema.extend({
    game: z.literal('popit'),
    picks: z.array(z.number().int()),
    risk: popitRisk,
    drawn: z.array(z.number().int()),
    hits: z.number().int(),
  }),
  betFields: (p, o) => ({ picks: p.picks, risk: p.risk, drawn: o.drawn, hits: o.hits }),
  verify: (seeds, p, edgeBp) => popitOutcome(seeds, { picks: p.picks, risk: p.risk, edgeBp }),
  verifyQuery: z.object({
    game: z.literal('popit'),
    ...seedsQuery,
    /** Comma-separated bubble numbers, e.g. `picks=3,17,22`. */
    picks: z
      .string({ error: 'picks_invalid' })
      .regex(/^\d{1,2}(,\d{1,2}){0,9}$/, { error: 'picks_invalid' })
      .transform((text) => text.split(',').map(Number))
      .refine((picks) => picks.every((p) => p <= 39) && new Set(picks).size === picks.length, { error: 'picks_invalid' }),
    risk: popitRisk,
  }),
  verifyParams: (q) => ({ picks: [...q.picks].sort((a, b) => a - b), risk: q.risk }),
  verifyResponse: z.object({ drawn: z.array(z.number().int()), hits: z.number().int(), coefficient: z.number() }),
  toVerifyResponse: (r) => ({ drawn: r.drawn, hits: r.hits, coefficient: fromHundredths(r.coefficient) }),
  step: undefined,
  round: undefined,
});
