/**
 * Exact fractions over BigInt, for the return proofs. Kept tiny on purpose:
 * the games only need +, ×, comparison and a readable decimal.
 */
export type Fraction = { readonly num: bigint; readonly den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction with a zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO: Fraction = fraction(0n);

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(add, ZERO);
}

/** −1, 0 or 1 as a < b, a = b, a > b. */
export function compare(a: Fraction, b: Fraction): number {
  const diff = a.num * b.den - b.num * a.den;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Nearest double, good to ~1e-15 relative: for reports, never for decisions. */
export function toNumber(a: Fraction): number {
  const scale = 10n ** 18n;
  return Number((a.num * scale) / a.den) / 1e18;
}

/** Binomial coefficient C(n, k) exactly. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < Math.min(k, n - k); i += 1) {
    result = (result * BigInt(n - i)) / BigInt(i + 1);
  }
  return result;
}
