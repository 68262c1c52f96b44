/**
 * The game catalogue: one row per game of any family (table game_catalogue,
 * owned here), with its limits and edge, whether it takes bets, and the
 * attributes other modules read (tournament rate, rakeback, wagering weight)
 * instead of recognising a game by its name.
 */
export { allGameSettings, gameSettingsOf, type GameSettings } from './settings.ts';
export { casinoDefaults, catalogueAttributes, listCatalogue, upsertCatalogueGame, DEFAULT_LIMITS, type CatalogueAttributes, type CatalogueRow, type GameCategory, type GameFamily } from './catalogue.ts';
export { OWN_GAMES } from './seed.ts';
