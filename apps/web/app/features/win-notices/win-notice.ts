import type { RoundWinLive } from '@azart/contracts';
import { gamePath } from '~/shared/paths.ts';
import { stripLocale } from '~/shared/locale.ts';
import { createStore, useStore } from '~/shared/store.ts';

/**
 * The site-wide win notice (spec §2 "win notices"): a round game's round the
 * player won while on another page. On the game's own page its board shows
 * the win (and the win celebration), so no notice repeats it there; a round
 * that only returned part of the stakes is no win to announce.
 */
export type WinNotice = RoundWinLive;

export function announcesAway(win: WinNotice, pathname: string): boolean {
  return win.win > win.amount && stripLocale(pathname) !== gamePath(win.game);
}

const store = createStore<WinNotice | null>(null, null);

/**
 * A `roundWin` push on the player's own channel (the layout's live wiring
 * hands it over from the first moment of the page, before the notice's host
 * has loaded): away from the game's page, it becomes the notice. The latest
 * win replaces one not yet looked at: its figures are the ones worth the
 * player's attention now.
 */
export function noticeRoundWin(win: WinNotice, pathname = window.location.pathname): void {
  if (announcesAway(win, pathname)) store.set(win);
}
export const closeWinNotice = () => store.set(null);
export const useWinNotice = () => useStore(store);
