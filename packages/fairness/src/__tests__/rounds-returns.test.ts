/**
 * Return proofs of the round games (games.md §3, §4), exact over BigInt
 * fractions. Each spot's return is checked three ways: against games.md's
 * band and the design aim, against a closed form written here from the
 * tables alone, and (for the recursive bonus games) by walking the games'
 * own result functions over every path of floats. The per-player choices of
 * Crazy Time are shown not to change the law of what a bet pays.
 */
import { describe, expect, it } from 'vitest';
import {
  CASH_HUNT_ITEMS,
  CASH_HUNT_POSITIONS,
  COIN_FLIP_MULTIPLIERS,
  CRAZY_TIME_FLAPPERS,
  CRAZY_TIME_SEGMENTS,
  CRAZY_TIME_SPOTS,
  CRAZY_TIME_TARGET_RETURN_BP,
  CRAZY_TIME_TOP_SLOT,
  CRAZY_TIME_WHEEL,
  MEGA_WHEEL_MULTIPLIERS,
  MEGA_WHEEL_SEGMENTS,
  MEGA_WHEEL_SPOTS,
  MEGA_WHEEL_TARGET_RETURN_BP,
  PACHINKO_BOARD,
  X100_MULTIPLIERS,
  cashHuntLaw,
  cashHuntPositionProbability,
  coinFlipFromUnits,
  coinFlipLaw,
  crazyTimeBonusLaw,
  crazyTimeCoefficientLaw,
  crazyTimeReturn,
  crazyTimeWheelFromUnits,
  crazyTimeWheelLaw,
  lawMean,
  lawTotal,
  lawsEqual,
  megaWheelCoefficientLaw,
  megaWheelReturn,
  pachinkoFromUnits,
  pachinkoLaw,
  weightedValue,
  x100CoefficientLaw,
  x100Return,
} from '../index.ts';
import type { CrazyTimeFlapper, CrazyTimeSpot, Fraction, Law, WeightedTable } from '../index.ts';
import { add, compare, fraction, mul, sub, sum, toNumber } from '../rational.ts';

const ONE = fraction(1);
const firstUnits = (index: number, range: number): number => Number((BigInt(index) * 2n ** 32n + BigInt(range) - 1n) / BigInt(range));
const pct = (f: Fraction): string => (toNumber(f) * 100).toFixed(4);
const abs = (f: Fraction): Fraction => (f.num < 0n ? fraction(-f.num, f.den) : f);
const bp = (n: number): Fraction => fraction(n, 10_000);

/** Mean of a weighted table, from its arrays. */
function tableMean(t: WeightedTable): Fraction {
  return fraction(t.values.reduce((acc, v, i) => acc + v * t.weights[i]!, 0), t.total);
}

function addTo(law: Map<number, Fraction>, value: number, p: Fraction): void {
  law.set(value, add(law.get(value) ?? fraction(0), p));
}

describe('x100', () => {
  it('every bet returns exactly 300/318 (94.3396 %)', () => {
    for (const m of X100_MULTIPLIERS) {
      const law = x100CoefficientLaw(m);
      expect(compare(lawTotal(law), ONE)).toBe(0);
      expect(compare(x100Return(m), fraction(300, 318)), `×${m}`).toBe(0);
      expect(pct(x100Return(m))).toBe('94.3396');
    }
  });
});

