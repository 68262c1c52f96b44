import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptionKeysOf, type SubscriptionKeys } from '@azart/contracts';
import { api, ApiError } from '../client.ts';
import { onSubscriptionKeys } from '../subscription-keys.ts';

/** Spec §8: answers with `vksub:`/`tgsub:`/`tg_bot` keys reach whoever opens the socials and Telegram modals. */
afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('subscription keys', () => {
  it('are read from an answer\'s own keys', () => {
    expect(subscriptionKeysOf({ error: 'x', code: 'c', 'vksub:azart': true, 'tgsub:azart': true, 'tgsub:azart_reserve': true })).toEqual({ vk: ['azart'], tg: ['azart', 'azart_reserve'], bot: false });
    expect(subscriptionKeysOf({ error: 'x', tg_bot: true })).toEqual({ vk: [], tg: [], bot: true });
    expect(subscriptionKeysOf({ error: 'vksub:azart', code: 'tg_bot' })).toBeNull();
    expect(subscriptionKeysOf(['vksub:a'])).toBeNull();
    expect(subscriptionKeysOf(null)).toBeNull();
  });

  it('of a refusal reach the listeners, and the call still fails with its message', async () => {
    const heard: SubscriptionKeys[] = [];
    const stop = onSubscriptionKeys((keys) => heard.push(keys));
    vi.stubGlobal('fetch', answer(422, { error: 'Подпишитесь на основной и резервный Telegram-каналы', code: 'social_tg_subscribe', 'tgsub:azart_reserve': true }));
    const error = await api.post('/api/bonus/newyear', { silent: true }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('social_tg_subscribe');
    expect(heard).toEqual([{ vk: [], tg: ['azart_reserve'], bot: false }]);
    stop();
    await api.post('/api/bonus/newyear', { silent: true }).catch(() => undefined);
    expect(heard).toHaveLength(1);
  });
});
