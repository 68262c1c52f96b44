/**
 * Social and Telegram rewards (issue 13 item 9, bonuses.md §7, docs/social.md):
 * the provider adapter for VK and Telegram, linking accounts, the repost
 * bonus, the Telegram block with moderated screenshots, the new-year gift,
 * and `requireSubscription` for any bonus that needs a subscription.
 */
export { createSocial } from './setup.ts';
export type { Social } from './social.ts';
export { createHttpSocialProvider } from './http-provider.ts';
export { SocialUnavailable, type SocialProvider } from './provider.ts';
/** Also reachable without importing this module: shared/subscriptions.ts (what the bonus module should use, to avoid an import cycle). */
export { requireSubscription } from './subscriptions.ts';
export { socialRoutes } from './routes.ts';
export { socialAdminRoutes } from './admin-routes.ts';
