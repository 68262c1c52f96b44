import type { Game } from '@azart/contracts';
import type { PageName } from '~/shared/paths.ts';

/** Own games that have a page today (spec §1 lists more; they join as they are built). */
/** Pages reachable without parameters. */
type GamePage = Extract<PageName, 'dice' | 'mines' | 'bubbles' | 'hotline' | 'popit'>;
export type GameEntry = { id: Game; page: GamePage; edge: string; accent: string };
export const PLAYABLE_GAMES: readonly GameEntry[] = [
  { id: 'dice', page: 'dice', edge: '99%', accent: 'violet' },
  { id: 'mines', page: 'mines', edge: '99%', accent: 'green' },
  { id: 'bubbles', page: 'bubbles', edge: '99%', accent: 'blue' },
  { id: 'hotline', page: 'hotline', edge: '97%', accent: 'orange' },
  { id: 'popit', page: 'popit', edge: '97%', accent: 'pink' },
];
