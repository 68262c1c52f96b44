import { z } from 'zod';
import { GAME_SPECS, ROUND_GAME_IDS, type BonusDrawVerifyQueryInput, type GameId, type GameSpec, type RoundGameId } from '@azart/fairness';
import { authResponseSchema, loginRequestSchema, okResponseSchema, registerRequestSchema, userResponseSchema, userSchema, type User } from './auth.ts';
import { passwordChangeRequestSchema, passwordStatusSchema, sessionIdParamsSchema, sessionListSchema, totpCodeRequestSchema, totpRecoveryCodesSchema, totpSetupSchema, totpStatusSchema } from './profile.ts';
import {
  adminGamesSchema, auditListSchema, auditQuerySchema, blockRequestSchema, gameSettingsRequestSchema, gameSettingsResponseSchema, ledgerSummarySchema, playerBetsSchema, playerIdParamsSchema,
  playerLedgerSchema, playerListSchema, playerProfileSchema, playerSearchQuerySchema, reconciliationSchema, scopesRequestSchema, staffPageQuerySchema,
} from './backoffice.ts';
import {
  adjustmentRequestSchema, adminClaimListSchema, adminClaimResponseSchema, adminClaimsQuerySchema, adminDepositListSchema, adminDepositsQuerySchema, adminWithdrawalListSchema,
  adminWithdrawalResponseSchema, adminWithdrawalsQuerySchema, claimListSchema, claimResponseSchema, depositListSchema, depositRequestSchema, depositResponseSchema, pageQuerySchema,
  paymentIdParamsSchema, paymentMethodsResponseSchema, reasonRequestSchema, templateListSchema, withdrawalListSchema, withdrawalRequestSchema, withdrawalResponseSchema, withdrawalRulesSchema,
} from './payments.ts';
import { bonusExchangeRequestSchema, bonusExchangeResponseSchema, bonusGrantSchema, bonusGrantsResponseSchema, bonusOverviewSchema, bonusTransferRequestSchema, bonusTransferResponseSchema, rakebackClaimResponseSchema } from './bonus.ts';
import { demoSetRequestSchema, playBalanceRequestSchema } from './demo.ts';
import { statusesResponseSchema, statusSpinResponseSchema } from './statuses.ts';
import { adminPromoActivationsSchema, adminPromoListSchema, adminPromoResponseSchema, promoActivateRequestSchema, promoActivateResponseSchema, promoCreateRequestSchema, promoIdParamsSchema } from './promo.ts';
import { adminBoostRequestSchema, adminBoostResponseSchema, adminGrantRequestSchema, bonusSettingsPatchSchema, bonusSettingsResponseSchema, grantIdParamsSchema } from './bonus-settings.ts';
import { wheelMySpinsResponseSchema, wheelSpinResponseSchema, wheelWinsResponseSchema } from './wheel.ts';
import { adminTournamentCreateSchema, adminTournamentListSchema, adminTournamentResponseSchema, adminTournamentsQuerySchema, myTournamentsSchema, tournamentIdParamsSchema, tournamentsInitSchema, tournamentTermsSchema } from './tournaments.ts';
import { freeCoinsCaptchaResponseSchema, freeCoinsClaimRequestSchema, freeCoinsClaimResponseSchema } from './free-coins.ts';
import {
  adminScreenshotListSchema, adminScreenshotResponseSchema, adminScreenshotsQuerySchema, newYearClaimResponseSchema, repostClaimRequestSchema, repostClaimResponseSchema, screenshotIdParamsSchema,
  screenshotResponseSchema, socialNetworkParamsSchema, socialStateSchema,
} from './social.ts';
import { socialCallbackRequestSchema, socialOutcomeSchema, socialRegisterRequestSchema, socialStartRequestSchema, socialStartResponseSchema, socialVerifyRequestSchema } from './social-signin.ts';
import { refActivateQuerySchema, refActivateResponseSchema, refHitRequestSchema, refsResponseSchema } from './referrals.ts';
import {
  agentAssignRequestSchema, agentStatusRequestSchema, agentTicketListSchema, agentTicketResponseSchema, agentTicketsQuerySchema, cannedReplyListSchema, cannedReplyRequestSchema,
  cannedReplyResponseSchema, supportAttachmentParamsSchema, supportTicketIdParamsSchema, supportTicketListSchema, supportTicketResponseSchema, supportUnreadSchema,
} from './support.ts';
import { healthSchema, settingsResponseSchema, versionSchema } from './errors.ts';
import { rotateRequestSchema, rotateResponseSchema, seedPairSchema, verifyQuerySchema, verifyResponseSchema, type VerifyQuery } from './fairness.ts';
import {
  chainsResponseSchema, currentRoundResponseSchema, roundBetRequestSchema, roundBetResponseSchema, roundChoiceRequestSchema, roundChoiceResponseSchema, roundHistoryQuerySchema,
  roundHistoryResponseSchema, type RoundVerifyQuery,
} from './rounds.ts';
import { betDetailSchema, betListQuerySchema, feedResponseSchema, gameLimitsResponseSchema, gameSchema, myBetsResponseSchema } from './games.ts';

