import type { CatalogueAttributes } from './catalogue.ts';

/**
 * The own games' lines of the catalogue: what a module needs to know about a
 * game besides its limits and edge (which administrators set). Tournament
 * points (bonuses.md §8): 3 % of a real-money stake in Dice and Bubbles, 10 %
 * in every other own game; rakeback for every game but Dice (§6). A new own
 * game adds its one line here; the catalogue takes it at the next start.
 */
export const OWN_GAMES: Readonly<Record<string, CatalogueAttributes>> = {
  dice: { family: 'instant', category: 'dice-like', tournamentRateBp: 300, rakeback: false, wageringWeightBp: 10_000 },
  bubbles: { family: 'instant', category: 'dice-like', tournamentRateBp: 300, rakeback: true, wageringWeightBp: 10_000 },
  popit: { family: 'instant', category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  mines: { family: 'steps', category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  hotline: { family: 'steps', category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  x100: { family: 'round', category: 'live', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  megawheel: { family: 'round', category: 'live', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  crazytime: { family: 'round', category: 'live', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
};
