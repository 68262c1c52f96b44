import { createStore, useStore } from './store.ts';

/** Number of API requests in flight; drives the global loading bar (spec §7). */
const pending = createStore(0);

export function trackRequest<T>(promise: Promise<T>): Promise<T> {
  pending.set((n) => n + 1);
  return promise.finally(() => pending.set((n) => Math.max(0, n - 1)));
}

export function useRequestsPending(): boolean {
  return useStore(pending, (n) => n > 0);
}
