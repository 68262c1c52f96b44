/**
 * Exact probability laws: value → probability as BigInt fractions. The
 * return proofs of the round games build the law of what a bet pays from the
 * games' own tables and step functions and take its mean.
 *
 * Probabilities are those of the ideal uniform draw: floor(f × r) picks each
 * index with probability 1/r. The real float is a multiple of 2^-32, which
 * moves each index's probability by less than 2^-32 (see the draw test); the
 * returns quoted and asserted are those of the ideal draw, as for the other
 * draw games of the package (../returns.ts).
 */
import { add, compare, fraction, mul, sum } from '../rational.ts';
import type { Fraction } from '../rational.ts';
import type { WeightedTable } from './draw.ts';

/** Value → probability, values in increasing order. */
export type Law = ReadonlyMap<number, Fraction>;

export const ONE: Fraction = fraction(1);

/** Adds probability p to a value of a law under construction. */
export function lawAdd(law: Map<number, Fraction>, value: number, p: Fraction): void {
  if (p.num === 0n) return;
  const before = law.get(value);
  law.set(value, before === undefined ? p : add(before, p));
}

/** The same law with its values in increasing order (Maps iterate in insertion order). */
export function sortedLaw(law: ReadonlyMap<number, Fraction>): Law {
  return new Map([...law].filter(([, p]) => p.num !== 0n).sort(([a], [b]) => a - b));
}

/** A single value with probability 1. */
export function pointLaw(value: number): Law {
  return new Map([[value, ONE]]);
}

/** Each index 0 … range − 1 with probability 1/range, mapped to a value. */
export function uniformLaw(range: number, valueOf: (index: number) => number): Law {
  const law = new Map<number, Fraction>();
  const p = fraction(1, range);
  for (let i = 0; i < range; i += 1) lawAdd(law, valueOf(i), p);
  return sortedLaw(law);
}

export function weightedLaw(table: WeightedTable): Law {
  const law = new Map<number, Fraction>();
  table.values.forEach((value, i) => lawAdd(law, value, fraction(table.weights[i] ?? 0, table.total)));
  return sortedLaw(law);
}

/** Σ pᵢ × lawᵢ for weights pᵢ summing to 1. */
export function mixLaws(parts: readonly (readonly [p: Fraction, law: Law])[]): Law {
  const law = new Map<number, Fraction>();
  for (const [p, part] of parts) for (const [value, q] of part) lawAdd(law, value, mul(p, q));
  return sortedLaw(law);
}



export function lawTotal(law: Law): Fraction {
  return sum([...law.values()]);
}

export function lawMean(law: Law): Fraction {
  return sum([...law].map(([value, p]) => mul(fraction(value), p)));
}

/** P(value > threshold). */
export function lawAbove(law: Law, threshold: number): Fraction {
  return sum([...law].filter(([value]) => value > threshold).map(([, p]) => p));
}

/** The largest value with a positive probability (laws keep no zero entries). */
export function lawMax(law: Law): number {
  return Math.max(...law.keys());
}

/** Same values with the same probabilities. */
export function lawsEqual(a: Law, b: Law): boolean {
  if (a.size !== b.size) return false;
  for (const [value, p] of a) {
    const q = b.get(value);
    if (q === undefined || compare(p, q) !== 0) return false;
  }
  return true;
}
