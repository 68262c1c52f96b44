import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { quietly } from '../api/load.ts';

/**
 * A list that keeps itself fresh (a queue staff work through): the page's
 * data is reloaded quietly every `seconds` while the tab is visible and
 * `paused` is false (a dialog is open), and at once when the tab comes back.
 * Answers when the data last arrived, a manual refresh, and which ids are new
 * since the previous load (to highlight them).
 */
export function useLiveList(items: readonly { id: number }[], { seconds, paused }: { seconds: number; paused: boolean }) {
  const revalidator = useRevalidator();
  const [updatedAt, setUpdatedAt] = useState(() => new Date());
  const seen = useRef<Set<number> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    setUpdatedAt(new Date());
    const ids = new Set(items.map((i) => i.id));
    const before = seen.current;
    setFresh(before ? new Set([...ids].filter((id) => !before.has(id))) : new Set());
    seen.current = ids;
  }, [items]);

  const { revalidate } = revalidator;
  const quiet = useCallback(() => quietly(() => revalidate()), [revalidate]);

  useEffect(() => {
    if (paused) return;
    const tick = () => {
      if (document.visibilityState === 'visible') void quiet();
    };
    const timer = window.setInterval(tick, seconds * 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void quiet();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [paused, seconds, quiet]);

  return { updatedAt, fresh, busy: revalidator.state === 'loading', refresh: () => void revalidate() };
}
