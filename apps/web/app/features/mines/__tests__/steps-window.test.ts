import { describe, expect, it } from 'vitest';
import { stepsWindow } from '../steps-window.ts';

const shown = (length: number, focus: number) => stepsWindow(length, focus).map((s) => s.index);
const phone = (length: number, focus: number) => stepsWindow(length, focus).filter((s) => s.narrow).map((s) => s.index);

describe('the window of a long Mines ladder', () => {
  it('centres on the step in play and slides in at the ends', () => {
    expect(shown(24, 0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(shown(24, 10)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(shown(24, 23)).toEqual([17, 18, 19, 20, 21, 22, 23]);
    expect(phone(24, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(phone(24, 10)).toEqual([8, 9, 10, 11, 12]);
    expect(phone(24, 23)).toEqual([19, 20, 21, 22, 23]);
  });

  it('shows a short ladder whole, and the phone window always inside the wide one', () => {
    expect(shown(1, 0)).toEqual([0]);
    expect(phone(3, 2)).toEqual([0, 1, 2]);
    for (let length = 1; length <= 24; length += 1) {
      for (let focus = 0; focus < length; focus += 1) {
        const all = stepsWindow(length, focus);
        expect(all.map((s) => s.index)).toContain(focus);
        expect(all.filter((s) => s.narrow).map((s) => s.index)).toContain(focus);
        expect(all.filter((s) => s.narrow)).toHaveLength(Math.min(length, 5));
      }
    }
  });
});
