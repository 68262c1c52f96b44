import { resultOf } from '../views.ts';
import type { RoundAnnouncer } from './announcer.ts';

/** Crazy Time (spec §3): the top slot and the bonus game when betting closes, the round's payout and each winner's. */
export const crazyTimeAnnouncer: RoundAnnouncer = {
  bettingClosed(round) {
    const result = resultOf(round) as { bonus: { game: string } | null };
    const view = round.result as { topSlot: { spot: string; multiplier: number }; spot: string };
    return { crazytime: { roundId: round.id, topSlot: view.topSlot, bonus: result.bonus ? String(view.spot) : null } };
  },
  resultShown: (round, payout) => ({ crazytime: { roundId: round.id, allwin: payout } }),
  winner: (roundId, winner) => ({ crazytime: { roundId, winmoney: winner.win } }),
};
