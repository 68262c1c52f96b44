import { describe, expect, it } from 'vitest';
import { applySubscriptionEvent, nextSubscriptionState, type SubscriptionEvent, type SubscriptionState } from '../subscription-state.ts';

const run = (events: SubscriptionEvent[], from: SubscriptionState = 'new') => events.reduce(nextSubscriptionState, from);

describe('subscription states (spec §4: new, subscribing, success, error, unsubscribed)', () => {
  it('goes new → subscribing → success when the connection is accepted', () => {
    expect(run([])).toBe('new');
    expect(run(['subscribe'])).toBe('subscribing');
    expect(run(['subscribe', 'subscribed'])).toBe('success');
  });

  it('goes back to subscribing while a dropped connection or an expired token (109) is restored', () => {
    expect(run(['subscribe', 'subscribed', 'interrupted'])).toBe('subscribing');
    expect(run(['subscribe', 'subscribed', 'interrupted', 'subscribe', 'subscribed'])).toBe('success');
  });

  it('is in error when permission is denied (103), until a new attempt', () => {
    expect(run(['subscribe', 'denied'])).toBe('error');
    expect(run(['subscribe', 'subscribed', 'denied'])).toBe('error');
    expect(run(['subscribe', 'denied', 'interrupted'])).toBe('error');
    expect(run(['subscribe', 'denied', 'subscribe'])).toBe('subscribing');
  });

  it('ends unsubscribed from any state, and a late answer does not revive it', () => {
    for (const from of ['new', 'subscribing', 'success', 'error', 'unsubscribed'] as const) expect(nextSubscriptionState(from, 'unsubscribe')).toBe('unsubscribed');
    expect(run(['subscribe', 'unsubscribe', 'subscribed', 'interrupted', 'denied'])).toBe('unsubscribed');
    expect(run(['subscribe', 'unsubscribe', 'subscribe'])).toBe('subscribing');
    expect(run(['subscribed', 'interrupted', 'denied'])).toBe('new');
  });

  it('applies an event to several channels, keeping the same object when nothing changes', () => {
    const states = applySubscriptionEvent({}, ['broadcast', 'usr#7'], 'subscribe');
    expect(states).toEqual({ broadcast: 'subscribing', 'usr#7': 'subscribing' });
    const after = applySubscriptionEvent(states, ['usr#7'], 'denied');
    expect(after).toEqual({ broadcast: 'subscribing', 'usr#7': 'error' });
    expect(applySubscriptionEvent(after, ['usr#7'], 'denied')).toBe(after);
  });
});
