import { GAME_SPECS, ROUND_GAME_SPECS } from '@azart/fairness';
import type { CatalogueAttributes } from './catalogue.ts';

/**
 * The own games' lines of the catalogue: what a module needs to know about a
 * game besides its limits and edge (which administrators set). Each game
 * states its line in its own folder (the spec's `catalogue`, e.g. Dice's 3 %
 * tournament rate and no rakeback); the family is the spec's kind, or
 * `round`. A new own game adds nothing here; the catalogue takes its line at
 * the next start. (`satisfies` checks that the game package's categories are
 * the catalogue's.)
 */
export const OWN_GAMES: Readonly<Record<string, CatalogueAttributes>> = Object.fromEntries([
  ...Object.values(GAME_SPECS).map((spec) => [spec.id, { family: spec.kind, ...spec.catalogue } satisfies CatalogueAttributes] as const),
  ...Object.values(ROUND_GAME_SPECS).map((spec) => [spec.id, { family: 'round', ...spec.catalogue } satisfies CatalogueAttributes] as const),
]);
