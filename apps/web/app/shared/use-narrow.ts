import { useMediaQuery } from './use-media-query.ts';

/** Narrow layout under 980 px (spec §9); false during the server render. */
export function useNarrow(): boolean {
  return useMediaQuery('(max-width: 980px)', false);
}
