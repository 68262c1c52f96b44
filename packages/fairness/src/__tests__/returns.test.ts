/**
 * Return proofs (games.md §4): every game's exact return against its house
 * edge, as BigInt fractions. docs/decisions/002-coefficient-rounding-and-returns.md
 * explains the bounds asserted here and quotes the worst cases this file
 * measures (the `MEASURED` figures below keep the two in step).
 *
 * A game whose coefficient is floored to hundredths returns
 * (1 − edge) − frac × 0.01 × P(win) with 0 ≤ frac < 1: never above 1 − edge,
 * short of it by less than 0.01 × P(win). Dice and Bubbles also carry the
 * 2^-32 granularity of the float: P(win) is a count of the 2^32 floats, off
 * the ideal probability by under one float, worth coefficient × 2^-32.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUBBLES_MIN_TARGET,
  BUBBLES_DEFAULT_EDGE_BP, DICE_DEFAULT_EDGE_BP, HOTLINE_DEFAULT_EDGE_BP, MINES_DEFAULT_EDGE_BP, POPIT_DEFAULT_EDGE_BP, DICE_MAX_CHANCE_BP,
  DICE_MIN_CHANCE_BP,
  HOTLINE_DIFFICULTIES,
  HOTLINE_STEPS,
  POPIT_RISKS,
  bubblesResultFromUnits,
  bubblesReturn,
  bubblesWinProbability,
  diceCoefficient,
  diceIsWin,
  diceReturn,
  diceRollFromFloat,
  diceWinProbability,
  hotlineCoefficient,
  hotlineReturn,
  hotlineSurvivalProbability,
  minesCoefficient,
  minesReturn,
  minesSurvivalProbability,
  popitCoefficient,
  popitHitProbabilities,
  popitReturn,
  targetReturn,
} from '../index.ts';
import type { DiceSide, Fraction, HotlineDifficulty } from '../index.ts';
import { add, compare, fraction, mul, sub, sum, toNumber } from '../rational.ts';

const UNITS = 2 ** 32;
const ONE_HUNDREDTH = fraction(1, 100);
const TENTH_OF_PERCENT = fraction(1, 1000);
const DIFFICULTIES = Object.keys(HOTLINE_DIFFICULTIES) as HotlineDifficulty[];

/** Value of one float for a coefficient in hundredths: coefficient × 2^-32. */
function floatGranularity(coefficientHundredths: number): Fraction {
  return fraction(coefficientHundredths, 100 * UNITS);
}

