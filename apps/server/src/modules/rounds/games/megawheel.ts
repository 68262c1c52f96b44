import { MEGA_WHEEL_COLORS } from '@azart/contracts';
import type { RoundRow } from '../store.ts';
import type { RoundAnnouncer } from './announcer.ts';

/** Mega Wheel's `x` (spec §3): the mega spot's multiplier and colour. */
function megaX(round: RoundRow): { x: number; color: string; spot: number } | null {
  const mega = (round.result as { mega?: { spot: number; multiplier: number } }).mega;
  return mega ? { x: mega.multiplier, color: MEGA_WHEEL_COLORS[String(mega.spot)] ?? '#ffffff', spot: mega.spot } : null;
}

export const megaWheelAnnouncer: RoundAnnouncer = {
  bettingClosed(round) {
    const x = megaX(round);
    return x ? { megawheel: { roundId: round.id, x } } : null;
  },
  resultShown(round, payout) {
    const x = megaX(round);
    return { megawheel: { roundId: round.id, allwin: payout, ...(x ? { x } : {}) } };
  },
  winner: (roundId, winner) => ({ megawheel: { roundId, winmoney: winner.win } }),
};
