// eslint-disable-next-line no-restricted-imports -- tests only: reads the committed document to check it matches the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOAT_UNITS, InvalidGameInput, WHEEL_SEGMENTS, WHEEL_TOP_X, WHEEL_TOTAL_WEIGHT, floatUnits, sha256Hex, verifyBonusDraw, wheelSegmentFromUnits, wheelSpin, freeCoinsDraw } from '../index.ts';
import { bonusDrawVerifyQuerySchemas, freeCoinsVerifyQuerySchema, wheelVerifyQuerySchema } from '../bonus/verify.ts';
import { compare, fraction, mul, sum, type Fraction } from '../rational.ts';

/**
 * The daily wheel (docs/games/wheel.md): the table, the exact expected
 * payout, the draw from the first float, and the document matching the code.
 */
const doc = readFileSync(new URL('../../../../docs/games/wheel.md', import.meta.url), 'utf8');

/** E[x] in units of the base: Σ weight × x / (1024 × 100), exactly. */
const expectedX = (): Fraction => sum(WHEEL_SEGMENTS.map((s) => fraction(s.weight * s.x, WHEEL_TOTAL_WEIGHT * 100)));

describe('wheel table', () => {
  it('has 20 segments whose positive integer weights add up to 1024 = 2^10', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(20);
    for (const s of WHEEL_SEGMENTS) {
      expect(Number.isInteger(s.weight) && s.weight > 0).toBe(true);
      expect(Number.isInteger(s.x) && s.x > 0).toBe(true);
    }
    expect(WHEEL_SEGMENTS.reduce((total, s) => total + s.weight, 0)).toBe(WHEEL_TOTAL_WEIGHT);
    expect(WHEEL_TOTAL_WEIGHT).toBe(2 ** 10);
    expect(WHEEL_TOP_X).toBe(5000);
  });

  it('per segment, a larger multiplier never has a larger weight', () => {
    for (const a of WHEEL_SEGMENTS) for (const b of WHEEL_SEGMENTS) if (a.x > b.x) expect(a.weight).toBeLessThanOrEqual(b.weight);
  });

  it('pays 1349/1024 of the base on average, exactly, as documented', () => {
    const ev = expectedX();
    expect(ev).toEqual(fraction(1349, 1024));
    const documented = /Expected payout: \*\*(\d+)\/(\d+)\*\* × base/.exec(doc);
    expect(documented, 'the expected payout line of docs/games/wheel.md').not.toBeNull();
    expect(compare(ev, fraction(BigInt(documented![1]!), BigInt(documented![2]!)))).toBe(0);
  });

  it('for a base of whole coins the floor of payout() never bites: the expected win is exactly 1349/1024 × base', () => {
    for (const coins of [1, 7, 9, 10, 25, 333, 10_000]) {
      const base = coins * 100;
      const win = sum(WHEEL_SEGMENTS.map((s) => fraction(s.weight * Math.floor((base * s.x) / 100), WHEEL_TOTAL_WEIGHT)));
      expect(compare(win, mul(expectedX(), fraction(base))), `${coins} coins`).toBe(0);
    }
  });

  it('is the table docs/games/wheel.md shows, row by row', () => {
    const rows = [...doc.matchAll(/^\| (\d+) \| ×([\d.]+) \| (\d+) \| (\d+)\/1024 \|/gm)].map((m) => ({ segment: Number(m[1]), x: Math.round(Number(m[2]) * 100), weight: Number(m[3]), p: Number(m[4]) }));
    expect(rows).toEqual(WHEEL_SEGMENTS.map((s, segment) => ({ segment, x: s.x, weight: s.weight, p: s.weight })));
  });
});

