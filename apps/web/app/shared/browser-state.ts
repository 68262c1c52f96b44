import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * When the page starts to show what only the browser knows (local storage,
 * the session, media queries), after hydration, without blocking.
 *
 * Hydration renders with the server's snapshot of every external store. When
 * the browser's snapshot differs (a phone's media queries, a stored session
 * or flag), React re-renders those components synchronously, in the task
 * that runs the first passive effects: one long task of a whole re-render and
 * its commit, 40–85 ms of main thread on this machine before any slowdown,
 * most of the page's Total Blocking Time. Instead, every store read
 * (`useBrowserSnapshot`) keeps answering with the server's snapshot until the
 * root layout switches to the browser's state in a transition, which React
 * renders in slices that yield to the browser, then commits.
 *
 * Outside the root layout's provider (and after the switch) the browser's
 * state is read at once, as plain useSyncExternalStore does.
 */
const BrowserState = createContext(true);
export const BrowserStateProvider = BrowserState.Provider;

/** Set once the switch committed: a root layout mounted again later starts on the browser's state. */
let switched = false;

/**
 * The root layout's side: false through hydration, true once the switch to
 * the browser's state has been rendered and committed (as a transition).
 */
export function useBrowserStateSwitch(): boolean {
  const [live, setLive] = useState(switched);
  useEffect(() => {
    if (live) {
      switched = true;
      return;
    }
    startTransition(() => setLive(true));
  }, [live]);
  return live;
}

/** useSyncExternalStore that answers with the server's snapshot until the root layout's switch (above). */
export function useBrowserSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const live = useContext(BrowserState);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
