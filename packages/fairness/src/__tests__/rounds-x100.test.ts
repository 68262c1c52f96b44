import { describe, expect, it } from 'vitest';
import { InvalidGameInput, X100_CELLS, X100_MULTIPLIERS, X100_TAPE, chainFrom, sha256Hex, x100Payout, x100Result, x100ResultFromUnits } from '../index.ts';
import type { X100Multiplier, X100Result } from '../index.ts';
import { referenceFloats } from './reference.ts';

/** The smallest float units that floor(f × range) maps to `index`. */
const firstUnits = (index: number, range: number): number => Number((BigInt(index) * 2n ** 32n + BigInt(range) - 1n) / BigInt(range));

describe('x100 tape', () => {
  it('has the cells of games.md: ×2 150, ×3 100, ×10 30, ×15 20, ×20 15, ×100 3', () => {
    expect(X100_TAPE).toHaveLength(318);
    const counts = Object.fromEntries(X100_MULTIPLIERS.map((m) => [m, X100_TAPE.filter((c) => c === m).length]));
    expect(counts).toEqual({ 2: 150, 3: 100, 10: 30, 15: 20, 20: 15, 100: 3 });
    expect(Object.isFrozen(X100_TAPE)).toBe(true);
  });

  it('never puts two cells of ×10 or more side by side, across the seam included', () => {
    for (let i = 0; i < X100_CELLS; i += 1) {
      const [a, b] = [X100_TAPE[i]!, X100_TAPE[(i + 1) % X100_CELLS]!];
      expect(a >= 10 && b >= 10, `cells ${i} and ${(i + 1) % X100_CELLS}`).toBe(false);
    }
  });

  it('is laid out as documented: high cells at floor(k × 318 / 68), ×100 at 46, 154, 261', () => {
    const high = X100_TAPE.flatMap((m, i) => (m >= 10 ? [i] : []));
    expect(high).toEqual(Array.from({ length: 68 }, (_, k) => Math.floor((k * 318) / 68)));
    expect(X100_TAPE.flatMap((m, i) => (m === 100 ? [i] : []))).toEqual([46, 154, 261]);
    expect(X100_TAPE.slice(0, 10)).toEqual([10, 2, 3, 2, 15, 3, 2, 2, 3, 20]);
  });
});

describe('x100 result', () => {
  it('is cell floor(f × 318): every cell from its first float on, the one before from the float below', () => {
    for (let cell = 0; cell < X100_CELLS; cell += 1) {
      const at = firstUnits(cell, X100_CELLS);
      expect(x100ResultFromUnits([at])).toEqual({ cell, multiplier: X100_TAPE[cell] });
      if (cell > 0) expect(x100ResultFromUnits([at - 1]).cell).toBe(cell - 1);
    }
    expect(x100ResultFromUnits([2 ** 32 - 1]).cell).toBe(317);
  });

  it('matches floor(f × 318) on the reference floats, round after round, and is deterministic', () => {
    const { hashes } = chainFrom(sha256Hex('x100 rounds'), 300);
    for (const hash of hashes) {
      const cell = Math.floor(referenceFloats(hash, 'salt', 0, 1)[0]! * 318);
      expect(x100Result(hash, 'salt')).toEqual({ cell, multiplier: X100_TAPE[cell] });
      expect(x100Result(hash, 'salt')).toEqual(x100Result(hash, 'salt'));
    }
  });

  it('the test vector: round 1 of the azart chain lands on cell 102 (×15)', () => {
    expect(x100Result('bb062a7d58fde23d7fcba5e7b241daa956815017a2a79f7e1cc66cfdfe0a4064', 'azart')).toEqual({ cell: 102, multiplier: 15 });
  });

  it('refuses missing or out-of-range floats', () => {
    expect(() => x100ResultFromUnits([])).toThrow(InvalidGameInput);
    expect(() => x100ResultFromUnits([2 ** 32])).toThrow(InvalidGameInput);
    expect(() => x100ResultFromUnits([-1])).toThrow(InvalidGameInput);
    expect(() => x100ResultFromUnits([0.5])).toThrow(InvalidGameInput);
  });
});

describe('x100 payout', () => {
  const on = (multiplier: X100Multiplier): X100Result => ({ cell: X100_TAPE.indexOf(multiplier), multiplier });

  it('pays amount × m on the multiplier shown and nothing on the others', () => {
    for (const shown of X100_MULTIPLIERS) {
      for (const spot of X100_MULTIPLIERS) {
        expect(x100Payout(12_345, spot, on(shown))).toBe(spot === shown ? 12_345 * spot : 0);
      }
    }
    expect(x100Payout(1, 100, on(100))).toBe(100);
    expect(x100Payout(0, 2, on(2))).toBe(0);
  });

  it('stays exact for large amounts and refuses a payout beyond the safe range', () => {
    expect(x100Payout(90_071_992_547_409, 100, on(100))).toBe(9_007_199_254_740_900);
    expect(() => x100Payout(Number.MAX_SAFE_INTEGER, 2, on(2))).toThrow(InvalidGameInput);
  });

  it('refuses a bad amount, spot or result', () => {
    expect(() => x100Payout(-1, 2, on(2))).toThrow(InvalidGameInput);
    expect(() => x100Payout(1.5, 2, on(2))).toThrow(InvalidGameInput);
    expect(() => x100Payout(100, 4 as X100Multiplier, on(2))).toThrow(InvalidGameInput);
    expect(() => x100Payout(100, 2, { cell: 318, multiplier: 2 })).toThrow(InvalidGameInput);
    expect(() => x100Payout(100, 2, { cell: 0, multiplier: 2 })).toThrow(InvalidGameInput); // cell 0 shows ×10
  });
});
