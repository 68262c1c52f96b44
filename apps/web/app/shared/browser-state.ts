import { createContext, startTransition, useContext, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';

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
 * Outside the root layout's provider the browser's state is read at once, as
 * plain useSyncExternalStore does; inside it, after the switch, changes are
 * followed in transitions (useBrowserSnapshot, decision 036).
 */
const BrowserState = createContext<boolean | 'outside'>('outside');
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

/**
 * A read of browser state: the server's snapshot until the root layout's switch (above), then the browser's,
 * following its changes in transitions.
 *
 * Inside the root layout's provider the reads are not useSyncExternalStore's: React renders a change to such a
 * store synchronously, in one task, and when one changes while a transition is being rendered in slices (the
 * switch itself, a round push), it throws that render away and renders the whole of it again synchronously, so that no two
 * components show different values. On a page's start several stores change in those few hundred
 * milliseconds (the session restored, the live connection, the limits, a loading bar), and each time the page
 * was rendered twice, the second time as one long task of 15-40 ms on this machine. Here a change only asks
 * React for a transition of the components that read the store, rendered in slices like the rest; two
 * components may show different values for the few milliseconds until it commits.
 *
 * Outside the provider (the document itself: its theme) it is useSyncExternalStore, as hydration needs.
 * `subscribe` should keep its identity while it subscribes to the same thing (a changed one subscribes again).
 */
export function useBrowserSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const mode = useContext(BrowserState);
  const outside = mode === 'outside';
  const direct = useSyncExternalStore(outside ? subscribe : noSubscription, outside ? getSnapshot : getServerSnapshot, getServerSnapshot);
  const followed = useFollowedSnapshot(mode === true ? subscribe : null, getSnapshot);
  if (outside) return direct;
  return mode ? (followed as T) : getServerSnapshot();
}

const noSubscription = () => () => undefined;

/** The snapshot read at render; a change after it (also before the subscription) re-renders in a transition. */
function useFollowedSnapshot<T>(subscribe: ((onChange: () => void) => () => void) | null, getSnapshot: () => T): T | undefined {
  const value = subscribe ? getSnapshot() : undefined;
  const [, changed] = useReducer((n: number) => n + 1, 0);
  // What the last committed render showed, and how to read the store now.
  const shown = useRef<{ value: T | undefined; getSnapshot: () => T }>({ value, getSnapshot });
  useEffect(() => {
    shown.current = { value, getSnapshot };
    // A change that came while this render was on its way (the check below compared it with the render before).
    if (subscribe && !Object.is(getSnapshot(), value)) startTransition(changed);
  });
  useEffect(() => {
    if (!subscribe) return;
    // A change before this subscription was seen by the check after the commit (above), which runs first.
    return subscribe(() => {
      if (!Object.is(shown.current.getSnapshot(), shown.current.value)) startTransition(changed);
    });
  }, [subscribe]);
  return value;
}
