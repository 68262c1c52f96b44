import { use } from 'react';
import type { AnyWebGame, GameFairness } from '~/shared/game/web-game.ts';

/**
 * A game's fairness views, loaded once (each game's `fairness()` is a chunk
 * of its own) and read with `use`: the component suspends until they are
 * there, on the server (the verifier's first render) as in the browser.
 */
const loaded = new WeakMap<AnyWebGame, Promise<GameFairness<never>>>();

export function gameFairness(game: AnyWebGame): Promise<GameFairness<never>> {
  let views = loaded.get(game);
  if (!views) {
    views = game.fairness().then((module) => module.default as GameFairness<never>);
    loaded.set(game, views);
  }
  return views;
}

/** The game's views, typed loosely: the caller hands each the data of the same game. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one game's views, chosen at run time
export function useGameFairness(game: AnyWebGame): GameFairness<any> {
  return use(gameFairness(game));
}
