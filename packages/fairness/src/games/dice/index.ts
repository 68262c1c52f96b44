import { z } from 'zod';
import { betAmountSchema, betBaseSchema, defineGame, fromHundredths, hundredthsNumber, queryNumber, seedsQuery } from '../spec.ts';
import { diceRange, DICE_DEFAULT_EDGE_BP } from './maths.ts';
import { diceOutcome } from './outcome.ts';

/** Dice (games.md §2): roll 0–999 999 under or over the chance; the coefficient is fixed by the chance. */
export const diceSide = z.enum(['less', 'more'], { error: 'side_invalid' });
/** Chance in percent with two decimals, 1.00–95.00. */
export const diceChance = hundredthsNumber('chance_invalid', 1, 95);

export const diceBetRequestSchema = z.object({ amount: betAmountSchema, chance: diceChance, side: diceSide });

export const dice = defineGame({
  id: 'dice',
  kind: 'instant',
  defaultEdgeBp: DICE_DEFAULT_EDGE_BP,
  // Tournament points at 3 % of a real-money stake (bonuses.md §8); no rakeback on Dice (§6).
  catalogue: { category: 'dice-like', tournamentRateBp: 300, rakeback: false, wageringWeightBp: 10_000 },
  messages: {
    chance_invalid: { ru: 'Шанс должен быть от 1 до 95 % с шагом 0,01', en: 'The chance must be from 1 to 95 % in steps of 0.01' },
    side_invalid: { ru: 'Выберите «Меньше» или «Больше»', en: 'Choose Less or More' },
  },
  request: diceBetRequestSchema,
  toParams: (r: z.infer<typeof diceBetRequestSchema>) => ({ chanceBp: Math.round(r.chance * 100), side: r.side }),
  params: z.object({ chanceBp: z.number().int(), side: diceSide }),
  outcome: z.object({ number: z.number().int() }),
  bet: betBaseSchema.extend({
    game: z.literal('dice'),
    chance: z.number(),
    side: diceSide,
    /** The roll, 0–999 999. */
    number: z.number().int(),
  }),
  betFields: (p, o) => ({ chance: p.chanceBp / 100, side: p.side, number: o.number }),
  verify: (seeds, p, edgeBp) => ({ ...diceOutcome(seeds, { chanceBp: p.chanceBp, side: p.side, edgeBp }), range: diceRange(p.chanceBp, p.side) }),
  verifyQuery: z.object({ game: z.literal('dice'), ...seedsQuery, chance: queryNumber('chance_invalid').pipe(diceChance), side: diceSide }),
  verifyParams: (q) => ({ chanceBp: Math.round(q.chance * 100), side: q.side }),
  verifyResponse: z.object({ number: z.number().int(), win: z.boolean(), coefficient: z.number() }),
  toVerifyResponse: (r) => ({ number: r.number, win: r.won, coefficient: fromHundredths(r.coefficient) }),
  step: undefined,
  round: undefined,
});
