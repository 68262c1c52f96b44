import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A read a tab shows: loading (first time only: a reload keeps what is on
 * screen), ready, or failed with a retry. `reload` is stable.
 */
export type Loaded<T> = { data: T | null; status: 'loading' | 'ready' | 'error'; reload: () => Promise<void> };

export function useLoad<T>(load: () => Promise<T>, enabled = true): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; status: Loaded<T>['status'] }>({ data: null, status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ data, status: 'ready' });
    } catch {
      if (mine === generation.current) setState((s) => (s.data === null ? { data: null, status: 'error' } : s));
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
    return () => {
      generation.current++;
    };
  }, [enabled, reload]);
  return { ...state, reload };
}
