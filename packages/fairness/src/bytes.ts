import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { InvalidGameInput, assertIntegerInRange } from './errors.ts';

/** A player's seed pair and the bet's nonce (games.md §1). */
export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/** Each HMAC round gives 32 bytes = 8 floats of 4 bytes. */
export const FLOATS_PER_ROUND = 8;
/** Floats are multiples of 2^-32: `f = units / FLOAT_UNITS`. */
export const FLOAT_UNITS = 2 ** 32;

/** Hex of SHA-256 of the UTF-8 text: the commitment shown before a seed is revealed. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function assertSeeds(seeds: Seeds): void {
  if (typeof seeds.serverSeed !== 'string' || typeof seeds.clientSeed !== 'string') {
    throw new InvalidGameInput('serverSeed and clientSeed must be strings');
  }
  assertIntegerInRange('nonce', seeds.nonce, 0, Number.MAX_SAFE_INTEGER);
}

/** HMAC_SHA256(key = serverSeed text, message = `clientSeed:nonce:round`). */
export function roundBytes(seeds: Seeds, round: number): Uint8Array {
  assertSeeds(seeds);
  assertIntegerInRange('round', round, 0, Number.MAX_SAFE_INTEGER);
  const message = `${seeds.clientSeed}:${seeds.nonce}:${round}`;
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(message));
}

export function roundBytesHex(seeds: Seeds, round: number): string {
  return bytesToHex(roundBytes(seeds, round));
}

/**
 * The first `count` floats as integers 0 … 2^32 − 1 (big-endian 4-byte
 * groups of rounds 0, 1, 2 … concatenated). Exact maths works on these.
 */
export function floatUnits(seeds: Seeds, count: number): number[] {
  assertIntegerInRange('count', count, 0, 1_000_000);
  const units: number[] = [];
  for (let round = 0; units.length < count; round += 1) {
    const bytes = roundBytes(seeds, round);
    for (let at = 0; at < bytes.length && units.length < count; at += 4) {
      const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(at, at + 4);
      units.push(((b0 * 256 + b1) * 256 + b2) * 256 + b3);
    }
  }
  return units;
}

/**
 * games.md floats: f = b0/256 + b1/256² + b2/256³ + b3/256⁴. That sum is
 * exactly units / 2^32 (32 significant bits fit a double), so both
 * spellings give the same number, bit for bit.
 */
export function floats(seeds: Seeds, count: number): number[] {
  return floatUnits(seeds, count).map((units) => units / FLOAT_UNITS);
}
