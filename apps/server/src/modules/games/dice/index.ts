import { diceCoefficient, diceOutcome, GAME_SPECS } from '@azart/fairness';
import { instantGame } from '../frame/instant-game.ts';

/** Dice (games.md §2): the coefficient is fixed by the chance before the roll. */
export const game = instantGame(GAME_SPECS.dice, {
  maxCoefficient: (p, edgeBp) => diceCoefficient(p.chanceBp, edgeBp),
  play(seeds, p, edgeBp) {
    const { number, won, coefficient } = diceOutcome(seeds, { chanceBp: p.chanceBp, side: p.side, edgeBp });
    return { paidCoefficient: won ? coefficient : 0, coefficient, outcome: { number } };
  },
});
