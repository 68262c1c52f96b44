import { z } from 'zod';
import { staffPageQuerySchema } from './backoffice.ts';
import { kopecks } from './money.ts';

/**
 * Tournaments (bonuses.md §8, spec §3, §7). Money in kopecks; points are
 * coins of the stake percentage (a Dice bet of 100 coins makes 3 points),
 * reported to two decimals (points accrue in ten-thousandths on the server
 * and are cut, never rounded up, for display). `ratePerPoint`: kopecks per
 * point (kind bank; rounded down, so the payouts never exceed the bank).
 */
export const TOURNAMENT_KINDS = ['bank', 'places', 'referral'] as const;
export const tournamentKindSchema = z.enum(TOURNAMENT_KINDS);
export type TournamentKind = z.infer<typeof tournamentKindSchema>;
/** running → paying (places fixed, payouts written) → paid (every payout posted). */
export const TOURNAMENT_STATES = ['running', 'paying', 'paid'] as const;
export const tournamentStateSchema = z.enum(TOURNAMENT_STATES);
export type TournamentState = z.infer<typeof tournamentStateSchema>;

export const tournamentPlaceSchema = z.object({
  place: z.number().int(),
  nick: z.string(),
  /** Kinds bank and places: points; referral: the referrals' deposits in coins. */
  points: z.number(),
  /** What the place pays (expected while running, paid once ended), kopecks. */
  reward: z.number().int(),
});
export type TournamentPlace = z.infer<typeof tournamentPlaceSchema>;

export const tournamentSchema = z.object({
  id: z.number().int(),
  kind: tournamentKindSchema,
  state: tournamentStateSchema,
  /** The bank now (kind bank: set or grown with the day's revenue; places and referral: the sum of the prizes). */
  bank: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalPoints: z.number(),
  ratePerPoint: z.number().int(),
  /** Place 1 and place 2 prizes (kinds places and referral), kopecks. */
  prizes: z.object({ '1': z.number().int(), '2': z.number().int() }),
  /** The first 50 (spec §3). */
  places: z.array(tournamentPlaceSchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** `GET /api/bonus/tournaments/init` (public): the award store of the running places tournament, the running tournaments and the last ended ones. */
export const tournamentsInitSchema = z.object({
  award: z.object({
    places: z.object({ '1': z.number().int(), '2': z.number().int() }),
    /** Sum of the prizes. */
    bank: z.number().int(),
    tournamentId: z.number().int().nullable(),
    endsAt: z.string().nullable(),
  }),
  tournaments: z.array(tournamentSchema),
  /** Ended tournaments, newest first, with what each place was paid. */
  history: z.array(tournamentSchema),
});
export type TournamentsInit = z.infer<typeof tournamentsInitSchema>;

/** `GET /api/bonus/tournaments/my` (auth): the player's standing in each running tournament. */
export const myTournamentsSchema = z.object({
  tournaments: z.array(z.object({ id: z.number().int(), points: z.number(), place: z.number().int().nullable(), expectedReward: z.number().int() })),
});
export type MyTournaments = z.infer<typeof myTournamentsSchema>;

/** Live (`tournament` on `broadcast`): one running tournament's new state, pushed while its points move (at most every few seconds). */
export const tournamentLiveSchema = tournamentSchema;
export type TournamentLive = z.infer<typeof tournamentLiveSchema>;

/** Refusals of the back office's tournament calls. */
export const TOURNAMENT_MESSAGES = {
  tournament_dates_invalid: { ru: 'Турнир должен закончиться позже, чем начнётся, и не в прошлом', en: 'A tournament must end after it starts, and not in the past' },
  tournament_ended: { ru: 'Турнир уже завершён: его условия не меняются', en: 'This tournament has ended: its terms can no longer change' },
} as const;

const basisPoints = z.number({ error: 'validation_failed' }).int({ error: 'validation_failed' }).min(0, { error: 'validation_failed' }).max(10_000, { error: 'validation_failed' });
const tournamentDate = z.iso.datetime({ offset: true, error: 'tournament_dates_invalid' });

/**
 * The terms an admin sets (bonuses.md §8: "set by admin"): kind bank's bank
 * (kopecks; null → `bankRevenueBp` of the period's house revenue); the place
 * prizes (kopecks) and their growth (basis points of every real-money stake).
 */
export const tournamentTermsSchema = z.object({
  bank: kopecks.nullable().optional(),
  bankRevenueBp: basisPoints.optional(),
  prize1: kopecks.optional(),
  prize2: kopecks.optional(),
  prize1Bp: basisPoints.optional(),
  prize2Bp: basisPoints.optional(),
});
export type TournamentTerms = z.infer<typeof tournamentTermsSchema>;

/** `POST /api/admin/tournaments`: a tournament beside the default periods' ones. */
export const adminTournamentCreateSchema = tournamentTermsSchema.extend({ kind: tournamentKindSchema, startsAt: tournamentDate, endsAt: tournamentDate });
export type AdminTournamentCreate = z.infer<typeof adminTournamentCreateSchema>;
export const tournamentIdParamsSchema = z.object({ id: z.coerce.number({ error: 'not_found' }).int({ error: 'not_found' }).positive({ error: 'not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'not_found' }) });
export const adminTournamentResponseSchema = z.object({ tournament: tournamentSchema });

/** `GET /api/admin/tournaments`: newest first, a page at a time, narrowed by state and kind. */
export const adminTournamentsQuerySchema = staffPageQuerySchema.extend({
  state: z.enum(TOURNAMENT_STATES, { error: 'invalid_value' }).optional(),
  kind: z.enum(TOURNAMENT_KINDS, { error: 'invalid_value' }).optional(),
});
export type AdminTournamentsQuery = z.input<typeof adminTournamentsQuerySchema>;

const placePrizes = z.object({ '1': z.number().int(), '2': z.number().int() });

/**
 * A tournament in the back office's list: its terms as set (the bank an admin
 * fixed or the revenue share, the prizes and their growth per stake), where
 * it stands (bank now, points, rate, participants) and what it has paid.
 * Money in kopecks, shares in basis points; nothing else is sent.
 */
export const adminTournamentSchema = z.object({
  id: z.number().int(),
  kind: tournamentKindSchema,
  state: tournamentStateSchema,
  /** The default period it was opened for (`day:2026-11-25`, `week:…`, `month:…`); null for one an admin created. */
  period: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
  /** The bank now (kind bank: set, or grown with the period's revenue, fixed at the end; places and referral: the sum of the prizes). */
  bank: z.number().int(),
  /** Kind bank: the bank an admin set; null → `bankRevenueBp` of the period's house revenue. */
  fixedBank: z.number().int().nullable(),
  bankRevenueBp: z.number().int(),
  /** Place 1 and place 2 prizes (kinds places and referral), whole kopecks. */
  prizes: placePrizes,
  /** What each prize grows by per real-money stake, basis points (0: stays as set). */
  prizeGrowthBp: placePrizes,
  /** Kinds bank and places: points (two decimals); referral: the referrals' deposits in coins. */
  totalPoints: z.number(),
  /** Kind bank: kopecks per point (expected while running, applied once ended). */
  ratePerPoint: z.number().int(),
  /** Players with points (kinds bank and places) or referrers with rewarded referrals' deposits (referral). */
  participants: z.number().int(),
  /** Prizes posted to the winners so far, kopecks. */
  paid: z.number().int(),
});
export type AdminTournament = z.infer<typeof adminTournamentSchema>;
export const adminTournamentListSchema = z.object({ items: z.array(adminTournamentSchema), total: z.number().int() });
export type AdminTournamentList = z.infer<typeof adminTournamentListSchema>;
