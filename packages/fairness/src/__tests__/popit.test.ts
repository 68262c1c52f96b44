import { describe, expect, it } from 'vitest';
import {
  InvalidGameInput,
  POPIT_PAYTABLE,
  POPIT_RISKS,
  compareFractions,
  fraction,
  popitCoefficient,
  popitHitProbabilities,
  popitOutcome,
} from '../index.ts';
import type { Fraction, PopitRisk } from '../index.ts';
import { add } from '../rational.ts';

const VECTOR = { serverSeed: 'def', clientSeed: 'abc', nonce: 0 };
const PICKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function row(risk: PopitRisk, picks: number): readonly number[] {
  const r = POPIT_PAYTABLE[risk][picks];
  if (!r) throw new Error(`no row ${risk}/${picks}`);
  return r;
}

function payingProbability(risk: PopitRisk, picks: number): Fraction {
  return popitHitProbabilities(picks).reduce((acc, p, hits) => (row(risk, picks)[hits]! > 0 ? add(acc, p) : acc), fraction(0));
}

describe('POPIT_PAYTABLE shape', () => {
  it('has a row of picks + 1 integer coefficients for every risk and 1–10 picks, rising with hits', () => {
    for (const risk of POPIT_RISKS) {
      expect(Object.keys(POPIT_PAYTABLE[risk]).map(Number)).toEqual(PICKS);
      for (const picks of PICKS) {
        const r = row(risk, picks);
        expect(r).toHaveLength(picks + 1);
        for (const c of r) expect(Number.isInteger(c) && c >= 0).toBe(true);
        for (let h = 1; h <= picks; h += 1) expect(r[h]!, `${risk}/${picks} at ${h} hits`).toBeGreaterThanOrEqual(r[h - 1]!);
        expect(r[picks]!, 'hitting every pick wins').toBeGreaterThan(100);
      }
    }
  });

  it('orders the risks: low pays most often, high has the biggest top coefficient', () => {
    for (const picks of PICKS) {
      const [low, medium, high] = POPIT_RISKS.map((risk) => payingProbability(risk, picks)) as [Fraction, Fraction, Fraction];
      expect(compareFractions(low, medium)).toBeGreaterThanOrEqual(0);
      expect(compareFractions(medium, high)).toBeGreaterThanOrEqual(0);
      expect(row('low', picks)[picks]).toBeLessThanOrEqual(row('medium', picks)[picks]!);
      expect(row('medium', picks)[picks]).toBeLessThanOrEqual(row('high', picks)[picks]!);
    }
  });

  it('low pays on ≥ 44 % of rounds; high pays nothing for fewer than min(picks, 3) hits', () => {
    for (const picks of PICKS) {
      expect(compareFractions(payingProbability('low', picks), fraction(44, 100))).toBeGreaterThanOrEqual(0);
      for (let h = 0; h < Math.min(picks, 3); h += 1) expect(row('high', picks)[h]).toBe(0);
    }
  });

  it('keeps coefficients bounded: low ≤ ×500, medium ≤ ×1500, high ≤ ×5000', () => {
    const caps: Record<PopitRisk, number> = { low: 50_000, medium: 150_000, high: 500_000 };
    for (const risk of POPIT_RISKS) for (const picks of PICKS) expect(Math.max(...row(risk, picks))).toBeLessThanOrEqual(caps[risk]);
    expect(row('high', 10)[10]).toBe(500_000);
  });

  it('is frozen, so no caller can change what bets pay', () => {
    expect(() => {
      (row('low', 1) as number[])[0] = 10_000;
    }).toThrow(TypeError);
    expect(row('low', 1)[0]).toBe(70);
  });
});

describe('popitCoefficient', () => {
  it('is the table entry at the default 3 % edge', () => {
    expect(popitCoefficient('low', 4, 3)).toBe(480);
    expect(popitCoefficient('high', 10, 10, 300)).toBe(500_000);
  });

  it('scales by (1 − edge) / 0.97 and floors at another edge', () => {
    expect(popitCoefficient('low', 4, 3, 100)).toBe(489); // 480 × 9900 / 9700 = 489.9
    expect(popitCoefficient('low', 1, 0, 1000)).toBe(64); // 70 × 9000 / 9700 = 64.9
    expect(popitCoefficient('high', 1, 0, 50)).toBe(0);
  });

  it('rejects hits above picks, 11 picks and unknown risks', () => {
    expect(() => popitCoefficient('low', 3, 4)).toThrow(InvalidGameInput);
    expect(() => popitCoefficient('low', 11, 0)).toThrow(InvalidGameInput);
    expect(() => popitCoefficient('extreme' as PopitRisk, 1, 0)).toThrow(InvalidGameInput);
  });
});

describe('popitOutcome', () => {
  // Vector draw: 33, 34, 6, 29, 7, 23, 22, 17, 39, 19.
  it('counts hits against the drawn bubbles and pays from the table', () => {
    expect(popitOutcome(VECTOR, { picks: [33, 34, 6, 1], risk: 'low' })).toEqual({
      drawn: [33, 34, 6, 29, 7, 23, 22, 17, 39, 19],
      hits: 3,
      coefficient: 480,
    });
    expect(popitOutcome(VECTOR, { picks: [33], risk: 'high' }).coefficient).toBe(388);
    expect(popitOutcome(VECTOR, { picks: [0], risk: 'high' })).toMatchObject({ hits: 0, coefficient: 0 });
    expect(popitOutcome(VECTOR, { picks: [0], risk: 'low' })).toMatchObject({ hits: 0, coefficient: 70 });
    const all = popitOutcome(VECTOR, { picks: [33, 34, 6, 29, 7, 23, 22, 17, 39, 19], risk: 'high' });
    expect(all).toMatchObject({ hits: 10, coefficient: 500_000 });
  });

  it('rejects empty, oversized, duplicate or out-of-board picks', () => {
    for (const picks of [[], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [3, 3], [40], [-1], [1.5]]) {
      expect(() => popitOutcome(VECTOR, { picks, risk: 'low' }), JSON.stringify(picks)).toThrow(InvalidGameInput);
    }
  });
});