/**
 * The API as one table (issue 10 item 7): for each method and path, the
 * schemas of what a route takes (path parameters, query, JSON body) and of
 * what it answers with 200. They are the schemas the server validates and
 * serialises with, so the web client is typed from them (no hand-written
 * response types) and checks every answer against them in development.
 *
 * Each own game's routes come from its spec (packages/fairness/src/games):
 * an instant game has `POST /api/games/{id}/bet`; a steps game has start, its
 * pick route (`stepPath`), auto, cashout and `GET …/current`.
 */
export type Endpoint = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is multipart/form-data (files), not JSON: the fields are checked by the route itself. */
  readonly multipart?: true;
  /** The answer is a file, not JSON (`response` then describes nothing to parse). */
  readonly file?: true;
  readonly response: z.ZodType;
};
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `GET /api/bets/latest`: the public feed, optionally of one game. */
export const feedQuerySchema = z.object({
  game: gameSchema.optional(),
  limit: z.coerce.number({ error: 'invalid_value' }).int().min(1, { error: 'invalid_value' }).max(50, { error: 'invalid_value' }).default(20),
});
/** `GET /api/bets/:id`: a bet id; anything else is the same 404 as a bet of someone else's. */
export const betIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'bet_not_found' }).int({ error: 'bet_not_found' }).positive({ error: 'bet_not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'bet_not_found' }),
});
export const gameParamsSchema = z.object({ game: gameSchema });

type Specs = typeof GAME_SPECS;
/** Games played in rounds of picks: their spec has a round schema. */
export type StepsGameId = { [G in GameId]: Specs[G]['round'] extends z.ZodObject ? G : never }[GameId];
export type InstantGameId = Exclude<GameId, StepsGameId>;
type StepPathOf<G extends StepsGameId> = NonNullable<Specs[G]['stepPath']>;
type RoundOf<G extends StepsGameId> = z.output<NonNullable<Specs[G]['round']>>;
type Answer<T> = z.ZodType<T>;

/** The routes of the registered games, typed from their specs. */
type GameGetEndpoints = { [G in StepsGameId as `/api/games/${G}/current`]: { response: Answer<{ round: RoundOf<G> | null }> } };
type GamePostEndpoints = { [G in InstantGameId as `/api/games/${G}/bet`]: { body: Specs[G]['request']; response: Answer<{ bet: z.output<Specs[G]['bet']>; user: User }> } } & {
  [G in StepsGameId as `/api/games/${G}/start`]: { body: Specs[G]['request']; response: Answer<{ round: RoundOf<G>; user: User }> };
} & {
  [G in StepsGameId as `/api/games/${G}/${StepPathOf<G>}`]: { body: NonNullable<Specs[G]['step']>; response: Answer<{ round: RoundOf<G>; user: User }> };
} & {
  [G in StepsGameId as `/api/games/${G}/auto` | `/api/games/${G}/cashout`]: { response: Answer<{ round: RoundOf<G>; user: User }> };
};

/** One game's routes, from its spec: the same shapes the server's game frames build. */
export function gameEndpoints(spec: GameSpec): { GET: Record<string, Endpoint>; POST: Record<string, Endpoint> } {
  const base = `/api/games/${spec.id}`;
  if (spec.kind === 'instant') return { GET: {}, POST: { [`${base}/bet`]: { body: spec.request, response: z.object({ bet: spec.bet, user: userSchema }) } } };
  if (!spec.round || !spec.step || !spec.stepPath) throw new Error(`steps game ${spec.id} needs round, step and stepPath in its spec`);
  const reply = z.object({ round: spec.round, user: userSchema });
  return {
    GET: { [`${base}/current`]: { response: z.object({ round: spec.round.nullable() }) } },
    POST: {
      [`${base}/start`]: { body: spec.request, response: reply },
      [`${base}/${spec.stepPath}`]: { body: spec.step, response: reply },
      [`${base}/auto`]: { response: reply },
      [`${base}/cashout`]: { response: reply },
    },
  };
}

