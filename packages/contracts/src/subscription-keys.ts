/**
 * Spec §8: an answer with a key starting `vksub:` or `tgsub:` opens the
 * socials modal, one with `tg_bot` the Telegram modal. The server puts them
 * next to `error` and `code` when a bonus needs a subscription the player
 * lacks: `vksub:<group>` (the VK account is missing or not in the group),
 * `tgsub:<channel>` (one per Telegram channel not subscribed), `tg_bot` (no
 * Telegram account linked: linking goes through the bot).
 *
 * A module of its own, apart from the social schemas and messages: the
 * browser's API client reads every answer's keys on every page.
 */
export const VK_SUBSCRIPTION_KEY = 'vksub:';
export const TG_SUBSCRIPTION_KEY = 'tgsub:';
export const TG_BOT_KEY = 'tg_bot';
export type SubscriptionKeys = { vk: string[]; tg: string[]; bot: boolean };

/** The §8 keys of an answer's body (any answer, success or error): which groups and channels it asks for. */
export function subscriptionKeysOf(body: unknown): SubscriptionKeys | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const keys: SubscriptionKeys = { vk: [], tg: [], bot: false };
  for (const key of Object.keys(body)) {
    if (key.startsWith(VK_SUBSCRIPTION_KEY)) keys.vk.push(key.slice(VK_SUBSCRIPTION_KEY.length));
    else if (key.startsWith(TG_SUBSCRIPTION_KEY)) keys.tg.push(key.slice(TG_SUBSCRIPTION_KEY.length));
    else if (key === TG_BOT_KEY) keys.bot = true;
  }
  return keys.vk.length || keys.tg.length || keys.bot ? keys : null;
}
