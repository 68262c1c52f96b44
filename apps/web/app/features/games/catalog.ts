import type { Game } from '@azart/contracts';
import { DEFAULT_EDGE_BP } from '@azart/fairness';
import type { PageName } from '~/shared/paths.ts';

/** Own games that have a page today (spec §1 lists more; they join as they are built). */
/** Pages reachable without parameters. */
type GamePage = Extract<PageName, 'dice' | 'mines' | 'bubbles' | 'hotline' | 'popit'>;
/** `rtp`: return to player in percent at the default house edge of games.md (the game pages show the live figure). */
export type GameEntry = { id: Game; page: GamePage; rtp: number; accent: string };
const rtp = (game: Game) => 100 - DEFAULT_EDGE_BP[game] / 100;
export const PLAYABLE_GAMES: readonly GameEntry[] = [
  { id: 'dice', page: 'dice', rtp: rtp('dice'), accent: 'violet' },
  { id: 'mines', page: 'mines', rtp: rtp('mines'), accent: 'green' },
  { id: 'bubbles', page: 'bubbles', rtp: rtp('bubbles'), accent: 'blue' },
  { id: 'hotline', page: 'hotline', rtp: rtp('hotline'), accent: 'orange' },
  { id: 'popit', page: 'popit', rtp: rtp('popit'), accent: 'pink' },
];
