import { z } from 'zod';
import { X100_MULTIPLIERS, X100_TAPE, x100Payout, x100Result, type X100Multiplier, type X100Result } from '../x100.ts';
import { builtOnFirstUse, defineRoundGame } from './spec.ts';

const SPOTS = X100_MULTIPLIERS.map(String) as ['2', '3', '10', '15', '20', '100'];
type Spot = (typeof SPOTS)[number];
const multiplierOf = (spot: Spot) => Number(spot) as X100Multiplier;

/** The result as everyone sees it once betting has closed. */
export const x100ViewSchema = builtOnFirstUse(() => z.object({ game: z.literal('x100'), cell: z.number().int(), multiplier: z.number().int() }));

export const x100 = defineRoundGame({
  id: 'x100',
  spots: SPOTS,
  // games.md §3: 15 s betting, 7 s spin, 3 s result.
  timing: { bettingMs: 15_000, spinMs: 7_000, bonusMs: 0, resultMs: 3_000, pauseMs: 1_000 },
  roundCapKopecks: null,
  catalogue: { category: 'live', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  messages: {},
  result: (hash: string, salt: string): X100Result => x100Result(hash, salt),
  get viewSchema() {
    return x100ViewSchema();
  },
  view: (result: X100Result) => ({ game: 'x100' as const, cell: result.cell, multiplier: result.multiplier }),
  hasBonus: () => false,
  needsChoices: () => false,
  choiceSchema: null,
  payout: (bets, result: X100Result) => bets.reduce((sum, bet) => sum + x100Payout(bet.amount, multiplierOf(bet.spot), result), 0),
  betPayout: (spot, amount, result: X100Result) => x100Payout(amount, multiplierOf(spot), result),
});

/** The tape, for the board (cell i shows TAPE[i]). */
export const X100_BOARD: readonly number[] = X100_TAPE;
