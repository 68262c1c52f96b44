import { describe, expect, it } from 'vitest';
import { DICE_MAX_CHANCE_BP, DICE_MIN_CHANCE_BP, InvalidGameInput, diceCoefficient, diceIsWin, diceOutcome, diceRange, diceRoll } from '../index.ts';
import { referenceFloats } from './reference.ts';

const VECTOR = { serverSeed: 'def', clientSeed: 'abc', nonce: 0 };

describe('diceCoefficient = floor((100 − edge%) / c × 100) / 100', () => {
  it.each([
    [5000, 100, 198], // 99 / 50 = 1.98
    [4950, 100, 200], // 99 / 49.5 = 2.00 exactly
    [100, 100, 9900], // 99 / 1 = 99.00
    [9500, 100, 104], // 99 / 95 = 1.0421… → 1.04
    [3333, 100, 297], // 99 / 33.33 = 2.9702… → 2.97
    [8321, 100, 118], // 99 / 83.21 = 1.1897… → 1.18
    [5000, 50, 199], // 99.5 / 50 = 1.99
    [9500, 1000, 94], // 90 / 95 = 0.947… → 0.94
    [101, 100, 9801], // 99 / 1.01 = 98.0198… → 98.01
  ])('chance %i bp, edge %i bp → %i', (chanceBp, edgeBp, expected) => {
    expect(diceCoefficient(chanceBp, edgeBp)).toBe(expected);
  });

  it('equals the formula written with decimals for every chance', () => {
    for (let chanceBp = DICE_MIN_CHANCE_BP; chanceBp <= DICE_MAX_CHANCE_BP; chanceBp += 1) {
      // Integer cross-check: coef ≤ 990000 / chance < coef + 1.
      const coef = diceCoefficient(chanceBp, 100);
      expect(coef * chanceBp <= 990_000 && (coef + 1) * chanceBp > 990_000).toBe(true);
    }
  });

  it('rejects chances outside 1.00–95.00 %, fractional basis points and bad edges', () => {
    expect(() => diceCoefficient(99, 100)).toThrow(InvalidGameInput);
    expect(() => diceCoefficient(9501, 100)).toThrow(InvalidGameInput);
    expect(() => diceCoefficient(5000.5, 100)).toThrow(InvalidGameInput);
    expect(() => diceCoefficient(5000, 49)).toThrow(InvalidGameInput);
    expect(() => diceCoefficient(5000, 1001)).toThrow(InvalidGameInput);
  });
});

describe('Less / More boundaries', () => {
  it('Less wins when N < c × 10 000', () => {
    expect(diceIsWin(499_999, 5000, 'less')).toBe(true);
    expect(diceIsWin(500_000, 5000, 'less')).toBe(false);
    expect(diceIsWin(9_999, 100, 'less')).toBe(true);
    expect(diceIsWin(10_000, 100, 'less')).toBe(false);
    expect(diceIsWin(949_999, 9500, 'less')).toBe(true);
    expect(diceIsWin(950_000, 9500, 'less')).toBe(false);
    expect(diceIsWin(0, 100, 'less')).toBe(true);
  });

  it('More wins when N ≥ 1 000 000 − c × 10 000', () => {
    expect(diceIsWin(499_999, 5000, 'more')).toBe(false);
    expect(diceIsWin(500_000, 5000, 'more')).toBe(true);
    expect(diceIsWin(989_999, 100, 'more')).toBe(false);
    expect(diceIsWin(990_000, 100, 'more')).toBe(true);
    expect(diceIsWin(49_999, 9500, 'more')).toBe(false);
    expect(diceIsWin(50_000, 9500, 'more')).toBe(true);
    expect(diceIsWin(999_999, 100, 'more')).toBe(true);
  });

  it('ranges cover exactly c × 10 000 rolls', () => {
    expect(diceRange(5000, 'less')).toEqual({ from: 0, to: 499_999 });
    expect(diceRange(5000, 'more')).toEqual({ from: 500_000, to: 999_999 });
    expect(diceRange(1234, 'more')).toEqual({ from: 876_600, to: 999_999 });
    for (const side of ['less', 'more'] as const) {
      for (let chanceBp = DICE_MIN_CHANCE_BP; chanceBp <= DICE_MAX_CHANCE_BP; chanceBp += 97) {
        const { from, to } = diceRange(chanceBp, side);
        expect(to - from + 1).toBe(chanceBp * 100);
      }
    }
  });
});

describe('diceRoll and diceOutcome', () => {
  it('rolls N = floor(f × 1 000 000) from the first float (vector: 0.8320531… → 832 053)', () => {
    expect(diceRoll(VECTOR)).toBe(832_053);
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const [f] = referenceFloats('def', 'abc', nonce, 1);
      expect(diceRoll({ ...VECTOR, nonce })).toBe(Math.floor(f! * 1_000_000));
    }
  });

  it('decides the vector roll 832 053 at the chances around it', () => {
    // Less 83.21 %: 832 053 < 832 100 wins at 1.18.
    expect(diceOutcome(VECTOR, { chanceBp: 8321, side: 'less', edgeBp: 100 })).toEqual({ number: 832_053, won: true, coefficient: 118 });
    // Less 83.20 %: 832 053 ≥ 832 000 loses.
    expect(diceOutcome(VECTOR, { chanceBp: 8320, side: 'less', edgeBp: 100 }).won).toBe(false);
    // More 16.80 %: 832 053 ≥ 832 000 wins at floor(99 / 16.8 × 100) = 5.89.
    expect(diceOutcome(VECTOR, { chanceBp: 1680, side: 'more', edgeBp: 100 })).toEqual({ number: 832_053, won: true, coefficient: 589 });
    // More 16.79 %: needs ≥ 832 100, loses.
    expect(diceOutcome(VECTOR, { chanceBp: 1679, side: 'more', edgeBp: 100 }).won).toBe(false);
  });

  it('rejects an unknown side', () => {
    expect(() => diceOutcome(VECTOR, { chanceBp: 5000, side: 'over' as 'more', edgeBp: 100 })).toThrow(InvalidGameInput);
  });
});
