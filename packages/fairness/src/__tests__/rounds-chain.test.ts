import { describe, expect, it } from 'vitest';
import {
  CHAIN_MAX_LENGTH,
  FLOAT_UNITS,
  InvalidGameInput,
  chainFrom,
  nextHash,
  roundFloatUnits,
  roundFloats,
  sha256Hex,
  verifyLink,
} from '../index.ts';
import { referenceFloats, referenceSha256Hex } from './reference.ts';

/** docs/games/round-games.md §1: genesis = SHA-256("azart"), 3 rounds, salt "azart". */
const VECTOR = {
  genesis: '7159400931176b11bef2bd7f64147b2507dbab396ad9eb35269505965d5265ef',
  hashes: [
    'bb062a7d58fde23d7fcba5e7b241daa956815017a2a79f7e1cc66cfdfe0a4064',
    '19e5c06090a1b064051dc563d1c25fdfd6b1172ab0adba273d30d6b6da986396',
    '7159400931176b11bef2bd7f64147b2507dbab396ad9eb35269505965d5265ef',
  ],
  terminatingHash: 'c63dd7043800bbde11261d2c9f8e7a5128d68cba9cb05d72da51af31507a0644',
  salt: 'azart',
  floats: [0.3216787369456142, 0.317571327323094, 0.5713310923893005, 0.1953569317702204],
};

describe('hash chain', () => {
  it('the vector: genesis is SHA-256("azart") and every hash is the SHA-256 of the next one\'s hex text', () => {
    expect(referenceSha256Hex('azart')).toBe(VECTOR.genesis);
    expect(referenceSha256Hex(VECTOR.hashes[2]!)).toBe(VECTOR.hashes[1]);
    expect(referenceSha256Hex(VECTOR.hashes[1]!)).toBe(VECTOR.hashes[0]);
    expect(referenceSha256Hex(VECTOR.hashes[0]!)).toBe(VECTOR.terminatingHash);
  });

  it('chainFrom gives the hashes in play order and the terminating hash', () => {
    const chain = chainFrom(sha256Hex('azart'), 3);
    expect(chain.hashes).toEqual(VECTOR.hashes);
    expect(chain.terminatingHash).toBe(VECTOR.terminatingHash);
  });

  it('a chain of one round is the genesis, terminated by its hash', () => {
    expect(chainFrom(VECTOR.genesis, 1)).toEqual({ hashes: [VECTOR.genesis], terminatingHash: VECTOR.hashes[1] });
  });

  it('nextHash is the SHA-256 of the hex text', () => {
    expect(nextHash(VECTOR.hashes[0]!)).toBe(VECTOR.terminatingHash);
    expect(nextHash(VECTOR.genesis)).toBe(VECTOR.hashes[1]);
  });

  it('verifyLink accepts each round against the one before and refuses anything else', () => {
    const { hashes, terminatingHash } = chainFrom(VECTOR.genesis, 3);
    const previous = [terminatingHash, ...hashes];
    hashes.forEach((hash, i) => expect(verifyLink(hash, previous[i]!)).toBe(true));
    expect(verifyLink(hashes[0]!, hashes[1]!)).toBe(false); // the wrong way round
    expect(verifyLink(hashes[2]!, terminatingHash)).toBe(false); // skips links
    const flipped = `${hashes[1]!.slice(0, 63)}${hashes[1]!.endsWith('0') ? '1' : '0'}`;
    expect(verifyLink(flipped, hashes[0]!)).toBe(false);
  });

  it('builds a default-length chain of 100 000 links whose links all hold', () => {
    const chain = chainFrom(VECTOR.genesis, 100_000);
    expect(chain.hashes).toHaveLength(100_000);
    expect(chain.hashes[99_999]).toBe(VECTOR.genesis);
    expect(chain.hashes[99_998]).toBe(VECTOR.hashes[1]);
    expect(referenceSha256Hex(chain.hashes[0]!)).toBe(chain.terminatingHash);
    // Independent check of a spread of links with node:crypto.
    for (let i = 1; i < 100_000; i += 997) expect(referenceSha256Hex(chain.hashes[i]!)).toBe(chain.hashes[i - 1]);
    expect(new Set(chain.hashes).size).toBe(100_000);
    expect(Object.isFrozen(chain.hashes)).toBe(true);
  });

  it('refuses a malformed genesis or hash and a length out of range', () => {
    for (const bad of ['', 'abc', VECTOR.genesis.toUpperCase(), `${VECTOR.genesis}0`, `g${VECTOR.genesis.slice(1)}`]) {
      expect(() => chainFrom(bad, 3)).toThrow(InvalidGameInput);
      expect(() => nextHash(bad)).toThrow(InvalidGameInput);
      expect(() => verifyLink(bad, VECTOR.terminatingHash)).toThrow(InvalidGameInput);
      expect(() => verifyLink(VECTOR.hashes[0]!, bad)).toThrow(InvalidGameInput);
    }
    for (const length of [0, -1, 1.5, CHAIN_MAX_LENGTH + 1, Number.NaN]) expect(() => chainFrom(VECTOR.genesis, length)).toThrow(InvalidGameInput);
  });
});

describe('round floats', () => {
  it('are the games.md generator with serverSeed = hash, clientSeed = salt, nonce 0', () => {
    expect(roundFloats(VECTOR.hashes[0]!, VECTOR.salt, 4)).toEqual(VECTOR.floats);
    const fromReference = referenceFloats(VECTOR.hashes[0]!, VECTOR.salt, 0, 20);
    expect(roundFloats(VECTOR.hashes[0]!, VECTOR.salt, 20)).toEqual(fromReference);
    expect(roundFloatUnits(VECTOR.hashes[0]!, VECTOR.salt, 20)).toEqual(fromReference.map((f) => f * FLOAT_UNITS));
  });

  it('depend on the salt and the hash', () => {
    const base = roundFloatUnits(VECTOR.hashes[0]!, VECTOR.salt, 8);
    expect(roundFloatUnits(VECTOR.hashes[0]!, 'azarT', 8)).not.toEqual(base);
    expect(roundFloatUnits(VECTOR.hashes[1]!, VECTOR.salt, 8)).not.toEqual(base);
  });

  it('refuse a salt that is empty, too long or not printable ASCII', () => {
    for (const salt of ['', 'x'.repeat(65), 'tab\there', 'ключ']) expect(() => roundFloats(VECTOR.hashes[0]!, salt, 1)).toThrow(InvalidGameInput);
    expect(roundFloats(VECTOR.hashes[0]!, 'x'.repeat(64), 1)).toHaveLength(1);
  });
});
