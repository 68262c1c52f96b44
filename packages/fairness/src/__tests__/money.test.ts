import { describe, expect, it } from 'vitest';
import { InvalidGameInput, payout, payoutBigInt } from '../index.ts';

describe('payout', () => {
  it('floors amount × coefficient to whole kopecks', () => {
    expect(payout(12_345, 198)).toBe(24_443); // 24 443.1
    expect(payout(100, 101)).toBe(101);
    expect(payout(99, 101)).toBe(99); // 99.99
    expect(payout(1, 99)).toBe(0);
    expect(payout(5_000, 0)).toBe(0);
  });

  it('stays exact where a double product would round up past the floor', () => {
    // 2 397 455 587 083 473 × 1.31 = 3 140 666 819 079 349.63; in doubles the
    // product rounds and floor gives …350.
    expect(Math.floor((2_397_455_587_083_473 * 131) / 100)).toBe(3_140_666_819_079_350);
    expect(payout(2_397_455_587_083_473, 131)).toBe(3_140_666_819_079_349);
  });

  it('takes bigint amounts beyond 2^53', () => {
    expect(payoutBigInt(10n ** 20n, 12_345)).toBe(12_345n * 10n ** 18n);
    expect(payoutBigInt(10n ** 20n + 1n, 150)).toBe(15n * 10n ** 19n + 1n);
  });

  it('refuses fractional or negative amounts and coefficients, and unsafe results', () => {
    expect(() => payout(1.5, 100)).toThrow(InvalidGameInput);
    expect(() => payout(-1, 100)).toThrow(InvalidGameInput);
    expect(() => payout(100, 1.5)).toThrow(InvalidGameInput);
    expect(() => payout(Number.MAX_SAFE_INTEGER, 200)).toThrow(InvalidGameInput);
    expect(() => payoutBigInt(-1n, 100)).toThrow(InvalidGameInput);
  });
});
