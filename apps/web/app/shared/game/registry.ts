import type { ComponentType, SVGProps } from 'react';
import type { AnyWebGame } from './web-game.ts';

/**
 * A game as menus, the catalogue and the home page show it: its id (also its
 * page's path and its texts' namespace), its place and its emblem. Instant
 * games' bindings and round games' bindings are both.
 */
export type CatalogueGame = { readonly id: string; readonly order: number; readonly Mark: ComponentType<SVGProps<SVGSVGElement>> };
export type CatalogueGames = readonly CatalogueGame[];

/** Every own game's web binding, in the order menus show them (each binding's `order`). */
export type WebGames = readonly AnyWebGame[];

const BINDING = /(?:^|\/)features\/([^/]+)\/game\.tsx$/;

/**
 * The web bindings of the registered games, found by convention: each game's
 * feature folder has `game.tsx` exporting `game`. `ids` are the registry's
 * (packages/fairness/src/games/all.ts); `modules` what
 * `import.meta.glob('./features/*\/game.tsx', { eager: true })` found. A game
 * without a binding, a binding of another id, or a binding of a game the
 * registry does not have stops the app at start, not a player later.
 */
export function collectWebGames(ids: readonly string[], modules: Record<string, unknown>): WebGames {
  const byFolder = new Map<string, AnyWebGame | undefined>();
  for (const [path, module] of Object.entries(modules)) {
    const folder = BINDING.exec(path)?.[1];
    if (folder) byFolder.set(folder, (module as { game?: AnyWebGame }).game);
  }
  const games = ids.map((id) => {
    const game = byFolder.get(id);
    if (!game || game.id !== id) throw new Error(`features/${id}/game.tsx must export the web binding of ${id} as \`game\` (defineWebGame)`);
    return game;
  });
  const unknown = [...byFolder.keys()].filter((folder) => !ids.includes(folder));
  if (unknown.length) throw new Error(`features/${unknown.join(', ')}/game.tsx: no such game in packages/fairness/src/games/all.ts`);
  return games.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

export function webGameOf(games: WebGames, id: string): AnyWebGame | undefined {
  return games.find((game) => game.id === id);
}
