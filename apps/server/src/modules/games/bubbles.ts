import { bubblesOutcome } from '@azart/fairness';
import type { InstantGame } from './instant.ts';

/** Target in hundredths (2.5 → 250). */
export type BubblesParams = { target: number };

/** Bubbles (games.md §2): wins when the result reaches the target, paying the target. */
export const bubbles: InstantGame<BubblesParams> = {
  game: 'bubbles',
  maxCoefficient: (p) => p.target,
  play(seeds, p, edgeBp) {
    const { result, won } = bubblesOutcome(seeds, { target: p.target, edgeBp });
    return { paidCoefficient: won ? p.target : 0, coefficient: p.target, outcome: { result } };
  },
};
