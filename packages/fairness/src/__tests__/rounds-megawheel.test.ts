import { describe, expect, it } from 'vitest';
import {
  InvalidGameInput,
  MEGA_WHEEL_MULTIPLIERS,
  MEGA_WHEEL_MULTIPLIER_CAPS,
  MEGA_WHEEL_SEGMENTS,
  MEGA_WHEEL_SPOTS,
  chainFrom,
  megaWheelPayout,
  megaWheelResult,
  megaWheelResultFromUnits,
  sha256Hex,
  weightedValue,
} from '../index.ts';
import type { MegaWheelResult, MegaWheelSpot } from '../index.ts';
import { referenceFloats } from './reference.ts';

const firstUnits = (index: number, range: number): number => Number((BigInt(index) * 2n ** 32n + BigInt(range) - 1n) / BigInt(range));

describe('Mega Wheel segments', () => {
  it('are the 54 of games.md: 1 ×20, 2 ×13, 5 ×7, 8 ×4, 10 ×4, 15 ×2, 20 ×2, 30 ×1, 40 ×1', () => {
    expect(MEGA_WHEEL_SEGMENTS).toHaveLength(54);
    const counts = Object.fromEntries(MEGA_WHEEL_SPOTS.map((s) => [s, MEGA_WHEEL_SEGMENTS.filter((v) => v === s).length]));
    expect(counts).toEqual({ 1: 20, 2: 13, 5: 7, 8: 4, 10: 4, 15: 2, 20: 2, 30: 1, 40: 1 });
  });

  it('no two neighbours are equal (53 and 0 included) and the 1s sit at floor(k × 54 / 20)', () => {
    MEGA_WHEEL_SEGMENTS.forEach((v, i) => expect(v, `segment ${i}`).not.toBe(MEGA_WHEEL_SEGMENTS[(i + 1) % 54]));
    expect(MEGA_WHEEL_SEGMENTS.flatMap((v, i) => (v === 1 ? [i] : []))).toEqual(Array.from({ length: 20 }, (_, k) => Math.floor((k * 54) / 20)));
  });
});

describe('Mega Wheel multiplier tables', () => {
  it('weigh out of 10 000, rise in value, fall in weight and reach exactly the games.md cap', () => {
    expect(MEGA_WHEEL_MULTIPLIER_CAPS).toEqual({ 1: 100, 2: 200, 5: 250, 8: 250, 10: 250, 15: 500, 20: 500, 30: 500, 40: 500 });
    for (const spot of MEGA_WHEEL_SPOTS) {
      const t = MEGA_WHEEL_MULTIPLIERS[spot];
      expect(t.total).toBe(10_000);
      expect(t.weights.reduce((a, b) => a + b, 0)).toBe(10_000);
      expect(t.values[0]).toBe(2);
      expect(t.values.at(-1)).toBe(MEGA_WHEEL_MULTIPLIER_CAPS[spot]);
      t.values.forEach((v, i) => i > 0 && expect(v).toBeGreaterThan(t.values[i - 1]!));
      t.weights.forEach((w, i) => i > 0 && expect(w).toBeLessThanOrEqual(t.weights[i - 1]!));
    }
  });

  it('weighted draw: floor(f × 10 000) falls in each value\'s slice in table order', () => {
    const t = MEGA_WHEEL_MULTIPLIERS[40];
    let start = 0;
    t.values.forEach((value, i) => {
      expect(weightedValue(t, firstUnits(start, t.total))).toBe(value);
      if (start > 0) expect(weightedValue(t, firstUnits(start, t.total) - 1)).toBe(t.values[i - 1]);
      start += t.weights[i]!;
    });
    expect(weightedValue(t, 2 ** 32 - 1)).toBe(500);
  });
});

