import { useCallback } from 'react';
import { useBrowserSnapshot } from './browser-state.ts';

/** One MediaQueryList per query: React reads the snapshot on every render, and building a list parses and evaluates the query. */
const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now, following its changes; `onServer` is the answer during the server render. */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  return useBrowserSnapshot(
    useCallback(
      (onChange: () => void) => {
        const list = listFor(query);
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
      [query],
    ),
    () => listFor(query).matches,
    () => onServer,
  );
}