const ofGames = (Object.values(GAME_SPECS) as GameSpec[]).map(gameEndpoints);
const gameGets = Object.assign({}, ...ofGames.map((e) => e.GET)) as GameGetEndpoints;
const gamePosts = Object.assign({}, ...ofGames.map((e) => e.POST)) as GamePostEndpoints;

/** What the verify query takes before parsing: each game's own parameters as sent in a URL. */
export type VerifyQueryInput = { [G in GameId]: z.input<Specs[G]['verifyQuery']> }[GameId] | RoundVerifyQuery | BonusDrawVerifyQueryInput;

/** The round games' routes (issue 12), the same for each game. */
type RoundGetEndpoints = {
  [G in RoundGameId as `/api/rounds/${G}/current`]: { response: typeof currentRoundResponseSchema };
} & { [G in RoundGameId as `/api/rounds/${G}/history`]: { query: typeof roundHistoryQuerySchema; response: typeof roundHistoryResponseSchema } };
type RoundPostEndpoints = { [G in RoundGameId as `/api/rounds/${G}/bets`]: { body: typeof roundBetRequestSchema; response: typeof roundBetResponseSchema } };
const roundGets = Object.fromEntries(
  ROUND_GAME_IDS.flatMap((g) => [
    [`/api/rounds/${g}/current`, { response: currentRoundResponseSchema }],
    [`/api/rounds/${g}/history`, { query: roundHistoryQuerySchema, response: roundHistoryResponseSchema }],
  ]),
) as RoundGetEndpoints;
const roundPosts = Object.fromEntries(ROUND_GAME_IDS.map((g) => [`/api/rounds/${g}/bets`, { body: roundBetRequestSchema, response: roundBetResponseSchema }])) as RoundPostEndpoints;

