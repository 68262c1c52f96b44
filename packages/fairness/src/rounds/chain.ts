/**
 * Hash chains of the round games (games.md §1, as bustabit does): a secret
 * genesis value is hashed N times, `h(i − 1) = SHA-256(hex text of h(i))`;
 * rounds use the hashes in reverse order of computation, so each round's
 * hash is the SHA-256 of the next round's. Before the first round the
 * terminating hash (the SHA-256 of the first round's hash) and a public salt
 * are published; nobody can compute a later round's hash from them, and
 * anyone can check a revealed hash against the one before it.
 *
 * A round's floats come from the games.md byte generator with
 * serverSeed = the round's hash (its 64 hex characters as text),
 * clientSeed = the salt, nonce = 0.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { FLOAT_UNITS, floatUnits } from '../bytes.ts';
import { InvalidGameInput, assertIntegerInRange } from '../errors.ts';

/** games.md: "default 100 000 rounds per game". */
export const CHAIN_DEFAULT_LENGTH = 100_000;
/** The most links chainFrom builds in one call (memory: ~100 MB of strings). */
export const CHAIN_MAX_LENGTH = 1_000_000;

const HASH = /^[0-9a-f]{64}$/;
/** The salt follows the client-seed rule: 1–64 printable ASCII characters. */
const SALT = /^[\x20-\x7E]{1,64}$/;

/** A round hash (and the genesis) is 64 lowercase hex characters. */
export function assertRoundHash(hash: string, name = 'hash'): void {
  if (typeof hash !== 'string' || !HASH.test(hash)) throw new InvalidGameInput(`${name} must be 64 lowercase hex characters`);
}

export function assertSalt(salt: string): void {
  if (typeof salt !== 'string' || !SALT.test(salt)) throw new InvalidGameInput('salt must be 1–64 printable ASCII characters');
}

function hashText(hash: string): string {
  return bytesToHex(sha256(utf8ToBytes(hash)));
}

/** SHA-256 of the hash's hex text: the hash of the round played just before. */
export function nextHash(hash: string): string {
  assertRoundHash(hash);
  return hashText(hash);
}

/**
 * True when `previousHash` is the hash of the round before `hash`'s round,
 * i.e. SHA-256(hash) = previousHash. For the first round of a chain,
 * `previousHash` is the published terminating hash.
 */
export function verifyLink(hash: string, previousHash: string): boolean {
  assertRoundHash(hash);
  assertRoundHash(previousHash, 'previousHash');
  return hashText(hash) === previousHash;
}

export type Chain = {
  /** Round hashes in play order: hashes[0] is the first round's, the genesis is the last. */
  readonly hashes: readonly string[];
  /** SHA-256 of hashes[0]: published before the first round. */
  readonly terminatingHash: string;
};

/**
 * The chain of `length` rounds grown from `genesis` (64 lowercase hex,
 * e.g. 32 random bytes): the genesis is the last round's hash, each earlier
 * round's hash is the SHA-256 of the next one's, and the terminating hash is
 * the SHA-256 of the first round's. The genesis is thus hashed `length` times
 * to reach the terminating hash. Linear time, one SHA-256 per link.
 */
export function chainFrom(genesis: string, length: number): Chain {
  assertRoundHash(genesis, 'genesis');
  assertIntegerInRange('chain length', length, 1, CHAIN_MAX_LENGTH);
  const hashes = new Array<string>(length);
  let hash = genesis;
  hashes[length - 1] = hash;
  for (let i = length - 2; i >= 0; i -= 1) {
    hash = hashText(hash);
    hashes[i] = hash;
  }
  return Object.freeze({ hashes: Object.freeze(hashes), terminatingHash: hashText(hash) });
}

/** The round's first `count` floats as integers 0 … 2^32 − 1 (f = units / 2^32). */
export function roundFloatUnits(hash: string, salt: string, count: number): number[] {
  assertRoundHash(hash);
  assertSalt(salt);
  return floatUnits({ serverSeed: hash, clientSeed: salt, nonce: 0 }, count);
}

/** The round's first `count` floats, 0 ≤ f < 1. */
export function roundFloats(hash: string, salt: string, count: number): number[] {
  return roundFloatUnits(hash, salt, count).map((units) => units / FLOAT_UNITS);
}
