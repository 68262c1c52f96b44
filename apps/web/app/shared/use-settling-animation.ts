import { useEffect, useRef, useState } from 'react';

/**
 * Animates a shown value towards `target` for `durationMs`, once per `runId`
 * (a new bet, a new roll): `frame(t, target, seed)` gives the value shown
 * at progress t ∈ [0, 1), `seed` being a random number in [0, 1) drawn once
 * per run; at the end the exact target is shown. Pass a stable `frame`
 * (a module-level function): a new one restarts the run. Respects
 * prefers-reduced-motion (no animation).
 *
 * `settled` is derived from the id of the run that has finished rather than
 * kept as a flag that an effect resets: so a new run is unsettled in the very
 * render that brings it, and no frame shows the result before the animation.
 */
export function useSettlingAnimation(target: number | null, runId: number, durationMs: number, frame: (t: number, target: number, seed: number) => number): { value: number | null; settled: boolean } {
  const [value, setValue] = useState<number | null>(target);
  const [settledId, setSettledId] = useState(runId);
  const handle = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (target === null) return;
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      setValue(target);
      setSettledId(runId);
      return;
    }
    const start = performance.now();
    const seed = Math.random();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      if (t >= 1) {
        setValue(target);
        setSettledId(runId);
        return;
      }
      setValue(frame(t, target, seed));
      handle.current = requestAnimationFrame(tick);
    };
    handle.current = requestAnimationFrame(tick);
    return () => {
      if (handle.current !== undefined) cancelAnimationFrame(handle.current);
    };
  }, [target, runId, durationMs, frame]);

  return { value, settled: settledId === runId };
}

/** Ease-out cubic: fast at first, settling gently. */
export const easeOut = (t: number): number => 1 - (1 - t) ** 3;
