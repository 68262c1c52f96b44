/**
 * An independent re-implementation of games.md §1 on node:crypto, used only
 * by tests to cross-check the @noble/hashes engine. Written from the text of
 * games.md, not from the engine's code.
 */
// eslint-disable-next-line no-restricted-imports -- tests only: node:crypto is the independent oracle; src never imports it.
import { createHash, createHmac } from 'node:crypto';

export function referenceSha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function referenceRound(serverSeed: string, clientSeed: string, nonce: number, round: number): Buffer {
  return createHmac('sha256', Buffer.from(serverSeed, 'ascii')).update(`${clientSeed}:${nonce}:${round}`).digest();
}

export function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round += 1) {
    const bytes = referenceRound(serverSeed, clientSeed, nonce, round);
    for (let i = 0; i + 3 < bytes.length && out.length < count; i += 4) {
      // The games.md sum, term by term.
      out.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

/** Draw by marking taken items and walking to the i-th untaken one. */
export function referenceDraw(n: number, fs: readonly number[], k: number): number[] {
  const taken = new Array<boolean>(n).fill(false);
  const out: number[] = [];
  for (let d = 0; d < k; d += 1) {
    let i = Math.floor(fs[d]! * (n - d));
    for (let item = 0; item < n; item += 1) {
      if (taken[item]) continue;
      if (i === 0) {
        taken[item] = true;
        out.push(item);
        break;
      }
      i -= 1;
    }
  }
  return out;
}
