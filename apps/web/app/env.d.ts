/** The ids of the registered games (packages/fairness/src/games/all.ts), defined at build time by vite.config.ts. */
declare const __GAME_IDS__: readonly string[];
