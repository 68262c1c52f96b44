import { useEffect, useRef, useState } from 'react';

const DURATION_MS = 650;

/**
 * Rolls the shown number towards `target` (a new roll each time `rollId`
 * changes): fast random digits that settle with an ease-out, then the exact
 * value. Respects prefers-reduced-motion.
 */
export function useRollAnimation(target: number | null, rollId: number): { value: number | null; settled: boolean } {
  const [value, setValue] = useState<number | null>(target);
  // The roll whose animation has ended. Kept as an id rather than a flag, so that a new roll is unsettled in the
  // very render that brings it: a flag reset by the effect would let one frame show the result before the roll.
  const [settledId, setSettledId] = useState(rollId);
  const frame = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (target === null) return;
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      setValue(target);
      setSettledId(rollId);
      return;
    }
    const start = performance.now();
    const from = Math.floor(Math.random() * 1_000_000);
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION_MS);
      if (t >= 1) {
        setValue(target);
        setSettledId(rollId);
        return;
      }
      const eased = 1 - (1 - t) ** 3;
      const jitter = (1 - eased) * 120_000 * (Math.random() - 0.5);
      const v = Math.round(from + (target - from) * eased + jitter);
      setValue(Math.min(999_999, Math.max(0, v)));
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    };
  }, [target, rollId]);

  return { value, settled: settledId === rollId };
}