describe('wheel draw', () => {
  it('maps exactly 2^22 float values to each k = floor(f × 1024): probabilities are weight / 1024 with no bias', () => {
    const step = FLOAT_UNITS / WHEEL_TOTAL_WEIGHT;
    expect(step).toBe(2 ** 22);
    let first = 0;
    for (let i = 0; i < WHEEL_SEGMENTS.length; i += 1) {
      const last = first + WHEEL_SEGMENTS[i]!.weight * step - 1;
      // The segment's slice of the 2^32 floats starts and ends exactly where its weight says.
      expect(wheelSegmentFromUnits(first)).toBe(i);
      expect(wheelSegmentFromUnits(last)).toBe(i);
      if (first > 0) expect(wheelSegmentFromUnits(first - 1)).toBe(i - 1);
      first = last + 1;
    }
    expect(first).toBe(FLOAT_UNITS);
    expect(() => wheelSegmentFromUnits(FLOAT_UNITS)).toThrow(InvalidGameInput);
    expect(() => wheelSegmentFromUnits(-1)).toThrow(InvalidGameInput);
  });

  it('draws from the first float of the seeds: the documented test vector', () => {
    const seeds = { serverSeed: 'def', clientSeed: 'abc', nonce: 0 };
    expect(floatUnits(seeds, 1)[0]! / FLOAT_UNITS).toBe(0.8320531346835196);
    expect(wheelSpin(seeds)).toEqual({ segment: 16, x: 150 });
    expect(doc).toContain('serverSeed `def`, clientSeed `abc`, nonce 0 →\nfirst float 0.8320531346835196 → k = 852 → segment 16, ×1.5.');
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const s = { serverSeed: 'seed', clientSeed: 'client', nonce };
      const spin = wheelSpin(s);
      expect(spin.segment).toBe(wheelSegmentFromUnits(floatUnits(s, 1)[0]!));
      expect(spin.x).toBe(WHEEL_SEGMENTS[spin.segment]!.x);
    }
  });

  it('refuses bad seeds as every game does', () => {
    expect(() => wheelSpin({ serverSeed: 'a', clientSeed: 'b', nonce: -1 })).toThrow(InvalidGameInput);
  });
});

describe('bonus draws in the verifier', () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: 7 };

  it('recomputes a wheel spin and a free-coins claim from seeds', () => {
    const wheel = wheelVerifyQuerySchema.parse({ game: 'wheel', ...seeds, nonce: '7' });
    expect(verifyBonusDraw(wheel)).toEqual({ game: 'wheel', serverSeedHash: sha256Hex(seeds.serverSeed), clientSeed: 'lucky', nonce: 7, ...wheelSpin(seeds) });
    const coins = freeCoinsVerifyQuerySchema.parse({ game: 'free_coins', ...seeds, nonce: '7' });
    expect(coins).toMatchObject({ min: 1, max: 10 });
    expect(verifyBonusDraw(coins)).toEqual({ game: 'free_coins', serverSeedHash: sha256Hex(seeds.serverSeed), clientSeed: 'lucky', nonce: 7, min: 1, max: 10, coins: freeCoinsDraw(seeds, 1, 10).coins });
    expect(verifyBonusDraw(freeCoinsVerifyQuerySchema.parse({ game: 'free_coins', ...seeds, nonce: '7', min: '5', max: '5' }))).toMatchObject({ coins: 5 });
  });

  it('refuses bad queries with message codes, never a crash', () => {
    const union = bonusDrawVerifyQuerySchemas;
    expect(union[0].safeParse({ game: 'wheel', ...seeds, nonce: '-1' }).error?.issues[0]?.message).toBe('nonce_invalid');
    expect(union[0].safeParse({ game: 'wheel', ...seeds, clientSeed: '' }).error?.issues[0]?.message).toBe('client_seed_invalid');
    expect(union[1].safeParse({ game: 'free_coins', ...seeds, nonce: '1', min: '5', max: '4' }).error?.issues[0]?.message).toBe('invalid_value');
    expect(union[1].safeParse({ game: 'free_coins', ...seeds, nonce: '1', min: 'x' }).success).toBe(false);
  });
});
