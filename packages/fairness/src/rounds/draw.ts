/**
 * The two draws every round game is made of, both on one float each
 * (units = f × 2^32, an integer 0 … 2^32 − 1, see ../bytes.ts):
 *
 * - a uniform index: `floor(f × range)`, as in games.md's draw;
 * - a weighted value: `floor(f × total weight)` read against the running sum
 *   of the weights, in the order the table lists them.
 */
import { FLOAT_UNITS } from '../bytes.ts';
import { InvalidGameInput, assertIntegerInRange } from '../errors.ts';

/** The largest range a draw takes: units × range stays below 2^53, so the floor is exact. */
export const MAX_DRAW_RANGE = 2 ** 20;

/** floor(f × range) for f = units / 2^32, computed without rounding. */
export function uniformIndex(units: number, range: number): number {
  assertIntegerInRange('float units', units, 0, FLOAT_UNITS - 1);
  assertIntegerInRange('range', range, 1, MAX_DRAW_RANGE);
  return Math.floor((units * range) / FLOAT_UNITS);
}

/** Values with integer weights; value i is drawn with probability weights[i] / total. */
export type WeightedTable = {
  readonly values: readonly number[];
  readonly weights: readonly number[];
  readonly total: number;
};

/**
 * Builds a frozen table from [value, weight] pairs. Values must be distinct
 * positive integers listed in increasing order and weights positive integers:
 * the order is part of the game (it decides which floats give which value).
 */
export function weightedTable(entries: readonly (readonly [value: number, weight: number])[]): WeightedTable {
  if (entries.length === 0) throw new InvalidGameInput('a weighted table needs at least one value');
  let total = 0;
  let previous = 0;
  for (const [value, weight] of entries) {
    assertIntegerInRange('table value', value, previous + 1, Number.MAX_SAFE_INTEGER);
    assertIntegerInRange('table weight', weight, 1, MAX_DRAW_RANGE);
    previous = value;
    total += weight;
  }
  assertIntegerInRange('table total weight', total, 1, MAX_DRAW_RANGE);
  return Object.freeze({
    values: Object.freeze(entries.map(([value]) => value)),
    weights: Object.freeze(entries.map(([, weight]) => weight)),
    total,
  });
}

/** The value whose slice of 0 … total − 1 holds floor(f × total). */
export function weightedValue(table: WeightedTable, units: number): number {
  let index = uniformIndex(units, table.total);
  for (let i = 0; i < table.values.length; i += 1) {
    const weight = table.weights[i] ?? 0;
    if (index < weight) return table.values[i] ?? 0;
    index -= weight;
  }
  throw new InvalidGameInput('weighted table weights do not add up to its total');
}


/** Checks a units array handed to a *FromUnits function. */
export function assertUnits(units: readonly number[], count: number): void {
  if (!Array.isArray(units) || units.length < count) {
    throw new InvalidGameInput(`this draw needs ${count} floats, got ${Array.isArray(units) ? units.length : 'none'}`);
  }
}

/** units[i], checked: a float's units are an integer 0 … 2^32 − 1. */
export function unitAt(units: readonly number[], i: number): number {
  const value = units[i];
  if (value === undefined) throw new InvalidGameInput(`float ${i} is missing`);
  assertIntegerInRange(`float ${i} units`, value, 0, FLOAT_UNITS - 1);
  return value;
}
