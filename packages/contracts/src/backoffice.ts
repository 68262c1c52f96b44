import { z } from 'zod';
import { gameSchema } from './games.ts';
import { kopecks } from './money.ts';
import { scopeSchema } from './auth.ts';

/**
 * Back-office API (issue 10 item 6): every route lives under a prefix that
 * names the scope it needs (`/api/support/`, `/api/finance/`, `/api/admin/`),
 * checked on the server for every route under it; every change is audited.
 */

export const playerIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'player_not_found' }).int({ error: 'player_not_found' }).positive({ error: 'player_not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'player_not_found' }),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What support sees of a player. */
export const playerProfileSchema = z.object({
  player: z.object({
    id: z.number().int(),
    login: z.string(),
    scope: z.array(scopeSchema),
    demo: z.boolean(),
    blocked: z.boolean(),
    createdAt: z.string(),
    balances: z.object({ main: z.number().int(), bonus: z.number().int(), demo: z.number().int(), points: z.number().int() }),
    bets: z.number().int(),
    openSessions: z.number().int(),
  }),
  audit: z.array(auditEntrySchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const blockRequestSchema = z.object({ reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500, { error: 'invalid_value' }) });
export const scopesRequestSchema = z.object({ scope: z.array(scopeSchema).min(1, { error: 'invalid_value' }).max(4) });

export const gameSettingsRequestSchema = z
  .object({
    edgeBp: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(50, { error: 'invalid_value' }).max(1000, { error: 'invalid_value' }),
    minBet: kopecks.refine((v) => v > 0, { error: 'invalid_value' }),
    maxBet: kopecks,
    maxWin: kopecks.refine((v) => v > 0, { error: 'invalid_value' }),
  })
  .refine((v) => v.maxBet >= v.minBet, { path: ['maxBet'], message: 'invalid_value' });
export const gameSettingsResponseSchema = z.object({ game: gameSchema, edgeBp: z.number().int(), minBet: z.number().int(), maxBet: z.number().int(), maxWin: z.number().int() });

/** Finance: the house's side of the ledger. */
export const ledgerSummarySchema = z.object({
  accounts: z.array(z.object({ kind: z.string(), unit: z.string(), balance: z.number().int() })),
  players: z.array(z.object({ kind: z.string(), unit: z.string(), total: z.number().int(), accounts: z.number().int() })),
  pending: z.object({ count: z.number().int(), amount: z.number().int() }),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;
