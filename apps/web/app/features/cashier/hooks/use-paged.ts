import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A list read page by page ("show more"). A reload reads again everything
 * shown so far in one call (up to the API's 100), so live updates refresh
 * statuses without losing the pages already open.
 */
export type Paged<T> = {
  items: T[];
  total: number;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
  replace: (item: T) => void;
};

export function usePaged<T extends { id: number }>(fetch: (offset: number, limit: number) => Promise<{ items: T[]; total: number }>, pageSize: number): Paged<T> {
  const [state, setState] = useState<{ items: T[]; total: number; status: Paged<T>['status'] }>({ items: [], total: 0, status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const shown = useRef(0);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const page = await fetchRef.current(0, Math.min(100, Math.max(pageSize, shown.current)));
      if (mine !== generation.current) return;
      shown.current = page.items.length;
      setState({ items: page.items, total: page.total, status: 'ready' });
    } catch {
      if (mine === generation.current) setState((s) => (s.status === 'ready' ? s : { ...s, status: 'error' }));
    }
  }, [pageSize]);

  const loadMore = useCallback(async () => {
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await fetchRef.current(shown.current, pageSize);
      if (mine !== generation.current) return;
      setState((s) => {
        const known = new Set(s.items.map((i) => i.id));
        const items = [...s.items, ...page.items.filter((i) => !known.has(i.id))];
        shown.current = items.length;
        return { items, total: page.total, status: 'ready' };
      });
    } catch {
      // the button stays: the player can try again
    } finally {
      setLoadingMore(false);
    }
  }, [pageSize]);

  const replace = useCallback((item: T) => setState((s) => ({ ...s, items: s.items.map((i) => (i.id === item.id ? item : i)) })), []);

  useEffect(() => {
    void reload();
    return () => {
      generation.current++;
    };
  }, [reload]);

  return { ...state, loadingMore, loadMore, reload, replace };
}
