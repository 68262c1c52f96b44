/** Own games: the registry of games, their shared frames (instant, steps) and settings. */
export { loadGameRegistry, setUpGames, type GameRegistry } from './registry.ts';
export { gameSettingsOf, catalogueAttributes, casinoDefaults, upsertCatalogueGame, type GameSettings, type CatalogueAttributes, type GameCategory, type GameFamily } from './catalogue/index.ts';
export { checkLimits } from './frame/claim.ts';
export { betLimit, gameErrors } from './frame/route-kit.ts';
export { hasOpenPlay } from './frame/steps-plays.ts';
export { instantGame, type InstantBinding } from './frame/instant-game.ts';
export { stepsGame, type StepsBinding } from './frame/steps-game.ts';
export type { ServerGame } from './frame/game.ts';
