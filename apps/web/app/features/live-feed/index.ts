export { LiveFeed } from './components/live-feed.tsx';
export { pushFeedBet } from './api/feed.ts';
export { loadLatestBets } from './api/load.ts';
export { feedI18n } from './i18n/index.ts';
