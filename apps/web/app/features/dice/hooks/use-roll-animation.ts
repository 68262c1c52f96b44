import { easeOut, useSettlingAnimation } from '~/shared/use-settling-animation.ts';

const DURATION_MS = 650;

/**
 * Rolls the shown number towards `target` (a new roll each time `rollId`
 * changes): fast random digits that settle with an ease-out, then the exact
 * value.
 */
export function useRollAnimation(target: number | null, rollId: number): { value: number | null; settled: boolean } {
  return useSettlingAnimation(target, rollId, DURATION_MS, rollFrame);
}

/** From a random number of the run towards the target, with a jitter that dies down. */
function rollFrame(t: number, target: number, seed: number): number {
  const from = Math.floor(seed * 1_000_000);
  const eased = easeOut(t);
  const jitter = (1 - eased) * 120_000 * (Math.random() - 0.5);
  const v = Math.round(from + (target - from) * eased + jitter);
  return Math.min(999_999, Math.max(0, v));
}
