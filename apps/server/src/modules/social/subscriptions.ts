import { TG_BOT_KEY, TG_SUBSCRIPTION_KEY, VK_SUBSCRIPTION_KEY } from '@azart/contracts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import type { Network } from './provider.ts';
import { ask, channelsOf, linkOf, socialOf, type Link, type Social } from './social.ts';

/**
 * Subscriptions as bonuses need them (spec §5, §8): a refusal carries the
 * §8 key that makes the web open the right modal — `vksub:<group>` for the VK
 * community (no VK account linked, or not in the group), `tg_bot` when no
 * Telegram account is linked (Telegram accounts are linked through the bot),
 * `tgsub:<channel>` for each Telegram channel not subscribed.
 */

export const vkKeys = (social: Social) => ({ [`${VK_SUBSCRIPTION_KEY}${social.config.vkGroup}`]: true as const });

/** Why the player's VK account does not meet the subscription, or null when it does. */
export async function vkRefusal(social: Social, link: Link | null): Promise<DomainError | null> {
  if (!link) return new DomainError('social_vk_link', { keys: vkKeys(social) });
  const subscribed = await ask(() => social.provider.isSubscribed('vk', link.externalId, social.config.vkGroup));
  return subscribed ? null : new DomainError('social_vk_subscribe', { keys: vkKeys(social) });
}

/** The Telegram channels (main, reserve) this account is not subscribed to. */
export async function missingChannels(social: Social, link: Link): Promise<string[]> {
  const channels = channelsOf(social.config);
  const subscribed = await ask(() => Promise.all(channels.map((c) => social.provider.isSubscribed('tg', link.externalId, c.id))));
  return channels.filter((_, i) => !subscribed[i]).map((c) => c.id);
}

/** Why the player's Telegram account does not meet the subscription (main and reserve channels), or null when it does. */
export async function tgRefusal(social: Social, link: Link | null): Promise<DomainError | null> {
  if (!link) return new DomainError('social_tg_link', { keys: { [TG_BOT_KEY]: true } });
  const missing = await missingChannels(social, link);
  if (!missing.length) return null;
  return new DomainError('social_tg_subscribe', { keys: Object.fromEntries(missing.map((c) => [`${TG_SUBSCRIPTION_KEY}${c}`, true as const])) });
}

/**
 * For any bonus that needs a subscription (a promo code: the VK community;
 * the new-year gift and the Telegram block: the main and reserve Telegram
 * channels). Throws a 422 DomainError with the spec §8 key when the player's
 * linked account is missing or not subscribed, a 503 when the network does
 * not answer; returns when the subscription holds. The route's 422 answer
 * schema must keep the keys: `subscriptionErrorSchema` of @azart/contracts.
 */
export async function requireSubscription(ctx: AppContext, userId: number, network: Network): Promise<void> {
  const social = socialOf(ctx);
  const link = await linkOf(ctx.db, userId, network);
  const refusal = network === 'vk' ? await vkRefusal(social, link) : await tgRefusal(social, link);
  if (refusal) throw refusal;
}
