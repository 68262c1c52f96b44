import { z } from 'zod';
import { CASH_HUNT_POSITIONS, cashHuntOutcome } from '../cashhunt.ts';
import {
  CRAZY_TIME_PAYOUT_CAP_KOPECKS, CRAZY_TIME_SPOTS, crazyTimePayout, crazyTimeResult, crazyTimeRoundPayout,
  type CrazyTimeChoice, type CrazyTimeResult, type CrazyTimeSpot,
} from '../crazytime.ts';
import { CRAZY_TIME_FLAPPERS, crazyTimeWheelOutcome } from '../crazytime-wheel.ts';
import { builtOnFirstUse, defineRoundGame } from './spec.ts';

/** The spots as the API names them, and the maths' names. */
const SPOTS = ['1', '2', '5', '10', 'coinflip', 'pachinko', 'cashhunt', 'crazytime'] as const;
type Spot = (typeof SPOTS)[number];
const MATHS: Record<Spot, CrazyTimeSpot> = { 1: 1, 2: 2, 5: 5, 10: 10, coinflip: 'coinFlip', pachinko: 'pachinko', cashhunt: 'cashHunt', crazytime: 'crazyTime' };
const API = new Map<CrazyTimeSpot, Spot>(Object.entries(MATHS).map(([api, maths]) => [maths, api as Spot]));
export const crazyTimeApiSpot = (spot: CrazyTimeSpot): Spot => API.get(spot)!;
export const crazyTimeMathsSpot = (spot: Spot): CrazyTimeSpot => MATHS[spot];
if (CRAZY_TIME_SPOTS.some((s) => !API.has(s))) throw new Error('every Crazy Time spot needs its API name');

const flapperSchema = builtOnFirstUse(() => z.enum(CRAZY_TIME_FLAPPERS, { error: 'round_choice_invalid' }));
/** What a player who bet on a bonus chooses while it opens (missing parts take the round's defaults). */
export const crazyTimeChoiceSchema = builtOnFirstUse(() =>
  z.object({
    cashHuntPick: z.number({ error: 'round_choice_invalid' }).int({ error: 'round_choice_invalid' }).min(0, { error: 'round_choice_invalid' }).max(CASH_HUNT_POSITIONS - 1, { error: 'round_choice_invalid' }).optional(),
    flapper: flapperSchema().optional(),
  }),
);
export type CrazyTimeChoiceInput = z.infer<ReturnType<typeof crazyTimeChoiceSchema>>;

const bonusView = builtOnFirstUse(() => z.discriminatedUnion('game', [
  z.object({ game: z.literal('coinflip'), red: z.number().int(), blue: z.number().int(), side: z.enum(['red', 'blue']), multiplier: z.number().int() }),
  z.object({ game: z.literal('pachinko'), drops: z.array(z.number().int()), doublings: z.number().int(), slot: z.number().int(), multiplier: z.number().int() }),
  // Hidden while players pick: the board's positions are the game.
  z.object({ game: z.literal('cashhunt'), revealed: z.boolean(), board: z.array(z.number().int()).nullable(), defaultPick: z.number().int().nullable() }),
  z.object({
    game: z.literal('crazytime'), revealed: z.boolean(), stops: z.array(z.number().int()).nullable(), defaultFlapper: flapperSchema().nullable(),
    outcomes: z.record(z.string(), z.object({ segment: z.number().int(), factor: z.number().int(), multiplier: z.number().int() })).nullable(),
  }),
]));

/** The result as everyone sees it once betting has closed (a Cash Hunt board or Crazy Time wheel only once players have chosen). */
export const crazyTimeViewSchema = builtOnFirstUse(() =>
  z.object({
    game: z.literal('crazytime'),
    segment: z.number().int(),
    spot: z.enum(SPOTS),
    topSlot: z.object({ spot: z.enum(SPOTS), multiplier: z.number().int() }),
    bonus: bonusView().nullable(),
  }),
);

