/**
 * Crazy Time bonus: Pachinko. A puck drops into one of 16 slots. A number
 * slot pays its multiplier; a DOUBLE slot doubles every multiplier on the
 * board and the puck drops again. After PACHINKO_MAX_DOUBLINGS doublings the
 * DOUBLE slots close: the last drop lands on one of the 14 number slots.
 * Everyone sees the same drops.
 *
 * Floats, in order: one per drop, at most 5. While fewer than 4 doublings
 * happened, the slot is floor(f × 16) over the board, left to right; after
 * 4, it is the floor(f × 14)-th number slot, left to right.
 */
import { fraction, mul } from '../rational.ts';
import type { Fraction } from '../rational.ts';
import { uniformIndex, unitAt } from './draw.ts';
import { lawAdd, ONE, sortedLaw } from './law.ts';
import type { Law } from './law.ts';

export type PachinkoSlot = number | 'DOUBLE';

/** The slots, left to right (symmetric). */
export const PACHINKO_BOARD: readonly PachinkoSlot[] = Object.freeze([7, 15, 3, 'DOUBLE', 25, 5, 50, 10, 10, 50, 5, 25, 'DOUBLE', 3, 15, 7] as const);
export const PACHINKO_MAX_DOUBLINGS = 4;
export const PACHINKO_FLOATS = PACHINKO_MAX_DOUBLINGS + 1;
/** Indices of the number slots: where the last drop may land once the DOUBLE slots are closed. */
export const PACHINKO_NUMBER_SLOTS: readonly number[] = Object.freeze(
  PACHINKO_BOARD.flatMap((slot, i) => (slot === 'DOUBLE' ? [] : [i])),
);

export type PachinkoResult = {
  /** Slot of each drop, in order; every one but the last is a DOUBLE. */
  drops: number[];
  doublings: number;
  /** The paying slot (the last drop). */
  slot: number;
  /** The slot's multiplier × 2^doublings. */
  multiplier: number;
};

/** How many slots a drop chooses from after `doublings` doublings. */
function dropRange(doublings: number): number {
  return doublings < PACHINKO_MAX_DOUBLINGS ? PACHINKO_BOARD.length : PACHINKO_NUMBER_SLOTS.length;
}

/** The board slot of the drop's index (0 … dropRange − 1). */
function dropSlot(doublings: number, index: number): number {
  return doublings < PACHINKO_MAX_DOUBLINGS ? index : (PACHINKO_NUMBER_SLOTS[index] ?? -1);
}

export function pachinkoFromUnits(units: readonly number[]): PachinkoResult {
  const drops: number[] = [];
  for (let doublings = 0; ; doublings += 1) {
    const slot = dropSlot(doublings, uniformIndex(unitAt(units, doublings), dropRange(doublings)));
    drops.push(slot);
    const value = PACHINKO_BOARD[slot];
    if (typeof value === 'number') return { drops, doublings, slot, multiplier: value * 2 ** doublings };
  }
}

/** Exact law of the paying multiplier: the drops as a finite Markov chain on the number of doublings. */
export function pachinkoLaw(): Law {
  const law = new Map<number, Fraction>();
  const walk = (doublings: number, p: Fraction): void => {
    const range = dropRange(doublings);
    const each = mul(p, fraction(1, range));
    for (let index = 0; index < range; index += 1) {
      const value = PACHINKO_BOARD[dropSlot(doublings, index)];
      if (typeof value === 'number') lawAdd(law, value * 2 ** doublings, each);
      else walk(doublings + 1, each);
    }
  };
  walk(0, ONE);
  return sortedLaw(law);
}
