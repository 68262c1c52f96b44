import { GAME_IDS, type GameSpec } from '@azart/fairness';
import { sql, type Executor } from '@azart/db';
import { gameHouseAccount, ensureHouseAccounts } from '../ledger/index.ts';
import type { ServerGame } from './frame/game.ts';

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

/** Limits every game starts with until an administrator changes them (games.md §4): bet 1–100 000 coins, win up to 1 000 000. */
const DEFAULT_LIMITS = { minBet: 100, maxBet: 10_000_000, maxWin: 100_000_000 };

/**
 * Gives a game that has never run here its settings row (edge from its spec)
 * and its house accounts; existing ones are left as they are. Runs at start.
 */
export async function setUpGames(exec: Executor, registry: GameRegistry): Promise<void> {
  for (const spec of registry.specs) {
    await exec.execute(sql`
      INSERT INTO game_settings (game, edge_bp, min_bet, max_bet, max_win)
      VALUES (${spec.id}, ${spec.defaultEdgeBp}, ${DEFAULT_LIMITS.minBet}, ${DEFAULT_LIMITS.maxBet}, ${DEFAULT_LIMITS.maxWin})
      ON CONFLICT (game) DO NOTHING`);
  }
  await ensureHouseAccounts(exec, registry.specs.map((spec) => gameHouseAccount(spec.id)));
}
