import { z } from 'zod';
import type { Messages } from '../../games/spec.ts';
import type { CatalogueLine } from '../../games/catalogue-line.ts';

/**
 * What a multiplayer round game declares once (issue 12): its spots as the
 * API names them, its schedule, its result from a round's hash and salt, the
 * public view of that result, and what a bet on a spot pays. The round
 * engine (apps/server/src/modules/rounds), the verify endpoint, the pages and
 * the browser verifier read it from the registry (./registry.ts).
 */
export type RoundTiming = {
  /** Bets are taken this long from the round's start. */
  bettingMs: number;
  /** The spin (and whatever the game shows before the result). */
  spinMs: number;
  /** Extra time for a bonus game with players' choices (Crazy Time), added to the spin when the round has one. */
  bonusMs: number;
  /** The result stays on screen this long, winners are paid meanwhile. */
  resultMs: number;
  /** Then a short pause before the next round opens. */
  pauseMs: number;
};

export interface RoundGameSpec<Id extends string = string, Spot extends string = string, Result = unknown, View = unknown, Choice = unknown> {
  readonly id: Id;
  /** Spots in the API's words (`"2"` … `"100"` for x100), in display order. */
  readonly spots: readonly Spot[];
  /** A spot as the API takes it: derived from `spots` by defineRoundGame (built on first use). */
  readonly spotSchema: z.ZodType<Spot>;
  readonly timing: RoundTiming;
  /** The maximum a player can win in one round (kopecks), when the game caps it. */
  readonly roundCapKopecks: number | null;
  /** Its line of the game catalogue (tournament rate, rakeback, wagering weight). */
  readonly catalogue: CatalogueLine;
  readonly messages: Messages;
  /** The round's result, fixed by its hash and the chain's salt (games.md §1). */
  result(hash: string, salt: string): Result;
  /** The result as everyone sees it once betting has closed: `view` (hidden parts, like Cash Hunt's board, not yet). */
  readonly viewSchema: z.ZodType<View>;
  view(result: Result, options: { revealChoices: boolean }): View;
  /** Whether the round plays a bonus game after the spin (its show lengthens the spin by `timing.bonusMs`). */
  hasBonus(result: Result): boolean;
  /** Whether the round needs players' choices (a Crazy Time bonus with a pick), so the engine opens a choice window. */
  needsChoices(result: Result): boolean;
  readonly choiceSchema: z.ZodType<Choice> | null;
  /** Kopecks one player's bets of a round pay back in all (stakes included), capped once for the round. */
  payout(bets: readonly { spot: Spot; amount: number }[], result: Result, choice: Choice | null): number;
  /** The payout of one bet on its own (history and the bet's coefficient), before the round cap. */
  betPayout(spot: Spot, amount: number, result: Result, choice: Choice | null): number;
}

export function defineRoundGame<const Id extends string, Spot extends string, Result, View, Choice>(
  spec: Omit<RoundGameSpec<Id, Spot, Result, View, Choice>, 'spotSchema'>,
): RoundGameSpec<Id, Spot, Result, View, Choice> {
  // A property on the spec itself, not a copy of it: a copy would read (and so build) its schema getters.
  return Object.defineProperty(spec, 'spotSchema', { get: builtOnFirstUse(() => spotField(spec.spots)), enumerable: true }) as RoundGameSpec<Id, Spot, Result, View, Choice>;
}

/** A spot in the API's words. */
export const spotField = <S extends string>(spots: readonly S[]) => z.enum(spots as [S, ...S[]], { error: 'round_spot_invalid' });

/**
 * A schema built on its first use, not when its module loads: a round game's
 * page imports the specs for their spots and boards, and building their zod
 * schemas took about half of that page's module evaluation, in the browser's
 * first long task after the first paint. The specs' schema fields are getters
 * over these.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
