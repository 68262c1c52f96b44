import { subscriptionKeysOf, type SubscriptionKeys } from '@azart/contracts';

/**
 * Spec §8: an answer whose keys include one starting `vksub:` or `tgsub:`
 * opens the socials modal, one with `tg_bot` the Telegram modal. The API
 * client announces every answer's keys here (success or error); whoever
 * shows those modals listens (the social feature's host, mounted by the
 * layout), so neither the client nor the caller needs to know about them.
 */
type Listener = (keys: SubscriptionKeys) => void;
const listeners = new Set<Listener>();

export function onSubscriptionKeys(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSubscriptionKeys(body: unknown): void {
  if (!listeners.size) return;
  const keys = subscriptionKeysOf(body);
  if (keys) for (const listener of [...listeners]) listener(keys);
}
