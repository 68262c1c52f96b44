/**
 * The bonus balance (issue 13, bonuses.md §1): grants with their wager,
 * withdrawable share and expiry, wagering progress, the wallet transfer, the
 * bonus exchange and the expiry job. Every credit and debit is a ledger
 * posting keyed by its reason.
 */
export { applyWagering, grantBonus, GRANT_LIFETIME_DAYS, type GrantTerms } from './grants.ts';
export { expireGrants } from './expiry.ts';
