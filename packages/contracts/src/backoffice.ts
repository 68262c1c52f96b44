import { z } from 'zod';
import { gameSchema } from './games.ts';
import { kopecks } from './money.ts';
import { scopeSchema } from './auth.ts';
import { isPlainText } from './text.ts';

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
  /**
   * The browsers the player signed up or in from (their FingerprintJS visitor ids, issue 23 item 7), newest
   * first, each with the other accounts seen on it: a hint for the one-account-per-person rule, not proof.
   */
  browsers: z.array(z.object({
    visitorId: z.string(),
    firstSeenAt: z.string(),
    lastSeenAt: z.string(),
    otherAccounts: z.array(z.object({ id: z.number().int(), login: z.string() })),
  })),
  audit: z.array(auditEntrySchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const blockRequestSchema = z.object({ reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500, { error: 'invalid_value' }).refine(isPlainText, { error: 'text_invalid_characters' }) });
export const scopesRequestSchema = z.object({ scope: z.array(scopeSchema).min(1, { error: 'invalid_value' }).max(4) });

/** The house edge an admin may set, basis points (games.md §4). */
export const EDGE_BOUNDS_BP = { min: 50, max: 1000 } as const;

export const gameSettingsRequestSchema = z
  .object({
    edgeBp: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(EDGE_BOUNDS_BP.min, { error: 'invalid_value' }).max(EDGE_BOUNDS_BP.max, { error: 'invalid_value' }),
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

// ─── players, their bets and ledger ──────────────────────────────────────────
export const playerSearchQuerySchema = z.object({
  /** A login (prefix, any case) or an id. */
  q: z.string({ error: 'invalid_value' }).trim().max(40, { error: 'invalid_value' }).refine(isPlainText, { error: 'text_invalid_characters' }).optional(),
  limit: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }).default(20),
  offset: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' }).max(1_000_000, { error: 'invalid_value' }).default(0),
});
export const playerListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), login: z.string(), blocked: z.boolean(), scope: z.array(scopeSchema), money: z.number().int(), bonusMoney: z.number().int(), createdAt: z.string() })),
  total: z.number().int(),
});
export type PlayerList = z.infer<typeof playerListSchema>;

export const staffPageQuerySchema = z.object({
  limit: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }).default(20),
  offset: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' }).max(1_000_000, { error: 'invalid_value' }).default(0),
});
export const playerBetsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), game: z.string(), amount: z.number().int(), win: z.number().int(), coefficient: z.number().int(), demo: z.boolean(), createdAt: z.string() })),
  total: z.number().int(),
});
export const playerLedgerSchema = z.object({
  items: z.array(
    z.object({
      postingId: z.number().int(),
      key: z.string(),
      code: z.string(),
      state: z.string(),
      createdAt: z.string(),
      /** This player's entries of the posting: which account and by how much. */
      entries: z.array(z.object({ account: z.string(), unit: z.string(), amount: z.number().int() })),
    }),
  ),
  total: z.number().int(),
});
export type PlayerLedger = z.infer<typeof playerLedgerSchema>;

// ─── audit log ───────────────────────────────────────────────────────────────
export const auditQuerySchema = staffPageQuerySchema.extend({
  action: z.string({ error: 'invalid_value' }).trim().max(64, { error: 'invalid_value' }).refine(isPlainText, { error: 'text_invalid_characters' }).optional(),
  targetType: z.string({ error: 'invalid_value' }).trim().max(32, { error: 'invalid_value' }).refine(isPlainText, { error: 'text_invalid_characters' }).optional(),
  targetId: z.string({ error: 'invalid_value' }).trim().max(64, { error: 'invalid_value' }).refine(isPlainText, { error: 'text_invalid_characters' }).optional(),
});
export const auditListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      actor: z.object({ id: z.number().int(), login: z.string() }).nullable(),
      action: z.string(),
      target: z.object({ type: z.string(), id: z.string() }),
      details: z.record(z.string(), z.unknown()),
      ip: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;

// ─── reconciliation ──────────────────────────────────────────────────────────
/**
 * The ledger checked end to end: totals of every account kind, cached player
 * balances against their entries, postings that do not sum to zero, and the
 * conservation of real money (player balances + house + held = deposits −
 * paid out). `balanced` is true when every check holds.
 */
export const reconciliationSchema = z.object({
  balanced: z.boolean(),
  checkedAt: z.string(),
  totals: z.array(z.object({ kind: z.string(), unit: z.string(), accounts: z.number().int(), total: z.number().int() })),
  cachedMismatches: z.array(z.object({ accountId: z.number().int(), userId: z.number().int().nullable(), kind: z.string(), cached: z.number().int(), entries: z.number().int() })),
  unbalancedPostings: z.array(z.object({ postingId: z.number().int(), key: z.string(), unit: z.string(), sum: z.number().int() })),
  money: z.object({
    deposits: z.number().int(),
    paidOut: z.number().int(),
    players: z.number().int(),
    house: z.number().int(),
    held: z.number().int(),
    /** deposits − paid out − (players + house + held): 0 when every kopeck is accounted for. */
    difference: z.number().int(),
  }),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const adminGamesSchema = z.object({ games: z.array(gameSettingsResponseSchema), edgeBounds: z.object({ min: z.number().int(), max: z.number().int() }) });
