/**
 * Bonuses and loyalty on the web (issue 13): the /bonus page and its cards
 * (the daily wheel, free coins with the rotation captcha, level, bonus
 * balance, rakeback, deposit points). Each card's texts come with its code.
 * The free coins and promo code modals that open anywhere: modals.ts.
 */
export { BonusPage } from './components/bonus-page.tsx';
export { loadBonusOverview } from './api/overview.ts';
export { StatusesPage } from './components/statuses-page.tsx';
export { loadStatuses } from './api/statuses.ts';
