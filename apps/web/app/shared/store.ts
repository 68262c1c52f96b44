import { useBrowserSnapshot } from './browser-state.ts';

/**
 * A minimal external store (state outside React, read with
 * useSyncExternalStore). `serverState` is what the server render and the
 * hydration pass see, so browser-only state (local storage, sockets) never
 * causes a hydration mismatch; the browser's state follows once the root
 * layout switches to it (browser-state.ts).
 */
export type Store<T> = {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
  readonly serverState: T;
};

export function createStore<T>(initial: T, serverState: T = initial): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverState,
  };
}

export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (state: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (state: T) => S): T | S {
  const pick = select ?? ((s: T) => s as unknown as S);
  return useBrowserSnapshot(
    store.subscribe,
    () => pick(store.get()),
    () => pick(store.serverState),
  );
}
