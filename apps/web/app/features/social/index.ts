/**
 * Social and Telegram rewards on the web (issue 13 item 9), the light part
 * the layout (and any page) may import: the host that shows the socials and
 * Telegram modals when an answer carries spec §8 keys, finishes a link when
 * the network sends the player back and opens the new-year gift on
 * `?gift=newyear`; and the functions that open those modals. Modals, texts
 * and styles load on demand. The bonuses page's cards are in ./cards.ts.
 */
export { SocialHost, GIFT_PARAM } from './components/social-host.tsx';
export { openNewYear, openSocials, openTelegram } from './modals.ts';
