// eslint-disable-next-line no-restricted-imports -- tests only: reads the committed document to check it matches the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOAT_UNITS, STATUS_SPIN_TABLE, floatUnits, statusSpin } from '../index.ts';
import { fraction, sum, toNumber } from '../rational.ts';

/** The status spin (docs/games/status-spin.md): the table, its exact expectation, the draw from the first float. */
const doc = readFileSync(new URL('../../../../docs/games/status-spin.md', import.meta.url), 'utf8');
const TOTAL = STATUS_SPIN_TABLE.reduce((s, e) => s + e.weight, 0);

describe('status spin', () => {
  it('its weights add up to 64 = 2^6 and its multipliers run from ×1.1 to ×2', () => {
    expect(TOTAL).toBe(64);
    expect(Math.min(...STATUS_SPIN_TABLE.map((e) => e.x))).toBe(110);
    expect(Math.max(...STATUS_SPIN_TABLE.map((e) => e.x))).toBe(200);
  });

  it('expects exactly ×1.275 (8160 / 64), as documented', () => {
    const expected = sum(STATUS_SPIN_TABLE.map((e) => fraction(e.weight * e.x, TOTAL * 100)));
    expect(expected).toEqual(fraction(8160, 6400));
    expect(toNumber(expected)).toBe(1.275);
    expect(doc).toContain('8160 / 64 = **×1.275**');
    for (const e of STATUS_SPIN_TABLE) expect(doc).toMatch(new RegExp(`\\| ${e.weight} \\|`));
  });

  it('draws the row whose slot floor(f × 64) falls in, for every seed', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const seeds = { serverSeed: 'status-server-seed', clientSeed: 'client', nonce };
      const slot = Math.floor(((floatUnits(seeds, 1)[0] ?? 0) * 64) / FLOAT_UNITS);
      let left = slot;
      const row = STATUS_SPIN_TABLE.find((e) => (left -= e.weight) < 0)!;
      expect(statusSpin(seeds).x).toBe(row.x);
    }
  });
});
