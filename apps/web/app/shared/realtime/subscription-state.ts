/**
 * A channel subscription's state (spec §4 "Subscription: new, subscribing,
 * success, error, unsubscribed"), as a pure transition function. With
 * socket.io the server joins the channels when a connection is accepted, so
 * the live connection (socket.ts) turns its own events into these:
 *
 * - `subscribe`: a connection that wants the channel is being opened;
 * - `subscribed`: the server accepted it (the connection is up);
 * - `interrupted`: the connection dropped or the token expired (code 109):
 *   it will be subscribed again, so the state goes back to subscribing;
 * - `denied`: the server refused the channel (code 103, permission denied);
 * - `unsubscribe`: the channel is not wanted any more (signed out, closed).
 *
 * An event that makes no sense in a state (a late `subscribed` after an
 * unsubscribe, say) leaves the state as it is.
 */
export type SubscriptionState = 'new' | 'subscribing' | 'success' | 'error' | 'unsubscribed';
export type SubscriptionEvent = 'subscribe' | 'subscribed' | 'interrupted' | 'denied' | 'unsubscribe';

export function nextSubscriptionState(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event) {
    case 'subscribe':
      return 'subscribing';
    case 'subscribed':
      return state === 'subscribing' || state === 'error' ? 'success' : state;
    case 'interrupted':
      return state === 'success' || state === 'subscribing' ? 'subscribing' : state;
    case 'denied':
      return state === 'subscribing' || state === 'success' ? 'error' : state;
    case 'unsubscribe':
      return 'unsubscribed';
  }
}

/** Applies one event to several channels of a state map (unknown channels start as `new`); the same map when nothing changed. */
export function applySubscriptionEvent(states: Readonly<Record<string, SubscriptionState>>, channels: readonly string[], event: SubscriptionEvent): Readonly<Record<string, SubscriptionState>> {
  let next: Record<string, SubscriptionState> | null = null;
  for (const channel of channels) {
    const before = states[channel] ?? 'new';
    const after = nextSubscriptionState(before, event);
    if (after === before && channel in states) continue;
    next ??= { ...states };
    next[channel] = after;
  }
  return next ?? states;
}
