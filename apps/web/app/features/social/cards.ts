/**
 * The social rewards' cards for the bonuses page (issue 13 item 9): linked
 * accounts, the repost bonus, the Telegram block, the new-year gift. They
 * share one store of GET /api/social and load it themselves; each brings its
 * texts and styles. Import from a route (their CSS comes with this file).
 */
export { SocialAccountsCard } from './components/accounts-card.tsx';
export { RepostCard, type RepostCardProps } from './components/repost-card.tsx';
export { TelegramCard, type TelegramCardProps } from './components/telegram-card.tsx';
export { NewYearGiftCard } from './components/newyear.tsx';
export { refreshSocial, useSocialState } from './api/social.ts';
