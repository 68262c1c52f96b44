/**
 * Tournaments (issue 14, bonuses.md §8): points from settled real-money bets
 * (added by the bonus module's bet counting through `accrueTournamentPoints`,
 * this module's `realMoneyBetsCounted` hook, so that neither module imports
 * the other), the periods' tournaments, their settlement and payouts through
 * the ledger, and the public standings.
 */
export { accrueTournamentPoints, type CountedBet } from './accrual.ts';
export { settleTournaments, fixPlaces, payOut, GRACE_MS } from './settle.ts';
export { tournamentsInit, myTournaments } from './service.ts';
export { tournamentsRoutes } from './routes.ts';
export { pointsX10000 } from './rates.ts';
export { noReferralRanking, ratePerPoint, bankReward, type ReferralRanking, type ReferralStanding } from './standings.ts';
export { ensureCurrentTournaments, DEFAULT_TERMS } from './terms.ts';
export { periodsAt } from './periods.ts';
