import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { openSearch } from '~/features/search/search-prompt.ts';
import { GIFT_PARAM } from '~/features/social/index.ts';

/** The header's links that its tools and the "more" menu share. */

/** The home page's games search field (features/games: GAMES_SEARCH_ID); the hash focuses it. */
export const SEARCH_HASH = '#games-search';

/** The current page with `?gift=newyear`: the social feature's host opens the season's gift over it. */
export function useGiftHref(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(GIFT_PARAM, 'newyear');
  return `${location.pathname}?${params.toString()}`;
}

/** A plain click opens the search modal instead of following the link (a click with a modifier still opens a tab). */
export function searchInModal(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openSearch();
}
