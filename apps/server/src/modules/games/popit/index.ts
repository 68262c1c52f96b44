import { GAME_SPECS, popitCoefficient, popitOutcome } from '@azart/fairness';
import { instantGame } from '../frame/instant-game.ts';

/** Popit (games.md §2, paytable in docs/games/popit-paytable.md): pays by the number of picked bubbles that pop. */
export const game = instantGame(GAME_SPECS.popit, {
  // Paytables never decrease with hits, so hitting every pick is the best case.
  maxCoefficient: (p, edgeBp) => popitCoefficient(p.risk, p.picks.length, p.picks.length, edgeBp),
  play(seeds, p, edgeBp) {
    const { drawn, hits, coefficient } = popitOutcome(seeds, { picks: p.picks, risk: p.risk, edgeBp });
    return { paidCoefficient: coefficient, coefficient, outcome: { drawn, hits } };
  },
});
