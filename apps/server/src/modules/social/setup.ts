import { provideSubscriptionCheck } from '../../shared/subscriptions.ts';
import type { AppContext } from '../../shared/context.ts';
import type { SocialProvider } from './provider.ts';
import { createSocialContext, type Social } from './social.ts';
import { requireSubscription } from './subscriptions.ts';

/**
 * Sets the social rewards up for an app: its context with the provider
 * adapter, and the subscription check other modules reach through
 * shared/subscriptions.ts (a promo code's "needs the VK community").
 */
export function createSocial(ctx: AppContext, provider: SocialProvider): Social {
  const social = createSocialContext(ctx, provider);
  provideSubscriptionCheck(ctx, (userId, network) => requireSubscription(ctx, userId, network));
  return social;
}