/** C(n, k), written here again so the proofs do not lean on the engine's. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i += 1) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** Smallest units in [0, 2^32] for which `wins(units)` holds; `wins` must be monotone. */
function firstWinningUnits(wins: (units: number) => boolean): number {
  let lo = 0;
  let hi = UNITS;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (wins(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

type Summary = { game: string; choices: number; worstShortfall: Fraction; worstAt: string; maxExcess: Fraction; overTenth: number };
const summaries = new Map<string, Summary>();

/** Records E − R for the report and returns it. */
function track(game: string, label: string, expected: Fraction, actual: Fraction): Fraction {
  const shortfall = sub(expected, actual);
  const s = summaries.get(game) ?? { game, choices: 0, worstShortfall: fraction(-1), worstAt: '', maxExcess: fraction(-1), overTenth: 0 };
  s.choices += 1;
  if (compare(shortfall, s.worstShortfall) > 0) [s.worstShortfall, s.worstAt] = [shortfall, label];
  const excess = sub(actual, expected);
  if (compare(excess, s.maxExcess) > 0) s.maxExcess = excess;
  if (compare(shortfall, TENTH_OF_PERCENT) > 0) s.overTenth += 1;
  summaries.set(game, s);
  return shortfall;
}

const pct = (f: Fraction): number => toNumber(f) * 100;

afterAll(() => {
  const rows = [...summaries.values()].map((s) => ({
    game: s.game,
    choices: s.choices,
    'worst shortfall %': pct(s.worstShortfall).toFixed(6),
    'worst at': s.worstAt,
    'max excess %': pct(s.maxExcess).toExponential(3),
    'short > 0.1 %': s.overTenth,
  }));
  console.log('Exact returns against 1 − edge (default edges):');
  console.table(rows);
});

/**
 * The worst cases quoted in the decision record (percentage points, 6 dp).
 * If a formula or the paytable changes, this fails until the record is updated.
 */
const MEASURED = {
  dice: { worstShortfall: 0.9384, overTenth: 12_483 }, // More 94.29 %: 1.04 for 1.04995…
  bubbles: { worstShortfall: 0.02291, overTenth: 0 }, // target 985 404.18: one float's worth
  mines: { worstShortfall: 0.72, overTenth: 68 }, // 1 mine, 4 reveals: 1.17 for 1.178571…
  hotline: { worstShortfall: 0.390625, overTenth: 8 }, // easy, 3 steps: 2.29 for 2.299259…
  popit: { worstShortfall: 0.019602, overTenth: 0 }, // low, 7 picks: 96.9804 %
};

function expectMeasured(game: keyof typeof MEASURED): void {
  const s = summaries.get(game)!;
  expect(Number(pct(s.worstShortfall).toFixed(6))).toBe(MEASURED[game].worstShortfall);
  expect(s.overTenth).toBe(MEASURED[game].overTenth);
}

describe('Dice: every chance 1.00–95.00 % in 0.01 steps, both sides', () => {
  const sides: DiceSide[] = ['less', 'more'];

  it('win probability is the exact count of winning floats', () => {
    for (const side of sides) {
      for (let chanceBp = DICE_MIN_CHANCE_BP; chanceBp <= DICE_MAX_CHANCE_BP; chanceBp += 1) {
        // Independent count: winning floats form one run; find its ends by bisection on the real roll.
        const roll = (units: number): number => diceRollFromFloat(units / UNITS);
        const count =
          side === 'less'
            ? firstWinningUnits((u) => !diceIsWin(roll(u), chanceBp, side))
            : UNITS - firstWinningUnits((u) => diceIsWin(roll(u), chanceBp, side));
        const p = diceWinProbability(chanceBp, side);
        expect(compare(p, fraction(count, UNITS))).toBe(0);
        // …and within one float of the advertised chance.
        const off = sub(p, fraction(chanceBp, 10_000));
        expect(Math.abs(toNumber(off))).toBeLessThan(1 / UNITS);
      }
    }
  });

  for (const edgeBp of [DICE_DEFAULT_EDGE_BP, 50, 1000]) {
    it(`return ≤ 1 − edge (+ float granularity) and short by < 0.01 × P(win), edge ${edgeBp} bp`, () => {
      const expected = targetReturn(edgeBp);
      for (const side of sides) {
        for (let chanceBp = DICE_MIN_CHANCE_BP; chanceBp <= DICE_MAX_CHANCE_BP; chanceBp += 1) {
          const coef = diceCoefficient(chanceBp, edgeBp);
          const p = diceWinProbability(chanceBp, side);
          const actual = diceReturn(chanceBp, side, edgeBp);
          expect(compare(actual, mul(fraction(coef, 100), p))).toBe(0);
          const gran = floatGranularity(coef);
          const label = `${side} ${(chanceBp / 100).toFixed(2)} %`;
          const shortfall = edgeBp === DICE_DEFAULT_EDGE_BP ? track('dice', label, expected, actual) : sub(expected, actual);
          const roundingBound = mul(ONE_HUNDREDTH, p);
          expect(compare(actual, add(expected, gran)), `excess at ${label}`).toBeLessThanOrEqual(0);
          expect(compare(shortfall, add(roundingBound, gran)), `shortfall at ${label}`).toBeLessThan(0);
          if (compare(add(roundingBound, gran), TENTH_OF_PERCENT) <= 0) {
            expect(compare(shortfall, TENTH_OF_PERCENT), `0.1 % at ${label}`).toBeLessThanOrEqual(0);
          }
        }
      }
    });
  }

  it('matches the figures in the decision record', () => expectMeasured('dice'));
});

describe('Bubbles: targets 1.01–200.00 in 0.01 steps, then every 0.1 % up to 1 000 000', () => {
  const targets: number[] = [];
  for (let t = BUBBLES_MIN_TARGET; t <= 20_000; t += 1) targets.push(t);
  for (let t = 20_000; t < 100_000_000; t = Math.ceil(t * 1.001)) targets.push(t);
  targets.push(99_999_999, 100_000_000);

  for (const edgeBp of [BUBBLES_DEFAULT_EDGE_BP, 50, 1000]) {
    it(`return ≤ 1 − edge and short by < target × 2^-32 (≤ 0.1 %), edge ${edgeBp} bp`, () => {
      const expected = targetReturn(edgeBp);
      const slow = edgeBp === BUBBLES_DEFAULT_EDGE_BP;
      // Other edges re-check a tenth of the grid: same formula, less time.
      targets.forEach((target, i) => {
        if (!slow && i % 10 !== 0) return;
        const p = bubblesWinProbability(target, edgeBp);
        if (slow && (i % 7 === 0 || target > 20_000)) {
          // Independent count: bisection on the real result function.
          const count = UNITS - firstWinningUnits((u) => u < UNITS && bubblesResultFromUnits(u, edgeBp) >= target);
          expect(compare(p, fraction(count, UNITS)), `P(win) at ${target}`).toBe(0);
        }
        const actual = bubblesReturn(target, edgeBp);
        expect(compare(actual, mul(fraction(target, 100), p))).toBe(0);
        const label = `target ${(target / 100).toFixed(2)}`;
        const shortfall = slow ? track('bubbles', label, expected, actual) : sub(expected, actual);
        expect(compare(shortfall, fraction(0)), `excess at ${label}`).toBeGreaterThanOrEqual(0);
        expect(compare(shortfall, floatGranularity(target)), `shortfall at ${label}`).toBeLessThan(0);
        expect(compare(shortfall, TENTH_OF_PERCENT)).toBeLessThanOrEqual(0);
      });
    });
  }

  it('matches the figures in the decision record', () => expectMeasured('bubbles'));
});

describe('Mines: every mine count 1–24 × every number of safe reveals', () => {
  for (const edgeBp of [MINES_DEFAULT_EDGE_BP, 50, 1000]) {
    it(`return ≤ 1 − edge and short by < 0.01 × P(survive), edge ${edgeBp} bp`, () => {
      const expected = targetReturn(edgeBp);
      for (let m = 1; m <= 24; m += 1) {
        for (let k = 1; k <= 25 - m; k += 1) {
          const p = minesSurvivalProbability(m, k);
          // Independent: the m mines all avoid k fixed tiles, C(25 − k, m) / C(25, m).
          expect(compare(p, fraction(choose(25 - k, m), choose(25, m)))).toBe(0);
          const actual = minesReturn(m, k, edgeBp);
          expect(compare(actual, mul(fraction(minesCoefficient(m, k, edgeBp), 100), p))).toBe(0);
          const label = `${m} mines, ${k} reveals`;
          const shortfall = edgeBp === MINES_DEFAULT_EDGE_BP ? track('mines', label, expected, actual) : sub(expected, actual);
          const roundingBound = mul(ONE_HUNDREDTH, p);
          expect(compare(shortfall, fraction(0)), `excess at ${label}`).toBeGreaterThanOrEqual(0);
          expect(compare(shortfall, roundingBound), `shortfall at ${label}`).toBeLessThan(0);
          if (compare(roundingBound, TENTH_OF_PERCENT) <= 0) expect(compare(shortfall, TENTH_OF_PERCENT)).toBeLessThanOrEqual(0);
        }
      }
    });
  }

  it('matches the figures in the decision record', () => expectMeasured('mines'));
});

describe('Hotline: every difficulty × 1–10 safe steps', () => {
  for (const edgeBp of [HOTLINE_DEFAULT_EDGE_BP, 50, 1000]) {
    it(`return ≤ 1 − edge and short by < 0.01 × P(survive), edge ${edgeBp} bp`, () => {
      const expected = targetReturn(edgeBp);
      for (const difficulty of DIFFICULTIES) {
        const { cells, hot } = HOTLINE_DIFFICULTIES[difficulty];
        for (let k = 1; k <= HOTLINE_STEPS; k += 1) {
          const p = hotlineSurvivalProbability(difficulty, k);
          // Independent: each step the chosen cell avoids `hot` drawn cells, C(cells − 1, hot) / C(cells, hot).
          const step = fraction(choose(cells - 1, hot), choose(cells, hot));
          expect(compare(p, fraction(step.num ** BigInt(k), step.den ** BigInt(k)))).toBe(0);
          const actual = hotlineReturn(difficulty, k, edgeBp);
          expect(compare(actual, mul(fraction(hotlineCoefficient(difficulty, k, edgeBp), 100), p))).toBe(0);
          const label = `${difficulty}, ${k} steps`;
          const shortfall = edgeBp === HOTLINE_DEFAULT_EDGE_BP ? track('hotline', label, expected, actual) : sub(expected, actual);
          const roundingBound = mul(ONE_HUNDREDTH, p);
          expect(compare(shortfall, fraction(0)), `excess at ${label}`).toBeGreaterThanOrEqual(0);
          expect(compare(shortfall, roundingBound), `shortfall at ${label}`).toBeLessThan(0);
          if (compare(roundingBound, TENTH_OF_PERCENT) <= 0) expect(compare(shortfall, TENTH_OF_PERCENT)).toBeLessThanOrEqual(0);
        }
      }
    });
  }

  it('matches the figures in the decision record', () => expectMeasured('hotline'));
});

describe('Popit: every (risk, picks) against the hypergeometric distribution', () => {
  it('hit probabilities are exact and sum to 1', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      const ps = popitHitProbabilities(picks);
      expect(ps).toHaveLength(picks + 1);
      expect(compare(sum(ps), fraction(1))).toBe(0);
      // Independent: the 10 drawn bubbles hit h of the picks, C(picks, h) C(40 − picks, 10 − h) / C(40, 10).
      ps.forEach((p, h) => expect(compare(p, fraction(choose(picks, h) * choose(40 - picks, 10 - h), choose(40, 10)))).toBe(0));
    }
  });

  it('returns 97.0 % ± 0.3 % (required) and ± 0.1 % (design aim) for every row', () => {
    const expected = targetReturn(POPIT_DEFAULT_EDGE_BP);
    const band = fraction(3, 1000);
    for (const risk of POPIT_RISKS) {
      for (let picks = 1; picks <= 10; picks += 1) {
        const actual = popitReturn(risk, picks);
        const label = `${risk}, ${picks} picks`;
        const shortfall = track('popit', label, expected, actual);
        const deviation = compare(shortfall, fraction(0)) < 0 ? sub(fraction(0), shortfall) : shortfall;
        expect(compare(deviation, band), `±0.3 % at ${label}: ${pct(actual)} %`).toBeLessThanOrEqual(0);
        expect(compare(deviation, TENTH_OF_PERCENT), `±0.1 % at ${label}: ${pct(actual)} %`).toBeLessThanOrEqual(0);
      }
    }
  });

  it('matches the figures in the decision record', () => expectMeasured('popit'));

  for (const edgeBp of [50, 100, 500, 1000]) {
    it(`an admin edge of ${edgeBp} bp scales the table: return within the flooring bound of (1 − edge) × R / 0.97`, () => {
      const scale = fraction(10_000 - edgeBp, 9_700);
      for (const risk of POPIT_RISKS) {
        for (let picks = 1; picks <= 10; picks += 1) {
          const scaled = mul(popitReturn(risk, picks), scale);
          const actual = popitReturn(risk, picks, edgeBp);
          const paying = sum(popitHitProbabilities(picks).filter((_, hits) => popitCoefficient(risk, picks, hits, edgeBp) > 0));
          expect(compare(actual, scaled)).toBeLessThanOrEqual(0);
          expect(compare(sub(scaled, actual), mul(ONE_HUNDREDTH, paying))).toBeLessThan(0);
        }
      }
    });
  }
});
