/**
 * Crazy Time bonus: Cash Hunt. 108 multipliers (the multiset below) are
 * shuffled onto positions 0–107; each player picks one position and wins
 * its multiplier. A player who did not pick in time gets the round's default
 * position, the same for all of them.
 *
 * Floats, in order: 0 the default pick (floor(f × 108)); 1–108 the shuffle:
 * games.md's draw without replacement over the multiset listed in increasing
 * order, the n-th item drawn going to position n (the last float always
 * takes the one item left).
 *
 * Every position holds each of the 108 items with probability 1/108, so a
 * pick, made or default, does not change what the bet is worth
 * (cashHuntLaw, proved in __tests__/rounds-returns.test.ts).
 */
import { drawWithoutReplacement } from '../draw.ts';
import { FLOAT_UNITS } from '../bytes.ts';
import { InvalidGameInput, assertIntegerInRange } from '../errors.ts';
import { fraction, mul } from '../rational.ts';
import type { Fraction } from '../rational.ts';
import { assertUnits, uniformIndex, unitAt } from './draw.ts';
import { lawAdd, ONE, sortedLaw } from './law.ts';
import type { Law } from './law.ts';

export const CASH_HUNT_POSITIONS = 108;
export const CASH_HUNT_FLOATS = 1 + CASH_HUNT_POSITIONS;

/** [multiplier, copies]: 108 items, mean ×19.41. */
export const CASH_HUNT_MULTISET: readonly (readonly [multiplier: number, copies: number])[] = Object.freeze([
  [5, 26], [7, 18], [10, 18], [15, 14], [20, 10], [25, 8], [50, 7], [75, 4], [100, 2], [200, 1],
].map((entry) => Object.freeze(entry as [number, number])));

/** The 108 items in increasing order: the list the shuffle draws from. */
export const CASH_HUNT_ITEMS: readonly number[] = Object.freeze(CASH_HUNT_MULTISET.flatMap(([value, copies]) => Array<number>(copies).fill(value)));

export type CashHuntResult = {
  /** board[position] = that position's multiplier (before any top-slot multiplier). */
  board: number[];
  /** The position of every player who did not pick. */
  defaultPick: number;
};

export function assertCashHuntPick(pick: number): void {
  assertIntegerInRange('cashHuntPick', pick, 0, CASH_HUNT_POSITIONS - 1);
}

export function cashHuntFromUnits(units: readonly number[]): CashHuntResult {
  assertUnits(units, CASH_HUNT_FLOATS);
  const defaultPick = uniformIndex(unitAt(units, 0), CASH_HUNT_POSITIONS);
  const shuffle = Array.from({ length: CASH_HUNT_POSITIONS }, (_, i) => unitAt(units, 1 + i) / FLOAT_UNITS);
  return { board: drawWithoutReplacement(CASH_HUNT_ITEMS, shuffle, CASH_HUNT_POSITIONS), defaultPick };
}

/** A player's Cash Hunt: their pick (or the default) and the multiplier under it. */
export function cashHuntOutcome(result: CashHuntResult, pick?: number): { pick: number; multiplier: number } {
  if (!Array.isArray(result?.board) || result.board.length !== CASH_HUNT_POSITIONS) throw new InvalidGameInput('a Cash Hunt board has 108 positions');
  const at = pick ?? result.defaultPick;
  assertCashHuntPick(at);
  return { pick: at, multiplier: result.board[at] as number };
}

/**
 * P(the item drawn n-th is one given item), for the draw without
 * replacement over 108 items: it survives draws 0 … n − 1 (at draw t,
 * 108 − t items remain, so it survives with (107 − t) / (108 − t)) and is
 * taken at draw n (1 / (108 − n)). The product telescopes to 1/108.
 */
export function cashHuntPositionProbability(position: number): Fraction {
  assertCashHuntPick(position);
  let p = ONE;
  for (let t = 0; t < position; t += 1) p = mul(p, fraction(CASH_HUNT_POSITIONS - 1 - t, CASH_HUNT_POSITIONS - t));
  return mul(p, fraction(1, CASH_HUNT_POSITIONS - position));
}

/**
 * Exact law of the multiplier at `pick`, or at the default pick when
 * `pick` is undefined (the default is uniform over 108 positions and drawn
 * from its own float, independent of the shuffle).
 */
export function cashHuntLaw(pick?: number): Law {
  const law = new Map<number, Fraction>();
  const positions = pick === undefined ? Array.from({ length: CASH_HUNT_POSITIONS }, (_, i) => i) : [pick];
  const weight = fraction(1, positions.length);
  for (const position of positions) {
    const p = mul(weight, cashHuntPositionProbability(position));
    for (const item of CASH_HUNT_ITEMS) lawAdd(law, item, p);
  }
  return sortedLaw(law);
}
