import { useSyncExternalStore } from 'react';

/** Narrow layout under 980 px (spec §9); false during the server render. */
const QUERY = '(max-width: 980px)';
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(QUERY);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