export const API_ENDPOINTS = {
  GET: {
    '/api/auth/me': { response: userResponseSchema },
    '/api/auth/refresh': { response: authResponseSchema },
    // The profile's account security (issue 23 item 1).
    '/api/auth/sessions': { response: sessionListSchema },
    '/api/auth/password': { response: passwordStatusSchema },
    '/api/auth/2fa': { response: totpStatusSchema },
    '/api/fairness': { response: seedPairSchema },
    '/api/fairness/verify': { query: verifyQuerySchema as z.ZodType<VerifyQuery, VerifyQueryInput>, response: verifyResponseSchema },
    '/api/bets/my': { query: betListQuerySchema, response: myBetsResponseSchema },
    '/api/bets/latest': { query: feedQuerySchema, response: feedResponseSchema },
    '/api/bets/:id': { params: betIdParamsSchema, response: betDetailSchema },
    '/api/games/limits': { response: gameLimitsResponseSchema },
    '/api/settings': { response: settingsResponseSchema },
    '/api/health': { response: healthSchema },
    '/version.json': { response: versionSchema },
    '/api/support/players/:id': { params: playerIdParamsSchema, response: playerProfileSchema },
    '/api/finance/ledger/summary': { response: ledgerSummarySchema },
    // The cashier (issue 11).
    '/api/payments/methods': { response: paymentMethodsResponseSchema },
    '/api/payments/deposits': { query: pageQuerySchema, response: depositListSchema },
    '/api/payments/withdrawals': { query: pageQuerySchema, response: withdrawalListSchema },
    '/api/payments/withdrawals/rules': { response: withdrawalRulesSchema },
    '/api/payments/templates': { response: templateListSchema },
    '/api/payments/deposit-claims': { response: claimListSchema },
    // The back office (issue 11): support, finance and admin by prefix (plugins/authorization.ts).
    '/api/support/players': { query: playerSearchQuerySchema, response: playerListSchema },
    '/api/support/players/:id/bets': { params: playerIdParamsSchema, query: staffPageQuerySchema, response: playerBetsSchema },
    '/api/support/players/:id/ledger': { params: playerIdParamsSchema, query: staffPageQuerySchema, response: playerLedgerSchema },
    '/api/admin/withdrawals': { query: adminWithdrawalsQuerySchema, response: adminWithdrawalListSchema },
    '/api/admin/deposits': { query: adminDepositsQuerySchema, response: adminDepositListSchema },
    '/api/admin/deposit-claims': { query: adminClaimsQuerySchema, response: adminClaimListSchema },
    '/api/admin/deposit-claims/:id/file': { params: paymentIdParamsSchema, file: true, response: z.unknown() },
    '/api/admin/reconciliation': { response: reconciliationSchema },
    '/api/admin/audit': { query: auditQuerySchema, response: auditListSchema },
    '/api/admin/games': { response: adminGamesSchema },
    // The bonus economy (issue 13 item 11): its settings, a player's grants, promo codes.
    '/api/admin/bonus/settings': { response: bonusSettingsResponseSchema },
    '/api/admin/players/:id/grants': { params: playerIdParamsSchema, response: z.object({ grants: z.array(bonusGrantSchema) }) },
    '/api/admin/promo': { response: adminPromoListSchema },
    '/api/admin/promo/:id/activations': { params: promoIdParamsSchema, response: adminPromoActivationsSchema },
    // Tournaments (issue 14): every tournament with its terms, standing and payouts, for the back office.
    '/api/admin/tournaments': { query: adminTournamentsQuerySchema, response: adminTournamentListSchema },
    ...gameGets,
    // The round games (issue 12).
    '/api/fairness/chains': { response: chainsResponseSchema },
    '/api/bonus/grants': { response: bonusGrantsResponseSchema },
    // The daily wheel (issue 13 item 5): the public strip's first state and the player's own spins.
    '/api/bonus/wheel/wins': { response: wheelWinsResponseSchema },
    '/api/bonus/wheel/my': { response: wheelMySpinsResponseSchema },
    // Tournaments (issue 14): public standings and history; the player's own standing.
    '/api/bonus/tournaments/init': { response: tournamentsInitSchema },
    '/api/bonus/tournaments/my': { response: myTournamentsSchema },
    '/api/bonus': { response: bonusOverviewSchema },
    '/api/statuses': { response: statusesResponseSchema },
    // Social rewards (issue 13 item 9): the player's state, their screenshot, the back office's queue.
    '/api/social': { response: socialStateSchema },
    '/api/social/telegram/screenshots/:id/image': { params: screenshotIdParamsSchema, file: true, response: z.unknown() },
    '/api/admin/telegram-screenshots': { query: adminScreenshotsQuerySchema, response: adminScreenshotListSchema },
    '/api/admin/telegram-screenshots/:id/image': { params: screenshotIdParamsSchema, file: true, response: z.unknown() },
    // The referral programme (issue 14 items 3 and 4).
    '/api/ref/activate': { query: refActivateQuerySchema, response: refActivateResponseSchema },
    '/api/refs': { response: refsResponseSchema },
    ...roundGets,
    // Support tickets (issue 14): the player's (fixed contract) and the agents' queue (scope support).
    '/api/support/tickets': { response: supportTicketListSchema },
    '/api/support/tickets/:id': { params: supportTicketIdParamsSchema, response: supportTicketResponseSchema },
    '/api/support/tickets/:id/files/:file': { params: supportAttachmentParamsSchema, file: true, response: z.unknown() },
    '/api/support/unread': { response: supportUnreadSchema },
    '/api/support/agent/tickets': { query: agentTicketsQuerySchema, response: agentTicketListSchema },
    '/api/support/agent/tickets/:id': { params: supportTicketIdParamsSchema, response: agentTicketResponseSchema },
    '/api/support/agent/tickets/:id/files/:file': { params: supportAttachmentParamsSchema, file: true, response: z.unknown() },
    '/api/support/agent/canned': { response: cannedReplyListSchema },
  },
  POST: {
    '/api/auth/register': { body: registerRequestSchema, response: authResponseSchema },
    '/api/auth/login': { body: loginRequestSchema, response: authResponseSchema },
    '/api/auth/logout': { response: okResponseSchema },
    // Every other session ends; with two-factor sign-in on, `totp_code` too.
    '/api/auth/password': { body: passwordChangeRequestSchema, response: okResponseSchema },
    '/api/auth/logout-all': { response: okResponseSchema },
    '/api/auth/2fa/setup': { response: totpSetupSchema },
    '/api/auth/2fa/confirm': { body: totpCodeRequestSchema, response: totpRecoveryCodesSchema },
    '/api/auth/2fa/disable': { body: totpCodeRequestSchema, response: okResponseSchema },
    // Social sign-in and linking (issue 23 item 2): the provider's URL, then the landing page's answer and what it may still need.
    '/api/auth/social/:network/start': { params: socialNetworkParamsSchema, body: socialStartRequestSchema, response: socialStartResponseSchema },
    '/api/auth/social/callback': { body: socialCallbackRequestSchema, response: socialOutcomeSchema },
    '/api/auth/social/register': { body: socialRegisterRequestSchema, response: socialOutcomeSchema },
    '/api/auth/social/verify': { body: socialVerifyRequestSchema, response: socialOutcomeSchema },
    '/api/fairness/rotate': { body: rotateRequestSchema, response: rotateResponseSchema },
    '/api/demo/enable': { response: userResponseSchema },
    '/api/demo/disable': { response: userResponseSchema },
    '/api/demo/add': { response: userResponseSchema },
    '/api/demo/set': { body: demoSetRequestSchema, response: userResponseSchema },
    // The header balance menu: own games play from the main, bonus or demo balance.
    '/api/balance/play': { body: playBalanceRequestSchema, response: userResponseSchema },
    '/api/admin/players/:id/block': { params: playerIdParamsSchema, body: blockRequestSchema, response: playerProfileSchema },
    '/api/admin/players/:id/unblock': { params: playerIdParamsSchema, body: blockRequestSchema, response: playerProfileSchema },
    '/api/admin/players/:id/adjust': { params: playerIdParamsSchema, body: adjustmentRequestSchema, response: playerProfileSchema },
    // The cashier (issue 11). Deposits and withdrawals accept an Idempotency-Key header.
    '/api/payments/deposits': { body: depositRequestSchema, response: depositResponseSchema },
    '/api/payments/withdrawals': { body: withdrawalRequestSchema, response: withdrawalResponseSchema },
    '/api/payments/withdrawals/:id/cancel': { params: paymentIdParamsSchema, response: withdrawalResponseSchema },
    '/api/payments/templates/:id/delete': { params: paymentIdParamsSchema, response: okResponseSchema },
    /** multipart/form-data: depositId, comment, file (a receipt: image or PDF, 8 MB at most). */
    '/api/payments/deposit-claims': { multipart: true, response: claimResponseSchema },
    '/api/admin/withdrawals/:id/approve': { params: paymentIdParamsSchema, response: adminWithdrawalResponseSchema },
    '/api/admin/withdrawals/:id/reject': { params: paymentIdParamsSchema, body: reasonRequestSchema, response: adminWithdrawalResponseSchema },
    '/api/admin/deposit-claims/:id/forward': { params: paymentIdParamsSchema, response: adminClaimResponseSchema },
    '/api/admin/deposit-claims/:id/credit': { params: paymentIdParamsSchema, response: adminClaimResponseSchema },
    '/api/admin/deposit-claims/:id/deny': { params: paymentIdParamsSchema, body: reasonRequestSchema, response: adminClaimResponseSchema },
    // The bonus economy (issue 13 item 11): a grant by hand and its cancel (409 bonus_grant_ended), promo codes.
    '/api/admin/players/:id/grants': { params: playerIdParamsSchema, body: adminGrantRequestSchema, response: z.object({ grant: bonusGrantSchema }) },
    '/api/admin/grants/:id/cancel': { params: grantIdParamsSchema, body: reasonRequestSchema, response: z.object({ grant: bonusGrantSchema, takenBack: z.number().int() }) },
    '/api/admin/players/:id/rakeback-boost': { params: playerIdParamsSchema, body: adminBoostRequestSchema, response: adminBoostResponseSchema },
    '/api/admin/promo': { body: promoCreateRequestSchema, response: adminPromoResponseSchema },
    // Tournaments (issue 14): another tournament beside the default periods' ones.
    '/api/admin/tournaments': { body: adminTournamentCreateSchema, response: adminTournamentResponseSchema },
    '/api/admin/promo/:id/disable': { params: promoIdParamsSchema, response: adminPromoResponseSchema },
    ...gamePosts,
    ...roundPosts,
    '/api/rounds/crazytime/choice': { body: roundChoiceRequestSchema, response: roundChoiceResponseSchema },
    // The bonus balance (issue 13). Both accept an Idempotency-Key header.
    '/api/bonus/transfer': { body: bonusTransferRequestSchema, response: bonusTransferResponseSchema },
    '/api/bonus/exchange': { body: bonusExchangeRequestSchema, response: bonusExchangeResponseSchema },
    // One spin a day; accepts an Idempotency-Key header.
    '/api/bonus/wheel/spin': { response: wheelSpinResponseSchema },
    '/api/bonus/rakeback/claim': { response: rakebackClaimResponseSchema },
    '/api/bonus/promo': { body: promoActivateRequestSchema, response: promoActivateResponseSchema },
    '/api/statuses/spin': { response: statusSpinResponseSchema },
    // Free coins (bonuses.md §2): a captcha, then the claim with its answer; the claim accepts an Idempotency-Key header.
    '/api/bonus/free-coins/captcha': { response: freeCoinsCaptchaResponseSchema },
    '/api/bonus/free-coins/claim': { body: freeCoinsClaimRequestSchema, response: freeCoinsClaimResponseSchema },
    // Social rewards (issue 13 item 9): linking, the repost bonus, Telegram screenshots (multipart: file), the new-year gift, moderation.
    '/api/social/link/:network/delete': { params: socialNetworkParamsSchema, response: socialStateSchema },
    '/api/social/reposts': { body: repostClaimRequestSchema, response: repostClaimResponseSchema },
    '/api/social/telegram/screenshots': { multipart: true, response: screenshotResponseSchema },
    '/api/bonus/newyear': { response: newYearClaimResponseSchema },
    '/api/admin/telegram-screenshots/:id/approve': { params: screenshotIdParamsSchema, response: adminScreenshotResponseSchema },
    '/api/admin/telegram-screenshots/:id/reject': { params: screenshotIdParamsSchema, body: reasonRequestSchema, response: adminScreenshotResponseSchema },
    // The /refs/:id guard's report: 204, errors ignored by the client (spec §7).
    '/api/ref/hit': { body: refHitRequestSchema, response: z.null() },
    // Support tickets (issue 14). multipart/form-data: subject, message, files[] (up to 3 images or PDFs of 8 MB).
    '/api/support/tickets': { multipart: true, response: supportTicketResponseSchema },
    '/api/support/tickets/:id/messages': { params: supportTicketIdParamsSchema, multipart: true, response: supportTicketResponseSchema },
    '/api/support/tickets/:id/close': { params: supportTicketIdParamsSchema, response: supportTicketResponseSchema },
    '/api/support/agent/tickets/:id/messages': { params: supportTicketIdParamsSchema, multipart: true, response: agentTicketResponseSchema },
    '/api/support/agent/tickets/:id/status': { params: supportTicketIdParamsSchema, body: agentStatusRequestSchema, response: agentTicketResponseSchema },
    '/api/support/agent/tickets/:id/assign': { params: supportTicketIdParamsSchema, body: agentAssignRequestSchema, response: agentTicketResponseSchema },
    '/api/support/agent/canned': { body: cannedReplyRequestSchema, response: cannedReplyResponseSchema },
    '/api/support/agent/canned/:id/delete': { params: supportTicketIdParamsSchema, response: okResponseSchema },
  },
  PUT: {
    '/api/admin/players/:id/scope': { params: playerIdParamsSchema, body: scopesRequestSchema, response: playerProfileSchema },
    '/api/admin/games/:game/settings': { params: gameParamsSchema, body: gameSettingsRequestSchema, response: gameSettingsResponseSchema },
    // Replaces whole keys of the bonus settings (422 settings_invalid).
    '/api/admin/bonus/settings': { body: bonusSettingsPatchSchema, response: bonusSettingsResponseSchema },
    // A running tournament's bank and prizes set by hand (409 tournament_ended once it has ended).
    '/api/admin/tournaments/:id': { params: tournamentIdParamsSchema, body: tournamentTermsSchema, response: adminTournamentResponseSchema },
  },
  DELETE: {
    // One of the player's own sessions (another player's is a 404).
    '/api/auth/sessions/:id': { params: sessionIdParamsSchema, response: okResponseSchema },
  },
} satisfies Record<HttpMethod, Record<string, Endpoint>>;

export type ApiEndpoints = typeof API_ENDPOINTS;
