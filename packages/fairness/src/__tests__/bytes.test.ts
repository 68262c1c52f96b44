import { describe, expect, it } from 'vitest';
import { FLOAT_UNITS, InvalidGameInput, floatUnits, floats, roundBytesHex, sha256Hex } from '../index.ts';
import { referenceFloats, referenceRound, referenceSha256Hex } from './reference.ts';

// games.md §1 test vector.
const VECTOR = { serverSeed: 'def', clientSeed: 'abc', nonce: 0 };
const VECTOR_ROUND0 = 'd5016f2ada664ea92ea97b65c637849a2fafa5da99ebc9c79bab3b6075cead35';
const VECTOR_FLOATS = [
  0.8320531346835196, 0.8531235849950463, 0.18227359023876488, 0.774284637067467, 0.18627392360940576, 0.6012540922965854,
  0.608081541955471, 0.46018488449044526,
];

describe('games.md test vector', () => {
  it('reproduces HMAC round 0', () => {
    expect(roundBytesHex(VECTOR, 0)).toBe(VECTOR_ROUND0);
  });

  it('reproduces the 8 floats exactly', () => {
    expect(floats(VECTOR, 8)).toEqual(VECTOR_FLOATS);
  });

  it('continues into round 1 for the 9th float', () => {
    const nine = floats(VECTOR, 9);
    expect(nine.slice(0, 8)).toEqual(VECTOR_FLOATS);
    const round1 = roundBytesHex(VECTOR, 1);
    expect(nine[8]).toBe(Number.parseInt(round1.slice(0, 8), 16) / 2 ** 32);
  });
});

describe('cross-check against node:crypto', () => {
  const serverSeeds = ['def', 'a'.repeat(64), '3f9c0b1e7d2a4c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a', ''];
  const clientSeeds = ['abc', 'Player seed with spaces ~!', 'x'.repeat(64)];

  it('round bytes equal HMAC-SHA256 for seeds, nonces and rounds', () => {
    let checked = 0;
    for (const serverSeed of serverSeeds) {
      for (const clientSeed of clientSeeds) {
        for (const nonce of [0, 1, 2, 99, 123_456_789, Number.MAX_SAFE_INTEGER]) {
          for (const round of [0, 1, 7]) {
            const seeds = { serverSeed, clientSeed, nonce };
            expect(roundBytesHex(seeds, round)).toBe(referenceRound(serverSeed, clientSeed, nonce, round).toString('hex'));
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(serverSeeds.length * clientSeeds.length * 6 * 3);
  });

  it('floats equal the byte-sum construction over several rounds', () => {
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const seeds = { serverSeed: serverSeeds[2]!, clientSeed: 'abc', nonce };
      expect(floats(seeds, 30)).toEqual(referenceFloats(seeds.serverSeed, seeds.clientSeed, nonce, 30));
    }
  });

  it('sha256Hex equals node:crypto SHA-256, including non-ASCII text', () => {
    for (const text of ['', 'def', 'a'.repeat(1000), 'Азарт ✓']) expect(sha256Hex(text)).toBe(referenceSha256Hex(text));
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('floats', () => {
  it('are multiples of 2^-32 in [0, 1) and match their integer units', () => {
    const seeds = { serverSeed: 'def', clientSeed: 'abc', nonce: 7 };
    const units = floatUnits(seeds, 64);
    const fs = floats(seeds, 64);
    fs.forEach((f, i) => {
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      expect(f * FLOAT_UNITS).toBe(units[i]);
    });
  });

  it('returns exactly the count asked for, including 0', () => {
    expect(floats(VECTOR, 0)).toEqual([]);
    expect(floats(VECTOR, 17)).toHaveLength(17);
  });

  it('rejects a negative or fractional nonce or round', () => {
    expect(() => floats({ ...VECTOR, nonce: -1 }, 1)).toThrow(InvalidGameInput);
    expect(() => floats({ ...VECTOR, nonce: 1.5 }, 1)).toThrow(InvalidGameInput);
    expect(() => roundBytesHex(VECTOR, -1)).toThrow(InvalidGameInput);
  });
});
