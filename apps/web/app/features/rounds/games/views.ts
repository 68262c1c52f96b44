import type { RoundGame } from '@azart/contracts';
import { crazyTimeView } from './crazytime-view.tsx';
import { megaWheelView } from './megawheel-view.tsx';
import type { RoundView } from './view.ts';
import { x100View } from './x100-view.tsx';

/** Each round game's view, by id: the one place the page learns how a game is drawn (a new round game adds a line). */
export const ROUND_VIEWS: Readonly<Record<RoundGame, RoundView>> = { x100: x100View, megawheel: megaWheelView, crazytime: crazyTimeView };
export type { RoundView } from './view.ts';
