import { InvalidGameInput } from './errors.ts';

/**
 * games.md draw: for each float take i = floor(f × remaining), output the
 * i-th remaining item and remove it. f × remaining is exact in doubles
 * (f has 32 significant bits, remaining ≤ 2^21), so floor never misrounds.
 */
export function drawWithoutReplacement<T>(items: readonly T[], fs: readonly number[], k: number): T[] {
  if (!Number.isInteger(k) || k < 0 || k > items.length) {
    throw new InvalidGameInput(`cannot draw ${String(k)} of ${items.length} items`);
  }
  if (fs.length < k) throw new InvalidGameInput(`drawing ${k} items needs ${k} floats, got ${fs.length}`);
  const remaining = [...items];
  const drawn: T[] = [];
  for (let n = 0; n < k; n += 1) {
    const f = fs[n] ?? Number.NaN;
    if (!(f >= 0 && f < 1)) throw new InvalidGameInput(`float ${n} must be in [0, 1), got ${String(f)}`);
    const [item] = remaining.splice(Math.floor(f * remaining.length), 1) as [T];
    drawn.push(item);
  }
  return drawn;
}

/** 0, 1, …, n − 1: the tiles, cells and bubbles the games draw over. */
export function indices(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
