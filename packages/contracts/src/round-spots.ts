import { ROUND_GAME_SPECS, type RoundGameId } from '@azart/fairness';

/**
 * A spot of each round game in the API's words. Apart from rounds.ts: a round
 * game's bet buttons need only these, and importing them from there built
 * every round schema in the page's first load (about 20 ms of main thread).
 */
export const ROUND_SPOTS = { x100: ROUND_GAME_SPECS.x100.spots, megawheel: ROUND_GAME_SPECS.megawheel.spots, crazytime: ROUND_GAME_SPECS.crazytime.spots } as const;
export type RoundSpot<G extends RoundGameId = RoundGameId> = (typeof ROUND_SPOTS)[G][number];
