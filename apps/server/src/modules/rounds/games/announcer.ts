import type { LiveMessage } from '@azart/contracts';
import type { Winner } from '../settlement.ts';
import type { RoundRow } from '../store.ts';

/**
 * What a round game says on the live channels besides its rounds (spec §3):
 * the engine runs every game alike and asks the game's announcer at each
 * moment. A game with nothing of its own to say has the silent one.
 */
export type RoundAnnouncer = {
  /** When betting closes, for everyone. */
  bettingClosed(round: RoundRow): LiveMessage | null;
  /** When the result shows, for everyone: `payout` is what the round paid in all. */
  resultShown(round: RoundRow, payout: number): LiveMessage | null;
  /** Added to the winner's own `roundWin` message. */
  winner(roundId: number, winner: Winner): Partial<LiveMessage>;
};

export const silentAnnouncer: RoundAnnouncer = {
  bettingClosed: () => null,
  resultShown: () => null,
  winner: () => ({}),
};
