import { useFlag } from './client-flags.ts';
import { useNarrow } from './use-narrow.ts';

export type HomeLayout = 'old' | 'redesign';

/**
 * The home page's layout (spec §2): the old one by default, the redesign when
 * the player chose it (the `redesign` flag). Below 980 px the old one always
 * (spec §3 `oldHome`): the redesign's wide grid is for wide screens, and
 * phones already get the games right under a short banner.
 */
export function useHomeLayout(): HomeLayout {
  const [redesign] = useFlag('redesign');
  return homeLayoutFor(redesign, useNarrow());
}

/** The rule itself: the player's choice, unless the window is narrower than 980 px (`oldHome`). */
export const homeLayoutFor = (redesign: boolean, oldHome: boolean): HomeLayout => (redesign && !oldHome ? 'redesign' : 'old');