describe('Mega Wheel result', () => {
  /** From the doc: mega spot floor(f0 × 9), M weighted on f1, segment floor(f2 × 54). */
  function reference(hash: string, salt: string): MegaWheelResult {
    const [f0, f1, f2] = referenceFloats(hash, salt, 0, 3) as [number, number, number];
    const spot = MEGA_WHEEL_SPOTS[Math.floor(f0 * 9)]!;
    const t = MEGA_WHEEL_MULTIPLIERS[spot];
    let i = Math.floor(f1 * t.total);
    let k = 0;
    while (i >= t.weights[k]!) i -= t.weights[k++]!;
    const segment = Math.floor(f2 * 54);
    return { segment, value: MEGA_WHEEL_SEGMENTS[segment]!, mega: { spot, multiplier: t.values[k]! } };
  }

  it('matches the documented float order on 500 rounds and is deterministic', () => {
    const { hashes } = chainFrom(sha256Hex('mega wheel rounds'), 500);
    const megaSpots = new Set<number>();
    for (const hash of hashes) {
      const result = megaWheelResult(hash, 'salt');
      expect(result).toEqual(reference(hash, 'salt'));
      expect(megaWheelResult(hash, 'salt')).toEqual(result);
      megaSpots.add(result.mega.spot);
    }
    expect(megaSpots.size).toBe(9);
  });

  it('the test vector: round 1 of the azart chain stops on segment 30 (2), mega spot 5 ×2', () => {
    expect(megaWheelResult('bb062a7d58fde23d7fcba5e7b241daa956815017a2a79f7e1cc66cfdfe0a4064', 'azart')).toEqual({ segment: 30, value: 2, mega: { spot: 5, multiplier: 2 } });
  });

  it('reads the three floats in order: spot, multiplier, segment', () => {
    const units = [firstUnits(8, 9), 2 ** 32 - 1, firstUnits(25, 54)];
    expect(megaWheelResultFromUnits(units)).toEqual({ segment: 25, value: 40, mega: { spot: 40, multiplier: 500 } });
    expect(megaWheelResultFromUnits([0, 0, 0])).toEqual({ segment: 0, value: 1, mega: { spot: 1, multiplier: 2 } });
    expect(() => megaWheelResultFromUnits([0, 0])).toThrow(InvalidGameInput);
  });
});

describe('Mega Wheel payout', () => {
  const result = (value: MegaWheelSpot, megaSpot: MegaWheelSpot, multiplier: number): MegaWheelResult => ({
    segment: MEGA_WHEEL_SEGMENTS.indexOf(value),
    value,
    mega: { spot: megaSpot, multiplier },
  });

  it('pays amount × (n + 1) on n, amount × (n × M + 1) when n is also the mega spot, else 0', () => {
    expect(megaWheelPayout(1_000, 5, result(5, 8, 250))).toBe(6_000);
    expect(megaWheelPayout(1_000, 5, result(5, 5, 250))).toBe(1_251_000);
    expect(megaWheelPayout(1_000, 8, result(5, 8, 250))).toBe(0);
    expect(megaWheelPayout(333, 40, result(40, 40, 500))).toBe(333 * 20_001);
    expect(megaWheelPayout(7, 1, result(1, 1, 3))).toBe(28);
  });

  it('refuses a bad spot, amount or a result that is not on the wheel', () => {
    expect(() => megaWheelPayout(100, 3 as MegaWheelSpot, result(1, 1, 2))).toThrow(InvalidGameInput);
    expect(() => megaWheelPayout(-5, 1, result(1, 1, 2))).toThrow(InvalidGameInput);
    expect(() => megaWheelPayout(100, 1, { segment: 1, value: 1, mega: { spot: 1, multiplier: 2 } })).toThrow(InvalidGameInput);
    expect(() => megaWheelPayout(100, 1, result(1, 1, 4))).toThrow(InvalidGameInput); // ×4 is not in spot 1's table
    expect(() => megaWheelPayout(100, 1, result(1, 7 as MegaWheelSpot, 2))).toThrow(InvalidGameInput);
  });
});
