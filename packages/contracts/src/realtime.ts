import { z } from 'zod';
import { feedBetSchema } from './games.ts';

/** socket.io rooms: everyone's and one player's (architecture.md "Real time"). */
export const BROADCAST_CHANNEL = 'broadcast';
export const userChannel = (userId: number): string => `usr#${userId}`;
/** socket.io event that carries every publication. */
export const PUBLICATION_EVENT = 'publication';

export const balanceMessageSchema = z.object({ money: z.number().int(), bonusMoney: z.number().int(), demoMoney: z.number().int(), demo: z.boolean() });
export type BalanceMessage = z.infer<typeof balanceMessageSchema>;

/** Live message data (spec §3); every field optional. Never code: the client does not evaluate anything. */
export const liveMessageSchema = z.object({
  notify: z.object({ content: z.string(), msg: z.string().optional(), status: z.string().optional(), type: z.enum(['success', 'error', 'info', 'warning']).optional() }).optional(),
  balance: balanceMessageSchema.optional(),
  bet: feedBetSchema.optional(),
  redirect: z.string().optional(),
  reload: z.boolean().optional(),
  wallet: z.object({ waiting: z.boolean() }).optional(),
  logout: z.boolean().optional(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;
export type Publication = { channel: string; data: LiveMessage };
