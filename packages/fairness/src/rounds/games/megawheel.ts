import { z } from 'zod';
import { MEGA_WHEEL_SPOTS, megaWheelPayout, megaWheelResult, type MegaWheelResult, type MegaWheelSpot } from '../megawheel.ts';
import { builtOnFirstUse, defineRoundGame } from './spec.ts';

const SPOTS = MEGA_WHEEL_SPOTS.map(String) as ['1', '2', '5', '8', '10', '15', '20', '30', '40'];
type Spot = (typeof SPOTS)[number];
const valueOf = (spot: Spot) => Number(spot) as MegaWheelSpot;

/** The result as everyone sees it once betting has closed: the mega spot and its multiplier, and where the wheel stops. */
export const megaWheelViewSchema = builtOnFirstUse(() =>
  z.object({ game: z.literal('megawheel'), segment: z.number().int(), value: z.number().int(), mega: z.object({ spot: z.number().int(), multiplier: z.number().int() }) }),
);

export const megawheel = defineRoundGame({
  id: 'megawheel',
  spots: SPOTS,
  // Betting, then the mega spot and its multiplier shown before the wheel turns (the spin), the result.
  timing: { bettingMs: 15_000, spinMs: 9_000, bonusMs: 0, resultMs: 4_000, pauseMs: 1_000 },
  roundCapKopecks: null,
  catalogue: { category: 'live', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  messages: {},
  result: (hash: string, salt: string): MegaWheelResult => megaWheelResult(hash, salt),
  get viewSchema() {
    return megaWheelViewSchema();
  },
  view: (result: MegaWheelResult) => ({ game: 'megawheel' as const, segment: result.segment, value: result.value, mega: { spot: result.mega.spot, multiplier: result.mega.multiplier } }),
  hasBonus: () => false,
  needsChoices: () => false,
  choiceSchema: null,
  payout: (bets, result: MegaWheelResult) => bets.reduce((sum, bet) => sum + megaWheelPayout(bet.amount, valueOf(bet.spot), result), 0),
  betPayout: (spot, amount, result: MegaWheelResult) => megaWheelPayout(amount, valueOf(spot), result),
});
