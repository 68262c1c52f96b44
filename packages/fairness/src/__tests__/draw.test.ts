import { describe, expect, it } from 'vitest';
import {
  HOTLINE_DIFFICULTIES,
  HOTLINE_STEPS,
  InvalidGameInput,
  drawWithoutReplacement,
  floats,
  hotlineBoard,
  minePositions,
  popitDraw,
} from '../index.ts';
import type { HotlineDifficulty } from '../index.ts';
import { referenceDraw, referenceFloats } from './reference.ts';

const VECTOR = { serverSeed: 'def', clientSeed: 'abc', nonce: 0 };
const DIFFICULTIES = Object.keys(HOTLINE_DIFFICULTIES) as HotlineDifficulty[];

describe('drawWithoutReplacement', () => {
  it('takes item floor(f × remaining) of what is left', () => {
    // 5 items: floor(0.99 × 5) = 4 → 'e'; floor(0 × 4) = 0 → 'a'; floor(0.5 × 3) = 1 → 'c'.
    expect(drawWithoutReplacement(['a', 'b', 'c', 'd', 'e'], [0.99, 0, 0.5], 3)).toEqual(['e', 'a', 'c']);
  });

  it('does not mutate its inputs and ignores surplus floats', () => {
    const items = Object.freeze([1, 2, 3]);
    expect(drawWithoutReplacement(items, [0.5, 0.5, 0.5, 0.9], 2)).toEqual([2, 3]);
    expect(items).toEqual([1, 2, 3]);
  });

  it('drawing everything is a permutation', () => {
    const fs = floats(VECTOR, 25);
    const all = drawWithoutReplacement([...Array(25).keys()], fs, 25);
    expect([...all].sort((a, b) => a - b)).toEqual([...Array(25).keys()]);
  });

  it('refuses too few floats, k beyond the list, or a float outside [0, 1)', () => {
    expect(() => drawWithoutReplacement([1, 2, 3], [0.1], 2)).toThrow(InvalidGameInput);
    expect(() => drawWithoutReplacement([1, 2], [0.1, 0.2, 0.3], 3)).toThrow(InvalidGameInput);
    expect(() => drawWithoutReplacement([1, 2], [1], 1)).toThrow(InvalidGameInput);
    expect(() => drawWithoutReplacement([1, 2], [-0.1], 1)).toThrow(InvalidGameInput);
  });

  it('gives each index 1/r of the 2^32 floats, to within one float', () => {
    // Index j takes the floats with j ≤ units × r / 2^32 < j + 1, i.e.
    // ceil((j + 1) 2^32 / r) − ceil(j 2^32 / r) of them: off 1/r by < 2^-32.
    const units = 2n ** 32n;
    const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
    for (let r = 1; r <= 40; r += 1) {
      const R = BigInt(r);
      for (let j = 0n; j < R; j += 1n) {
        const count = ceilDiv((j + 1n) * units, R) - ceilDiv(j * units, R);
        const error = count * R - units; // count − 2^32/r, times r
        expect(error > -R && error < R).toBe(true);
      }
    }
  });
});

describe('Mines positions', () => {
  it('are the first m tiles of the draw (hand-computed from the vector)', () => {
    // floor(0.83205 × 25) = 20; floor(0.85312 × 24) = 20 → tile 21; floor(0.18227 × 23) = 4.
    expect(minePositions(VECTOR, 3)).toEqual([20, 21, 4]);
  });

  it('are distinct tiles 0–24 and a prefix of the bigger draw, for every mine count', () => {
    for (let nonce = 0; nonce < 20; nonce += 1) {
      const seeds = { ...VECTOR, nonce };
      const all = minePositions(seeds, 24);
      for (let m = 1; m <= 24; m += 1) {
        const mines = minePositions(seeds, m);
        expect(mines).toHaveLength(m);
        expect(new Set(mines).size).toBe(m);
        for (const tile of mines) expect(tile >= 0 && tile <= 24 && Number.isInteger(tile)).toBe(true);
        expect(mines).toEqual(all.slice(0, m));
      }
      expect(all).toEqual(referenceDraw(25, referenceFloats(seeds.serverSeed, seeds.clientSeed, nonce, 24), 24));
    }
  });

  it('rejects 0 or 25 mines', () => {
    expect(() => minePositions(VECTOR, 0)).toThrow(InvalidGameInput);
    expect(() => minePositions(VECTOR, 25)).toThrow(InvalidGameInput);
  });

  it('spreads mines evenly over the tiles (20 000 fixed rounds, 5 mines)', () => {
    // Deterministic seeds, so this cannot flake; it catches a biased draw.
    const counts = new Array<number>(25).fill(0);
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      for (const tile of minePositions({ serverSeed: 'uniformity', clientSeed: 'check', nonce }, 5)) counts[tile]! += 1;
    }
    const expected = (rounds * 5) / 25; // 4 000
    const chiSquare = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    // 24 degrees of freedom: P(χ² > 51.2) = 0.001.
    expect(chiSquare).toBeLessThan(51.2);
  });
});

describe('Hotline board', () => {
  it('has 10 steps of `hot` distinct cells each, for every difficulty', () => {
    for (const difficulty of DIFFICULTIES) {
      const { cells, hot } = HOTLINE_DIFFICULTIES[difficulty];
      for (let nonce = 0; nonce < 20; nonce += 1) {
        const board = hotlineBoard({ ...VECTOR, nonce }, difficulty);
        expect(board).toHaveLength(HOTLINE_STEPS);
        for (const step of board) {
          expect(step).toHaveLength(hot);
          expect(new Set(step).size).toBe(hot);
          for (const cell of step) expect(cell >= 0 && cell < cells).toBe(true);
        }
      }
    }
  });

  it('consumes the floats step by step in order (hand-computed for easy)', () => {
    // Easy: one hot cell of 4 per step, floor(f × 4) of the vector floats.
    expect(hotlineBoard(VECTOR, 'easy').slice(0, 8)).toEqual([[3], [3], [0], [3], [0], [2], [2], [1]]);
    // Master draws 3 of 4 per step: step 0 uses floats 0–2, step 1 floats 3–5.
    const fs = referenceFloats('def', 'abc', 0, 30);
    const master = hotlineBoard(VECTOR, 'master');
    for (let step = 0; step < HOTLINE_STEPS; step += 1) {
      expect(master[step]).toEqual(referenceDraw(4, fs.slice(step * 3, step * 3 + 3), 3));
    }
  });
});

describe('Popit draw', () => {
  it('pops 10 distinct bubbles of 40 (first ones hand-computed from the vector)', () => {
    // 33; 33rd of 39 left = 34; 6; 28th of 37 left = 29.
    expect(popitDraw(VECTOR).slice(0, 4)).toEqual([33, 34, 6, 29]);
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const drawn = popitDraw({ ...VECTOR, nonce });
      expect(drawn).toHaveLength(10);
      expect(new Set(drawn).size).toBe(10);
      for (const b of drawn) expect(b >= 0 && b < 40 && Number.isInteger(b)).toBe(true);
      expect(drawn).toEqual(referenceDraw(40, referenceFloats('def', 'abc', nonce, 10), 10));
    }
  });
});
