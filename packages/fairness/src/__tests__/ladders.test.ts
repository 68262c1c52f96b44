import { describe, expect, it } from 'vitest';
import { HOTLINE_DIFFICULTIES, InvalidGameInput, hotlineCoefficient, hotlineLadder, minesCoefficient, minesLadder } from '../index.ts';
import type { HotlineDifficulty } from '../index.ts';

const DIFFICULTIES = Object.keys(HOTLINE_DIFFICULTIES) as HotlineDifficulty[];

describe('minesCoefficient = floor((1 − edge) × C(25, k) / C(25 − m, k) × 100) / 100', () => {
  it.each([
    [1, 1, 100, 103], // 0.99 × 25/24 = 1.03125
    [3, 1, 100, 112], // 0.99 × 25/22 = 1.125 → 1.12
    [3, 2, 100, 128], // 0.99 × 300/231 = 1.2857
    [24, 1, 100, 2475], // 0.99 × 25
    [1, 24, 100, 2475], // 0.99 × C(25,24)/C(24,24) = 24.75
    [3, 22, 100, 227_700], // 0.99 × 2300
    [12, 13, 100, 514_829_700], // 0.99 × C(25,13) = 5 148 297
    [5, 3, 1000, 181], // 0.9 × 2300/1140 = 1.8157
  ])('%i mines, %i reveals, edge %i bp → %i', (m, k, edgeBp, expected) => {
    expect(minesCoefficient(m, k, edgeBp)).toBe(expected);
  });

  it('is 0 before the first reveal (no cash-out) and refuses more reveals than safe tiles', () => {
    expect(minesCoefficient(3, 0, 100)).toBe(0);
    expect(() => minesCoefficient(3, 23, 100)).toThrow(InvalidGameInput);
    expect(() => minesCoefficient(25, 0, 100)).toThrow(InvalidGameInput);
  });

  it('ladders have 25 − m strictly rising steps above 1.00', () => {
    for (let m = 1; m <= 24; m += 1) {
      const ladder = minesLadder(m, 100);
      expect(ladder).toHaveLength(25 - m);
      expect(ladder[0]).toBeGreaterThan(100);
      for (let i = 1; i < ladder.length; i += 1) expect(ladder[i]).toBeGreaterThan(ladder[i - 1]!);
    }
    expect(minesLadder(3, 100).slice(0, 5)).toEqual([112, 128, 147, 171, 199]);
  });
});

describe('hotlineCoefficient = floor((1 − edge) × (cells / (cells − hot))^k × 100) / 100', () => {
  it.each([
    ['easy', 1, 300, 129], // 0.97 × 4/3 = 1.2933
    ['easy', 10, 300, 1722], // 0.97 × (4/3)^10 = 17.225
    ['medium', 1, 300, 145], // 0.97 × 1.5 = 1.455
    ['hard', 1, 300, 194],
    ['hard', 10, 300, 99_328], // 0.97 × 1024
    ['expert', 1, 300, 291],
    ['master', 10, 300, 101_711_872], // 0.97 × 4^10
    ['easy', 1, 100, 132], // 0.99 × 4/3
  ] as const)('%s after %i steps, edge %i bp → %i', (difficulty, k, edgeBp, expected) => {
    expect(hotlineCoefficient(difficulty, k, edgeBp)).toBe(expected);
  });

  it('is 0 before the first step and refuses an 11th step or unknown difficulty', () => {
    expect(hotlineCoefficient('easy', 0, 300)).toBe(0);
    expect(() => hotlineCoefficient('easy', 11, 300)).toThrow(InvalidGameInput);
    expect(() => hotlineCoefficient('insane' as HotlineDifficulty, 1, 300)).toThrow(InvalidGameInput);
  });

  it('ladders have 10 strictly rising steps for every difficulty', () => {
    for (const difficulty of DIFFICULTIES) {
      const ladder = hotlineLadder(difficulty, 300);
      expect(ladder).toHaveLength(10);
      for (let i = 1; i < ladder.length; i += 1) expect(ladder[i]).toBeGreaterThan(ladder[i - 1]!);
    }
    expect(hotlineLadder('easy', 300)).toEqual([129, 172, 229, 306, 408, 545, 726, 968, 1291, 1722]);
  });
});
