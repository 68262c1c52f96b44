import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The social state's store (features/social/api/social.ts): a read of
 * GET /api/social that was in flight when the player changed something (an
 * unlink, a claim) answers from before the change and must not overwrite it —
 * linking Telegram on /bonus showed "not linked" when the page's first read
 * landed after the link's own answer (found by e2e/social.spec.ts).
 */
type Deferred = { resolve: (value: unknown) => void };
const calls = vi.hoisted(() => ({ get: [] as Deferred[], post: [] as Deferred[] }));

function deferred(list: Deferred[]): Promise<unknown> {
  return new Promise((resolve) => list.push({ resolve }));
}

vi.mock('~/shared/api/client.ts', () => ({
  api: { get: vi.fn(() => deferred(calls.get)), post: vi.fn(() => deferred(calls.post)), file: vi.fn() },
}));
vi.mock('~/shared/session/session.ts', () => ({
  applyUser: vi.fn(),
  sessionStore: { get: () => ({ user: { id: 7 } }) },
  useUser: () => ({ id: 7 }),
}));

const state = (label: string) => ({ label }) as never;
/** Lets the awaited promises inside the module run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function load() {
  vi.resetModules();
  calls.get.length = 0;
  calls.post.length = 0;
  return import('../api/social.ts');
}

describe('the social state store', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps an unlink\'s answer when a read that started before it lands after it', async () => {
    const social = await load();
    const read = social.refreshSocial();
    const unlink = social.unlinkAccount('tg');
    await settle();
    calls.post[0]!.resolve(state('unlinked'));
    expect(await unlink).toEqual(state('unlinked'));
    calls.get[0]!.resolve(state('before the unlink'));
    expect(await read).toEqual(state('unlinked'));
  });

  it('reads again after a claim even while an older read is in flight, and keeps the newer answer', async () => {
    const social = await load();
    const { api } = await import('~/shared/api/client.ts');
    const old = social.refreshSocial();
    const claim = social.claimRepost('post-1');
    await settle();
    calls.post[0]!.resolve({ user: { id: 7 }, amount: 1_000, reach: 10, withdrawable: 10 });
    await claim;
    expect(api.get).toHaveBeenCalledTimes(2);
    const fresh = social.refreshSocial();
    calls.get[1]!.resolve(state('paid'));
    expect(await fresh).toEqual(state('paid'));
    calls.get[0]!.resolve(state('before the claim'));
    expect(await old).toEqual(state('paid'));
  });

  it('shares one read between callers at the same moment', async () => {
    const social = await load();
    const { api } = await import('~/shared/api/client.ts');
    const a = social.refreshSocial();
    const b = social.refreshSocial();
    expect(a).toBe(b);
    await settle();
    calls.get[0]!.resolve(state('now'));
    expect(await a).toEqual(state('now'));
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
