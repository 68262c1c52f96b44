import { crazyTimeGame } from './crazytime.tsx';
import { megaWheelGame } from './megawheel.tsx';
import type { RoundWebGame } from './binding.ts';
import { x100Game } from './x100.tsx';

/** The round games' web bindings, in menu order (a unit test checks they match the package registry). */
export const ROUND_WEB_GAMES: readonly RoundWebGame[] = [x100Game, megaWheelGame, crazyTimeGame];
export type { RoundGameTexts, RoundWebGame } from './binding.ts';
