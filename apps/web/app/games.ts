import { collectWebGames } from './shared/game/registry.ts';

/**
 * Every own game's web binding (features/<id>/game.tsx), found by convention
 * for each game of the package registry (packages/fairness/src/games/all.ts),
 * in the order the bindings ask for. The ids come from that registry at build
 * time (__GAME_IDS__, vite.config.ts):
 * importing the registry itself would bring every spec, and so zod and the
 * HMAC code, into the first load of every page.
 */
export const WEB_GAMES = collectWebGames(__GAME_IDS__, import.meta.glob('./features/*/game.tsx', { eager: true }));
