import { ROUND_WEB_GAMES } from './features/rounds/catalogue.ts';
import { collectWebGames, type CatalogueGames } from './shared/game/registry.ts';

/**
 * Every own game's web binding (features/<id>/game.tsx), found by convention
 * for each game of the package registry (packages/fairness/src/games/all.ts),
 * in the order the bindings ask for. The ids come from that registry at build
 * time (__GAME_IDS__, vite.config.ts):
 * importing the registry itself would bring every spec, and so zod and the
 * HMAC code, into the first load of every page.
 */
export const WEB_GAMES = collectWebGames(__GAME_IDS__, import.meta.glob('./features/*/game.tsx', { eager: true }));

/** Every own game as menus, the catalogue and the home page list them: the instant games, then the round games (by `order`). */
export const CATALOGUE_GAMES: CatalogueGames = [...WEB_GAMES, ...ROUND_WEB_GAMES].sort((a, b) => a.order - b.order);
