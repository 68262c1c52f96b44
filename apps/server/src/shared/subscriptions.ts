import type { AppContext } from './context.ts';

/**
 * "This bonus needs a subscription" for any module (a promo code needs the VK
 * community, spec §5), without importing the social module: that module pays
 * its own rewards through the bonus module, so a bonus module importing it
 * back would make a cycle. The social module provides the check for its app
 * context when the app builds it (modules/social, createSocial).
 */
export type SubscriptionNetwork = 'vk' | 'tg';
type Check = (userId: number, network: SubscriptionNetwork) => Promise<void>;

const checks = new WeakMap<AppContext, Check>();

export function provideSubscriptionCheck(ctx: AppContext, check: Check): void {
  checks.set(ctx, check);
}

/**
 * Returns when the player's linked account of `network` is subscribed (VK:
 * the community; Telegram: the main and reserve channels). Otherwise throws
 * a 422 DomainError with the spec §8 key (`vksub:<group>`, `tgsub:<channel>`,
 * `tg_bot`) — the route's 422 answer schema must keep it:
 * `subscriptionErrorSchema` of @azart/contracts — or a 503 when the network
 * does not answer.
 */
export async function requireSubscription(ctx: AppContext, userId: number, network: SubscriptionNetwork): Promise<void> {
  const check = checks.get(ctx);
  if (!check) throw new Error('no subscription check for this app: the social module provides it (createSocial)');
  await check(userId, network);
}
