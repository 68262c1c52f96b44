/**
 * The free coins and promo code modals that open anywhere on the site, as
 * the layout takes them: an entry of its own, so that the layout's first
 * load carries none of the /bonus page (index.ts) and its styles.
 */
export { BonusModalsHost } from './components/bonus-modals-host.tsx';
export { openFreeCoins, openPromo } from './bonus-modals.ts';