describe('Mega Wheel', () => {
  /** The figures in docs/games/round-games.md. */
  const MEASURED: Record<number, string> = { 1: '96.5000', 2: '96.5001', 5: '96.4999', 8: '96.4998', 10: '96.5004', 15: '96.5000', 20: '96.5004', 30: '96.5000', 40: '96.5004' };

  it('every spot returns 96.5 % ± 0.3 % (games.md) and ± 0.001 % (design aim)', () => {
    const target = bp(MEGA_WHEEL_TARGET_RETURN_BP);
    for (const spot of MEGA_WHEEL_SPOTS) {
      const r = megaWheelReturn(spot);
      expect(compare(abs(sub(r, target)), bp(30)), `spot ${spot}: ${pct(r)} %`).toBeLessThanOrEqual(0);
      expect(compare(abs(sub(r, target)), fraction(1, 100_000)), `spot ${spot}: ${pct(r)} %`).toBeLessThanOrEqual(0);
      expect(pct(r), `spot ${spot}`).toBe(MEASURED[spot]);
    }
  });

  it('equals the closed form p × (8/9 (n + 1) + 1/9 (n E[M] + 1)) from the tables', () => {
    for (const spot of MEGA_WHEEL_SPOTS) {
      const p = fraction(MEGA_WHEEL_SEGMENTS.filter((s) => s === spot).length, 54);
      const em = tableMean(MEGA_WHEEL_MULTIPLIERS[spot]);
      const closed = mul(p, add(mul(fraction(8, 9), fraction(spot + 1)), mul(fraction(1, 9), add(mul(fraction(spot), em), ONE))));
      expect(compare(megaWheelReturn(spot), closed), `spot ${spot}`).toBe(0);
      expect(compare(lawTotal(megaWheelCoefficientLaw(spot)), ONE)).toBe(0);
    }
  });
});

describe('Crazy Time: the bonus games\' laws are those of the games themselves', () => {
  it('Pachinko: every path of drops through pachinkoFromUnits gives pachinkoLaw', () => {
    const law = new Map<number, Fraction>();
    const walk = (path: number[], p: Fraction): void => {
      const range = path.length < 4 ? 16 : 14;
      for (let i = 0; i < range; i += 1) {
        const next = [...path, i];
        const units = [0, 1, 2, 3, 4].map((k) => (k < next.length ? firstUnits(next[k]!, k < 4 ? 16 : 14) : 0));
        const r = pachinkoFromUnits(units);
        const q = mul(p, fraction(1, range));
        if (r.drops.length > next.length) walk(next, q);
        else addTo(law, r.multiplier, q);
      }
    };
    walk([], ONE);
    expect(lawsEqual(law, pachinkoLaw())).toBe(true);
    expect(compare(lawTotal(pachinkoLaw()), ONE)).toBe(0);
  });

  it('Crazy Time wheel: every path of stops through crazyTimeWheelFromUnits gives each flapper\'s law', () => {
    for (const flapper of CRAZY_TIME_FLAPPERS) {
      const law = new Map<number, Fraction>();
      const walk = (path: number[], p: Fraction): void => {
        for (let s = 0; s < 64; s += 1) {
          const next = [...path, s];
          const units = [0, 1, 2, 3, 4].map((k) => (k < next.length ? firstUnits(next[k]!, 64) : 0));
          const o = crazyTimeWheelFromUnits(units).outcomes[flapper];
          const q = mul(p, fraction(1, 64));
          if (o.segments.length > next.length) walk(next, q);
          else addTo(law, o.multiplier, q);
        }
      };
      walk([], ONE);
      expect(lawsEqual(law, crazyTimeWheelLaw(flapper)), flapper).toBe(true);
    }
  });

  it('Coin Flip: every (red, blue, side) through coinFlipFromUnits gives coinFlipLaw', () => {
    const t = COIN_FLIP_MULTIPLIERS;
    const starts = t.weights.map((_, i) => t.weights.slice(0, i).reduce((a, b) => a + b, 0));
    const law = new Map<number, Fraction>();
    t.values.forEach((_, i) =>
      t.values.forEach((__, j) => {
        for (const side of [0, 2 ** 31]) {
          const r = coinFlipFromUnits([firstUnits(starts[i]!, t.total), firstUnits(starts[j]!, t.total), side]);
          addTo(law, r.multiplier, fraction(t.weights[i]! * t.weights[j]!, 2 * t.total * t.total));
        }
      }),
    );
    expect(lawsEqual(law, coinFlipLaw())).toBe(true);
  });

  it('every weighted table: value i takes exactly weight i of the floor(f × total) slots', () => {
    const tables = [COIN_FLIP_MULTIPLIERS, ...CRAZY_TIME_SPOTS.map((s) => CRAZY_TIME_TOP_SLOT[s]), ...MEGA_WHEEL_SPOTS.map((s) => MEGA_WHEEL_MULTIPLIERS[s])];
    for (const t of tables) {
      let start = 0;
      t.values.forEach((value, i) => {
        expect(weightedValue(t, firstUnits(start, t.total))).toBe(value);
        expect(weightedValue(t, firstUnits(start + t.weights[i]!, t.total) - 1)).toBe(value);
        start += t.weights[i]!;
      });
      expect(start).toBe(t.total);
    }
  });
});

