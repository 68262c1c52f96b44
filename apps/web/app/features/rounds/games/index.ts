import { crazyTimeGame } from './crazytime.tsx';
import { megaWheelGame } from './megawheel.tsx';
import type { RoundGame } from '@azart/contracts';
import type { RoundWebGame } from './binding.ts';
import { x100Game } from './x100.tsx';

/** The round games' web bindings, in menu order (a unit test checks they match the package registry). */
export const ROUND_WEB_GAMES: readonly RoundWebGame[] = [x100Game, megaWheelGame, crazyTimeGame];
export type { RoundGameTexts, RoundWebGame } from './binding.ts';

const BY_ID = new Map(ROUND_WEB_GAMES.map((game) => [game.id, game]));

/** A round game's binding by its id (every id of the contracts' RoundGame has one: a unit test checks). */
export function roundWebGame(id: RoundGame): RoundWebGame {
  const game = BY_ID.get(id);
  if (!game) throw new Error(`no web binding for the round game ${id}`);
  return game;
}
