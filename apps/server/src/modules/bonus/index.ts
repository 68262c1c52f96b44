/**
 * The bonus balance (issue 13, bonuses.md §1): grants with their wager,
 * withdrawable share and expiry, wagering progress, the wallet transfer, the
 * bonus exchange and the expiry job. Every credit and debit is a ledger
 * posting keyed by its reason.
 */
export { applyWagering, grantBonus, grantExists, GRANT_LIFETIME_DAYS, type GrantTerms } from './grants.ts';
export { expireGrants } from './expiry.ts';
export { createBetCountingDuty, countSettledBets, type OnRealMoneyBets, type RealMoneyBet } from './follow-ups.ts';
export { loadBonusSettings, DEFAULT_BONUS_SETTINGS, type BonusSettings } from './settings.ts';
export { readLoyalty, moscowDay } from './loyalty.ts';
export { statusPointsPercent } from './statuses.ts';
export { promoMultiplier } from './status-spin.ts';
export { bonusAdminRoutes } from './admin-routes.ts';
export { issueStatusCodes } from './status-codes.ts';
