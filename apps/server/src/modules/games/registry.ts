import { GAME_IDS, type GameSpec } from '@azart/fairness';
import type { Executor } from '@azart/db';
import { gameHouseAccount, ensureHouseAccounts } from '../ledger/index.ts';
import type { ServerGame } from './frame/game.ts';
import { OWN_GAMES, upsertCatalogueGame, type CatalogueAttributes } from './catalogue/index.ts';

/** The games this server runs: every game of the package registry (packages/fairness/src/games/all.ts), plus any a test adds. */
export type GameRegistry = {
  readonly games: readonly ServerGame[];
  readonly specs: readonly GameSpec[];
  spec(id: string): GameSpec | undefined;
};

/**
 * Finds each game's server binding by convention, `modules/games/<id>/index.ts`
 * exporting `game`, so a new game needs no edit here (issue 10 item 3).
 */
export async function loadGameRegistry(extra: readonly ServerGame[] = []): Promise<GameRegistry> {
  const found = await Promise.all(
    GAME_IDS.map(async (id) => {
      const module = (await import(`./${id}/index.ts`)) as { game?: ServerGame };
      if (!module.game || module.game.spec.id !== id) throw new Error(`modules/games/${id}/index.ts must export the server binding of ${id} as \`game\``);
      return module.game;
    }),
  );
  const games = [...found, ...extra];
  const byId = new Map(games.map((g) => [g.spec.id, g.spec]));
  if (byId.size !== games.length) throw new Error('two games share an id');
  return { games, specs: games.map((g) => g.spec), spec: (id) => byId.get(id) };
}

/**
 * Gives each registered game its catalogue row (edge from its spec, default
 * limits) and its house account if it has none, and brings every own game's
 * attributes to the line its own folder states (the spec's `catalogue`; the
 * round games' through catalogue/seed.ts). Runs at start.
 */
export async function setUpGames(exec: Executor, registry: GameRegistry): Promise<void> {
  for (const spec of registry.specs) await upsertCatalogueGame(exec, spec.id, { family: spec.kind, ...spec.catalogue } satisfies CatalogueAttributes, spec.defaultEdgeBp);
  for (const [game, attributes] of Object.entries(OWN_GAMES)) if (!registry.spec(game)) await upsertCatalogueGame(exec, game, attributes);
  await ensureHouseAccounts(exec, registry.specs.map((spec) => gameHouseAccount(spec.id)));
}
