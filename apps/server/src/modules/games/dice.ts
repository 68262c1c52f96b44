import { diceCoefficient, diceOutcome } from '@azart/fairness';
import type { DiceSide } from '@azart/contracts';
import type { InstantGame } from './instant.ts';

export type DiceParams = { chanceBp: number; side: DiceSide };

/** Dice (games.md §2): the coefficient is fixed by the chance before the roll. */
export const dice: InstantGame<DiceParams> = {
  game: 'dice',
  maxCoefficient: (p, edgeBp) => diceCoefficient(p.chanceBp, edgeBp),
  play(seeds, p, edgeBp) {
    const { number, won, coefficient } = diceOutcome(seeds, { chanceBp: p.chanceBp, side: p.side, edgeBp });
    return { paidCoefficient: won ? coefficient : 0, coefficient, outcome: { number } };
  },
};