function view(result: CrazyTimeResult, revealChoices: boolean): z.infer<ReturnType<typeof crazyTimeViewSchema>> {
  const bonus = result.bonus;
  let shown: z.infer<ReturnType<typeof bonusView>> | null = null;
  if (bonus?.game === 'coinFlip') shown = { game: 'coinflip', red: bonus.red, blue: bonus.blue, side: bonus.side, multiplier: bonus.multiplier };
  if (bonus?.game === 'pachinko') shown = { game: 'pachinko', drops: bonus.drops, doublings: bonus.doublings, slot: bonus.slot, multiplier: bonus.multiplier };
  if (bonus?.game === 'cashHunt') shown = { game: 'cashhunt', revealed: revealChoices, board: revealChoices ? bonus.board : null, defaultPick: revealChoices ? bonus.defaultPick : null };
  if (bonus?.game === 'crazyTime') {
    shown = {
      game: 'crazytime', revealed: revealChoices, stops: revealChoices ? bonus.stops : null, defaultFlapper: revealChoices ? bonus.defaultFlapper : null,
      outcomes: revealChoices
        ? Object.fromEntries(CRAZY_TIME_FLAPPERS.map((f) => [f, { segment: bonus.outcomes[f].segment, factor: bonus.outcomes[f].factor, multiplier: bonus.outcomes[f].multiplier }]))
        : null,
    };
  }
  return { game: 'crazytime', segment: result.segment, spot: crazyTimeApiSpot(result.spot), topSlot: { spot: crazyTimeApiSpot(result.topSlot.spot), multiplier: result.topSlot.multiplier }, bonus: shown };
}

const mathsChoice = (choice: CrazyTimeChoiceInput | null): CrazyTimeChoice => ({ ...(choice?.cashHuntPick !== undefined ? { cashHuntPick: choice.cashHuntPick } : {}), ...(choice?.flapper ? { flapper: choice.flapper } : {}) });

export const crazytime = defineRoundGame({
  id: 'crazytime',
  spots: SPOTS,
  // A Cash Hunt or Crazy Time bonus adds a window for the players' picks and the bonus show.
  timing: { bettingMs: 15_000, spinMs: 9_000, bonusMs: 15_000, resultMs: 5_000, pauseMs: 1_000 },
  roundCapKopecks: CRAZY_TIME_PAYOUT_CAP_KOPECKS,
  catalogue: { category: 'live', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  messages: {},
  result: (hash: string, salt: string): CrazyTimeResult => crazyTimeResult(hash, salt),
  get viewSchema() {
    return crazyTimeViewSchema();
  },
  view: (result: CrazyTimeResult, options) => view(result, options.revealChoices),
  hasBonus: (result: CrazyTimeResult) => result.bonus !== null,
  needsChoices: (result: CrazyTimeResult) => result.bonus?.game === 'cashHunt' || result.bonus?.game === 'crazyTime',
  get choiceSchema() {
    return crazyTimeChoiceSchema();
  },
  payout: (bets, result: CrazyTimeResult, choice: CrazyTimeChoiceInput | null) =>
    crazyTimeRoundPayout(bets.map((b) => ({ spot: MATHS[b.spot], amount: b.amount })), result, mathsChoice(choice)),
  betPayout: (spot, amount, result: CrazyTimeResult, choice: CrazyTimeChoiceInput | null) => crazyTimePayout(amount, MATHS[spot], result, mathsChoice(choice), Number.MAX_SAFE_INTEGER),
});

/** A player's own bonus outcome (their pick or flapper, or the defaults). */
export function crazyTimePlayerBonus(result: CrazyTimeResult, choice: CrazyTimeChoiceInput | null): { pick?: number; flapper?: string; multiplier: number } | null {
  const bonus = result.bonus;
  if (bonus?.game === 'cashHunt') return cashHuntOutcome(bonus, choice?.cashHuntPick);
  if (bonus?.game === 'crazyTime') {
    const outcome = crazyTimeWheelOutcome(bonus, choice?.flapper);
    return { flapper: outcome.flapper, multiplier: outcome.multiplier };
  }
  if (bonus) return { multiplier: bonus.multiplier };
  return null;
}
