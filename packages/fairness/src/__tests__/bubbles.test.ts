import { describe, expect, it } from 'vitest';
import { BUBBLES_MAX_RESULT, InvalidGameInput, bubblesOutcome, bubblesResult, bubblesResultFromUnits, floatUnits } from '../index.ts';

const VECTOR = { serverSeed: 'def', clientSeed: 'abc', nonce: 0 };

describe('bubblesResult = max(1.00, floor((100 − edge%) / (1 − f)) / 100), capped at 1 000 000', () => {
  it('vector float 0.8320531… gives 99 / 0.1679469 = 589.47 → 5.89 (edge 1 %), 577.56 → 5.77 (edge 3 %)', () => {
    expect(bubblesResult(VECTOR, 100)).toBe(589);
    expect(bubblesResult(VECTOR, 300)).toBe(577);
  });

  it('never goes below 1.00: f = 0 gives 0.99 → 1.00', () => {
    expect(bubblesResultFromUnits(0, 100)).toBe(100);
    expect(bubblesResultFromUnits(0, 50)).toBe(100); // 99.5 → 0.99 → 1.00
  });

  it('caps at 1 000 000.00 for the last floats', () => {
    expect(bubblesResultFromUnits(2 ** 32 - 1, 100)).toBe(BUBBLES_MAX_RESULT);
    // 99 / (1 − f) ≥ 10^8 ⇔ 2^32 − units ≤ 99 × 2^32 / 10^8 = 4252.0…: the top 4 252 floats.
    expect(bubblesResultFromUnits(2 ** 32 - 4252, 100)).toBe(BUBBLES_MAX_RESULT);
    expect(bubblesResultFromUnits(2 ** 32 - 4253, 100)).toBe(99_976_901); // floor(9900 × 2^32 / 425 300)
  });

  it('matches an exact rational evaluation on many floats', () => {
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const [units] = floatUnits({ ...VECTOR, nonce }, 1);
      const exact = (9900n * 2n ** 32n) / (100n * (2n ** 32n - BigInt(units!)));
      const expected = Number(exact < 100n ? 100n : exact > 100_000_000n ? 100_000_000n : exact);
      expect(bubblesResult({ ...VECTOR, nonce }, 100)).toBe(expected);
    }
  });

  it('is non-decreasing in the float', () => {
    let previous = 0;
    for (let units = 0; units < 2 ** 32; units += 9_999_991) {
      const r = bubblesResultFromUnits(units, 100);
      expect(r).toBeGreaterThanOrEqual(previous);
      previous = r;
    }
  });
});

describe('bubblesOutcome', () => {
  it('wins when R ≥ target and pays the target', () => {
    expect(bubblesOutcome(VECTOR, { target: 589, edgeBp: 100 })).toEqual({ result: 589, won: true, coefficient: 589 });
    expect(bubblesOutcome(VECTOR, { target: 590, edgeBp: 100 })).toEqual({ result: 589, won: false, coefficient: 590 });
  });

  it('rejects targets outside 1.01–1 000 000.00', () => {
    expect(() => bubblesOutcome(VECTOR, { target: 100, edgeBp: 100 })).toThrow(InvalidGameInput);
    expect(() => bubblesOutcome(VECTOR, { target: 100_000_001, edgeBp: 100 })).toThrow(InvalidGameInput);
    expect(() => bubblesOutcome(VECTOR, { target: 150.5, edgeBp: 100 })).toThrow(InvalidGameInput);
  });
});
