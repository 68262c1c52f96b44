import { z } from 'zod';
import { feedBetSchema } from './games.ts';
import { crazyTimeLiveSchema, megaWheelLiveSchema, roundBetsLiveSchema, roundLiveSchema, roundWinLiveSchema } from './rounds.ts';
import { luckyWheelLiveSchema } from './wheel.ts';
import { tournamentLiveSchema } from './tournaments.ts';
import { supportLiveSchema } from './support.ts';

/** socket.io rooms: everyone's and one player's (architecture.md "Real time"). */
export const BROADCAST_CHANNEL = 'broadcast';
export const userChannel = (userId: number): string => `usr#${userId}`;
/** socket.io event that carries every publication. */
export const PUBLICATION_EVENT = 'publication';

export const balanceMessageSchema = z.object({ money: z.number().int(), bonusMoney: z.number().int(), demoMoney: z.number().int(), depositPoints: z.number().int(), demo: z.boolean(), bonusPlay: z.boolean().optional() });
export type BalanceMessage = z.infer<typeof balanceMessageSchema>;

/** Live message data (spec §3); every field optional. Never code: the client does not evaluate anything. */
export const liveMessageSchema = z.object({
  notify: z.object({ content: z.string(), msg: z.string().optional(), status: z.string().optional(), type: z.enum(['success', 'error', 'info', 'warning']).optional() }).optional(),
  balance: balanceMessageSchema.optional(),
  bet: feedBetSchema.optional(),
  redirect: z.string().optional(),
  reload: z.boolean().optional(),
  /** The cashier: whether a withdrawal of the player's is waiting to be paid out (and so whether history should refresh). */
  wallet: z.object({ waiting: z.boolean() }).optional(),
  logout: z.boolean().optional(),
  /** A round game's round changed state (issue 12): the whole round, as GET /api/rounds/{game}/current has it. */
  round: roundLiveSchema.optional(),
  /** New bets of the current round and its totals, about once a second while betting is open. */
  roundBets: roundBetsLiveSchema.optional(),
  /** To the winner only: what their bets of a round paid. */
  roundWin: roundWinLiveSchema.optional(),
  megawheel: megaWheelLiveSchema.optional(),
  crazytime: crazyTimeLiveSchema.optional(),
  /** A daily wheel win (bonuses.md §3), on `broadcast`. */
  luckywheel: luckyWheelLiveSchema.optional(),
  /** A running tournament's leaderboard moved (bonuses.md §8), on `broadcast`. */
  tournament: tournamentLiveSchema.optional(),
  /** A support agent wrote in one of the player's tickets (issue 14): the ticket and the unread total for the header badge. */
  support: supportLiveSchema.optional(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;
export type Publication = { channel: string; data: LiveMessage };

/**
 * Real-time error codes (spec §8, the numbers of the protocol the spec
 * describes): 103 permission denied (a token that is not ours, a closed
 * session, a blocked player), 109 the token expired and must be refreshed.
 * The server sends them as `data.code` of a refused handshake and with the
 * `token_expired` event (TOKEN_EXPIRED_EVENT) when a connected socket's token runs out.
 */
export const REALTIME_PERMISSION_DENIED = 103;
export const REALTIME_REFRESH_TOKEN = 109;
export type RealtimeErrorData = { code: typeof REALTIME_PERMISSION_DENIED | typeof REALTIME_REFRESH_TOKEN };
/** socket.io event: the private channel was dropped because the token ran out (data: RealtimeErrorData with 109). */
export const TOKEN_EXPIRED_EVENT = 'token_expired';