describe('Crazy Time: player choices do not change the return', () => {
  it('each position of the Cash Hunt shuffle holds any given item with probability 1/108', () => {
    for (let position = 0; position < CASH_HUNT_POSITIONS; position += 1) {
      expect(compare(cashHuntPositionProbability(position), fraction(1, 108)), `position ${position}`).toBe(0);
    }
  });

  it('so every pick, and the default, has the multiset\'s law', () => {
    const multiset = new Map<number, Fraction>();
    for (const item of CASH_HUNT_ITEMS) addTo(multiset, item, fraction(1, 108));
    expect(lawsEqual(cashHuntLaw(), multiset)).toBe(true);
    for (let pick = 0; pick < CASH_HUNT_POSITIONS; pick += 1) expect(lawsEqual(cashHuntLaw(pick), multiset), `pick ${pick}`).toBe(true);
    const r = crazyTimeReturn('cashHunt');
    for (const pick of [0, 41, 107]) expect(compare(crazyTimeReturn('cashHunt', { cashHuntPick: pick }), r)).toBe(0);
  });

  it('the three flappers, and the default, have one law', () => {
    const green = crazyTimeWheelLaw('green');
    expect(compare(lawTotal(green), ONE)).toBe(0);
    for (const flapper of ['blue', 'yellow'] as CrazyTimeFlapper[]) expect(lawsEqual(crazyTimeWheelLaw(flapper), green), flapper).toBe(true);
    expect(lawsEqual(crazyTimeWheelLaw(), green)).toBe(true);
    const r = crazyTimeReturn('crazyTime');
    for (const flapper of CRAZY_TIME_FLAPPERS) expect(compare(crazyTimeReturn('crazyTime', { flapper }), r)).toBe(0);
  });

  it('choices for one bonus game leave every other spot alone', () => {
    for (const spot of [1, 'coinFlip', 'pachinko'] as CrazyTimeSpot[]) {
      expect(compare(crazyTimeReturn(spot, { flapper: 'yellow', cashHuntPick: 7 }), crazyTimeReturn(spot))).toBe(0);
    }
  });
});

