/**
 * Which steps of a long coefficient ladder to show: a window that fits the
 * stage without scrolling (7 steps wide, 5 on a phone), centred on the step
 * that matters and slid inwards at either end. `narrow` marks the steps that
 * are also in the phone's 5-step window, so one render serves both widths
 * (CSS hides the rest) and the server render matches the browser's.
 */
export const WIDE_STEPS = 7;
export const NARROW_STEPS = 5;

function windowStart(length: number, focus: number, size: number): number {
  return Math.max(0, Math.min(focus - Math.floor(size / 2), length - size));
}

export function stepsWindow(length: number, focus: number): { index: number; narrow: boolean }[] {
  const wide = windowStart(length, focus, WIDE_STEPS);
  const narrow = windowStart(length, focus, NARROW_STEPS);
  const out: { index: number; narrow: boolean }[] = [];
  for (let index = wide; index < Math.min(length, wide + WIDE_STEPS); index += 1) out.push({ index, narrow: index >= narrow && index < narrow + NARROW_STEPS });
  return out;
}
