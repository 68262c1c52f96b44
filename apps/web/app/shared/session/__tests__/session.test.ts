import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../session.ts';
import type * as ClientModule from '../../api/client.ts';

/**
 * Session rules (spec §3, §4): restore the stored user at once and refresh;
 * requests wait for a running refresh; a 401 from refresh logs out; the token
 * is valid until 500 ms before its expiry.
 */
class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}
const storage = new MemoryStorage();
const user = { id: 7, login: 'tester', money: 0, bonusMoney: 0, demoMoney: 100000, depositPoints: 0, demo: true, bonusPlay: false, scope: ['player'], centrifugo_token: 'rt-1', createdAt: '2026-01-01T00:00:00Z' };

// Imported after `window` is stubbed: the session reads local storage through it.
let session: typeof SessionModule;
let client: typeof ClientModule;

beforeAll(async () => {
  vi.stubGlobal('window', { localStorage: storage });
  storage.setItem('user', JSON.stringify(user));
  storage.setItem('token', 'Bearer old-token');
  storage.setItem('token_expires_at', String(Date.now() + 60_000));
  session = await import('../session.ts');
  client = await import('../../api/client.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('window', { localStorage: storage });
});

// Files share their worker (vitest.config.ts, isolate: false): the stubbed `window` must not outlive this
// file, or a later file's module that reads window.location at load (features/auth/guard.ts) finds it.
afterAll(() => {
  vi.unstubAllGlobals();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('session', () => {
  it('restores the stored user at once, then refreshes; requests wait for the refresh', async () => {
    const refreshAnswer = deferred<Response>();
    const calls: Array<{ url: string; auth: string | null }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization');
      calls.push({ url, auth });
      if (url === '/api/auth/refresh') return refreshAnswer.promise;
      return Response.json({ bets: [], nextBefore: null });
    });

    session.restoreSession();
    expect(session.sessionStore.get().user?.login).toBe('tester');
    expect(session.sessionStore.get().isRefreshing).toBe(true);
    expect(calls).toEqual([{ url: '/api/auth/refresh', auth: 'Bearer old-token' }]);

    const pending = client.api.get('/api/bets/my');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1); // still waiting for the refresh

    refreshAnswer.resolve(Response.json({ access_token: { token: 'new-token', expiresIn: 1800 }, user: { ...user, centrifugo_token: 'rt-2' } }));
    await pending;
    expect(calls[1]).toEqual({ url: '/api/bets/my', auth: 'Bearer new-token' });
    expect(session.realtimeToken()).toBe('rt-2');
    expect(storage.getItem('token')).toBe('Bearer new-token');
    expect(session.tokenStatus()).toBe('valid');
  });

  it('treats the token as expired 500 ms before its expiry', () => {
    const expires = Number(storage.getItem('token_expires_at'));
    expect(session.tokenStatus(expires - 501)).toBe('valid');
    expect(session.tokenStatus(expires - 500)).toBe('expired');
  });

  it('retries a refresh that failed on the network, backing off, until one succeeds', async () => {
    vi.useFakeTimers();
    try {
      const calls: number[] = [];
      let online = false;
      vi.stubGlobal('fetch', async (url: string) => {
        if (url !== '/api/auth/refresh') return Response.json({ ok: true });
        calls.push(Date.now());
        if (!online) throw new TypeError('Failed to fetch');
        return Response.json({ access_token: { token: 'after-outage', expiresIn: 1800 }, user });
      });
      const start = Date.now();
      const first = session.refresh();
      // Each try is a request and the API client's one retry 300 ms later; then the session waits 2 s, 4 s, 8 s…
      await vi.advanceTimersByTimeAsync(300);
      await first;
      await vi.advanceTimersByTimeAsync(1_999);
      expect(calls.map((t) => t - start)).toEqual([0, 300]);
      await vi.advanceTimersByTimeAsync(1 + 300 + 4_000 + 300);
      expect(calls.map((t) => t - start)).toEqual([0, 300, 2_300, 2_600, 6_600, 6_900]);
      online = true;
      await vi.advanceTimersByTimeAsync(8_000);
      expect(calls.map((t) => t - start)).toEqual([0, 300, 2_300, 2_600, 6_600, 6_900, 14_900]);
      expect(storage.getItem('token')).toBe('Bearer after-outage');
      // Renewed: the next refresh is the regular one, a minute before expiry, not another retry.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs out when refresh answers 401', async () => {
    const ended: string[] = [];
    const off = session.onSessionEnded((reason) => ended.push(reason));
    vi.stubGlobal('fetch', async () => Response.json({ error: 'expired', code: 'session_expired' }, { status: 401 }));
    expect(await session.refresh()).toBe(false);
    off();
    expect(ended).toEqual(['expired']);
    expect(session.sessionStore.get().user).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(session.tokenStatus()).toBe('unknown');
  });

  it('its own sign-out is a sign-out even when the logout push of the server lands before the answer', async () => {
    session.applyAuth({ access_token: { token: 'live-token', expiresIn: 1800 }, user: { ...user, scope: ['player'] } });
    const ended: string[] = [];
    const off = session.onSessionEnded((reason) => ended.push(reason));
    vi.stubGlobal('fetch', async () => {
      // The live push for this session arrives while the request is still out.
      session.endSession('unauthorized');
      return Response.json({ ok: true });
    });
    await session.logout();
    off();
    expect(ended).toEqual(['logout']);
    expect(session.sessionStore.get().user).toBeNull();
  });

  it('fetches the player afresh on a resubscription, keeping a balance pushed while the request ran', async () => {
    session.applyAuth({ access_token: { token: 'live-token', expiresIn: 1800 }, user: { ...user, money: 0, scope: ['player'] } });
    // Nothing pushed meanwhile: the answer's balance (a deposit credited while the channel was down) is taken.
    vi.stubGlobal('fetch', async (url: string) => (url === '/api/auth/me' ? Response.json({ user: { ...user, money: 100_000 } }) : Response.json({})));
    await session.resyncUser();
    expect(session.sessionStore.get().user?.money).toBe(100_000);
    // A push lands while the request is out: it is newer than the answer, which keeps only its other fields.
    vi.stubGlobal('fetch', async () => {
      session.applyBalance({ money: 250_000, bonusMoney: 0, demoMoney: 100_000, depositPoints: 5, demo: false, bonusPlay: false });
      return Response.json({ user: { ...user, money: 100_000, login: 'renamed' } });
    });
    await session.resyncUser();
    expect(session.sessionStore.get().user).toMatchObject({ money: 250_000, depositPoints: 5, login: 'renamed' });
    // Signed out: no request at all.
    session.endSession('logout');
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return Response.json({ user });
    });
    await session.resyncUser();
    expect(fetched).toEqual([]);
    expect(session.sessionStore.get().user).toBeNull();
  });
});