describe('Crazy Time: returns per spot', () => {
  /** The figures in docs/games/round-games.md. */
  const MEASURED: Record<string, string> = {
    1: '96.0799', 2: '95.9502', 5: '95.7801', 10: '95.7296', coinFlip: '95.7002', pachinko: '94.3301', cashHunt: '95.2698', crazyTime: '94.4096',
  };

  /** E[M] of each bonus game, in closed form from its board. */
  function closedBonusMean(spot: Exclude<CrazyTimeSpot, number>): Fraction {
    switch (spot) {
      case 'coinFlip':
        return tableMean(COIN_FLIP_MULTIPLIERS); // both sides share the table, the flip is fair
      case 'cashHunt':
        return fraction(CASH_HUNT_ITEMS.reduce((a, b) => a + b, 0), 108);
      case 'pachinko': {
        // Reach k doublings with (2/16)^k; below 4 pay with 14/16, at 4 always; a number slot uniformly.
        const numbers = PACHINKO_BOARD.filter((s): s is number => typeof s === 'number');
        const slotMean = fraction(numbers.reduce((a, b) => a + b, 0), numbers.length);
        const d = fraction(2, 16);
        let factor = fraction(0);
        let reach = ONE;
        for (let k = 0; k < 4; k += 1) {
          factor = add(factor, mul(mul(reach, fraction(14, 16)), fraction(2 ** k)));
          reach = mul(reach, d);
        }
        return mul(slotMean, add(factor, mul(reach, fraction(16))));
      }
      case 'crazyTime': {
        // Each spin: E[factor × 1{special}] = (2 × 3 DOUBLE + 3 × 1 TRIPLE) / 64; paid value = segment, or on the 4th spin the next multiplier.
        const m = fraction(2 * 3 + 3 * 1, 64);
        const value = (s: number): number => (typeof CRAZY_TIME_WHEEL[s] === 'number' ? (CRAZY_TIME_WHEEL[s] as number) : 0);
        const base = fraction(CRAZY_TIME_WHEEL.reduce<number>((acc, _, s) => acc + value(s), 0), 64);
        let capped = 0;
        for (let s = 0; s < 64; s += 1) {
          let j = s;
          while (value(j) === 0) j = (j + 1) % 64;
          capped += value(j);
        }
        let total = fraction(0);
        let mk = ONE;
        for (let k = 0; k < 3; k += 1) {
          total = add(total, mul(mk, base));
          mk = mul(mk, m);
        }
        return add(total, mul(mk, fraction(capped, 64)));
      }
    }
  }

  function closedReturn(spot: CrazyTimeSpot): Fraction {
    const p = fraction(CRAZY_TIME_SEGMENTS.filter((s) => s === spot).length, 54);
    const et = tableMean(CRAZY_TIME_TOP_SLOT[spot]);
    const win = typeof spot === 'number' ? fraction(spot) : closedBonusMean(spot);
    // 7/8: the top slot is elsewhere (T' = 1); 1/8: it picked this spot (T' = T, independent of M).
    return mul(p, add(mul(fraction(7, 8), add(win, ONE)), mul(fraction(1, 8), add(mul(win, et), ONE))));
  }

  it('the bonus games\' means match their closed forms', () => {
    for (const bonus of ['coinFlip', 'pachinko', 'cashHunt', 'crazyTime'] as const) {
      expect(compare(lawMean(crazyTimeBonusLaw(bonus)), closedBonusMean(bonus)), bonus).toBe(0);
    }
  });

  it('every spot is within games.md\'s ± 0.5 % of its target, and within 0.001 % (design aim)', () => {
    const report: Record<string, string> = {};
    for (const spot of CRAZY_TIME_SPOTS) {
      const law: Law = crazyTimeCoefficientLaw(spot);
      expect(compare(lawTotal(law), ONE)).toBe(0);
      const r = lawMean(law);
      const target = bp(CRAZY_TIME_TARGET_RETURN_BP[spot]);
      expect(compare(abs(sub(r, target)), bp(50)), `${spot}: ${pct(r)} %`).toBeLessThanOrEqual(0);
      expect(compare(abs(sub(r, target)), fraction(1, 100_000)), `${spot}: ${pct(r)} %`).toBeLessThanOrEqual(0);
      expect(compare(r, closedReturn(spot)), `${spot} closed form`).toBe(0);
      report[String(spot)] = pct(r);
    }
    expect(report).toEqual(MEASURED);
  });

  it('the targets are games.md\'s', () => {
    expect(CRAZY_TIME_TARGET_RETURN_BP).toEqual({ 1: 9608, 2: 9595, 5: 9578, 10: 9573, coinFlip: 9570, cashHunt: 9527, pachinko: 9433, crazyTime: 9441 });
    expect(compare(sum(CRAZY_TIME_SPOTS.map((s) => fraction(CRAZY_TIME_SEGMENTS.filter((x) => x === s).length, 54))), ONE)).toBe(0);
  });
});
