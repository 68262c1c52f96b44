import { bubblesOutcome, GAME_SPECS } from '@azart/fairness';
import { instantGame } from '../frame/instant-game.ts';

/** Bubbles (games.md §2): wins when the result reaches the target, paying the target. */
export const game = instantGame(GAME_SPECS.bubbles, {
  maxCoefficient: (p) => p.target,
  play(seeds, p, edgeBp) {
    const { result, won } = bubblesOutcome(seeds, { target: p.target, edgeBp });
    return { paidCoefficient: won ? p.target : 0, coefficient: p.target, outcome: { result } };
  },
});
