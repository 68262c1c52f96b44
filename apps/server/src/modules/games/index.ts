/** Own games: the shared single-round frame and each game's maths binding. */
export { gamesRoutes } from './routes.ts';
export { gameSettingsOf, type GameSettings } from './settings.ts';
export { playInstant, type InstantGame, type BetResult } from './instant.ts';
export { idempotencyKeyOf } from './routes.ts';
export { hasOpenRound } from './rounds.ts';
