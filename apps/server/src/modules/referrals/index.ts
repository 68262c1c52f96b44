/**
 * The referral programme (issue 14 item 3, bonuses.md §9): codes and hits,
 * the binding at registration or activation with the self-referral check,
 * the 3 % reward on each deposit of a referral (the cashier calls
 * `rewardDeposit` in the deposit's transaction through its `depositCredited`
 * hook, so neither module imports the other; plugin.ts provides it) and the
 * statistics of `/refs`.
 */
export { referralsRoutes } from './routes.ts';
export { createRegistrationStep } from './registration.ts';
export { referralRewardsRanking } from './ranking.ts';
export { rewardDeposit } from './service.ts';
export { REF_COOKIE, createRefCookies } from './cookie.ts';
