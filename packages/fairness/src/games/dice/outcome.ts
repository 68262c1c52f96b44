import { floats } from '../../bytes.ts';
import type { Seeds } from '../../bytes.ts';
import { diceCoefficient, diceIsWin, diceRollFromFloat, type DiceSide } from './maths.ts';

/**
 * Dice's roll and outcome from the seeds (games.md §2), apart from ./maths.ts
 * so that a page showing chances and coefficients carries no HMAC code.
 *
 * N = floor(f × 1 000 000). f = units / 2^32, so f × 10^6 is exact in a
 * double (under 2^52) and the floor is the mathematical one.
 */
export function diceRoll(seeds: Seeds): number {
  const [f = 0] = floats(seeds, 1);
  return diceRollFromFloat(f);
}

export type DiceParams = { chanceBp: number; side: DiceSide; edgeBp: number };
/** `coefficient` is the bet's coefficient (hundredths, shown before the roll); a loss pays nothing. */
export type DiceOutcome = { number: number; won: boolean; coefficient: number };

export function diceOutcome(seeds: Seeds, p: DiceParams): DiceOutcome {
  const coefficient = diceCoefficient(p.chanceBp, p.edgeBp);
  const roll = diceRoll(seeds);
  return { number: roll, won: diceIsWin(roll, p.chanceBp, p.side), coefficient };
}
