import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SocketModule from '../socket.ts';

/**
 * The live connection after a refused token (spec §4: reconnect with backoff
 * 1–20 s): the session is asked for a fresh token at most once per token and
 * with a growing wait, a token that comes back unchanged is only retried with
 * backoff, and a token from elsewhere (login, logout) starts over.
 */
type Handler = (...args: unknown[]) => void;

const { sockets, FakeSocket } = vi.hoisted(() => {
  class FakeSocket {
    readonly handlers = new Map<string, Handler[]>();
    readonly token: string | undefined;
    active = true;
    closed = false;
    readonly io = { on: (_event: string, _handler: Handler) => this.io };
    constructor(options: { auth?: { token?: string } }) {
      this.token = options.auth?.token;
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    fire(event: string, ...args: unknown[]) {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    }
    removeAllListeners() {
      this.handlers.clear();
      return this;
    }
    disconnect() {
      this.active = false;
      this.closed = true;
      return this;
    }
    /** The server's middleware said no: socket.io gives up on this socket. */
    refuse(message = 'unauthorized', code?: number) {
      this.active = false;
      this.fire('connect_error', Object.assign(new Error(message), code === undefined ? {} : { data: { code } }));
    }
  }
  return { sockets: [] as InstanceType<typeof FakeSocket>[], FakeSocket };
});

vi.mock('socket.io-client', () => ({ io: (options: { auth?: { token?: string } }) => {
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket;
} }));

let realtime: typeof SocketModule;
const last = () => sockets[sockets.length - 1]!;
/** Lets the lazy socket.io-client import and promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(async () => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0); // no jitter: exact delays
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('window', {});
  sockets.length = 0;
  vi.resetModules();
  realtime = await import('../socket.ts');
});

afterEach(() => {
  realtime.disconnectRealtime();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A session whose every refresh hands out a new token, which the app then connects with (as LiveWiring does). */
function rotatingSession() {
  let n = 1;
  const refreshes: number[] = [];
  realtime.onRealtimeAuthError(async () => {
    refreshes.push(Date.now());
    const token = `rt-${++n}`;
    void Promise.resolve().then(() => realtime.connectRealtime({ token, userId: 7 }));
    return token;
  });
  return refreshes;
}

/** Advances to just before `ms` and checks nothing happened, then to `ms`. */
async function expectWait(ms: number, happened: () => number) {
  const before = happened();
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(happened()).toBe(before);
  await vi.advanceTimersByTimeAsync(1);
  await settle();
  expect(happened()).toBe(before + 1);
}

describe('live connection after a refused token', () => {
  it('spaces the re-authentications out: 1 s, 2 s, 4 s … up to 20 s, one per token', async () => {
    const refreshes = rotatingSession();
    realtime.connectRealtime({ token: 'rt-1', userId: 7 });
    await settle();
    expect(sockets.map((s) => s.token)).toEqual(['rt-1']);

    for (const [i, wait] of [1000, 2000, 4000, 8000, 16_000, 20_000, 20_000, 20_000].entries()) {
      last().refuse();
      expect(realtime.realtimeStore.get().state).toBe('disconnected');
      expect(refreshes).toHaveLength(i); // not at once
      await expectWait(wait, () => refreshes.length);
      // The fresh token connects at once, exactly once.
      expect(sockets.map((s) => s.token)).toHaveLength(i + 2);
      expect(last().token).toBe(`rt-${i + 2}`);
      expect(sockets.slice(0, -1).every((s) => s.closed || !s.active)).toBe(true);
    }
    // Steady state: three refreshes a minute instead of one per handshake (the server's auth limit is 20).
    const lastMinute = refreshes.filter((t) => t > Date.now() - 60_000);
    expect(lastMinute.length).toBeLessThanOrEqual(3);
  });

  it('retries the same token with backoff, without asking again, when the refresh brings it back', async () => {
    const refreshes: number[] = [];
    realtime.onRealtimeAuthError(async () => {
      refreshes.push(Date.now());
      return 'rt-1'; // refresh failed (network) or the server reuses the token
    });
    realtime.connectRealtime({ token: 'rt-1', userId: 7 });
    await settle();

    last().refuse();
    await expectWait(1000, () => refreshes.length);
    expect(sockets.map((s) => s.token)).toEqual(['rt-1', 'rt-1']); // one more try right after the refresh

    for (const wait of [2000, 4000, 8000, 16_000, 20_000, 20_000]) {
      last().refuse();
      await expectWait(wait, () => sockets.length);
      expect(last().token).toBe('rt-1');
    }
    expect(refreshes).toHaveLength(1);

    last().fire('connect');
    expect(realtime.realtimeStore.get()).toEqual({ state: 'connected', private: true, channels: ['broadcast', 'usr#7'] });
  });

  it('starts over after a token change or a successful connection', async () => {
    const refreshes = rotatingSession();
    realtime.connectRealtime({ token: 'rt-1', userId: 7 });
    await settle();
    for (const wait of [1000, 2000, 4000]) {
      last().refuse();
      await expectWait(wait, () => refreshes.length);
    }
    // Refused again: the next refresh would wait 8 s, but a login brings a new token first.
    last().refuse();
    await vi.advanceTimersByTimeAsync(3000);
    realtime.connectRealtime({ token: 'login-token', userId: 7 });
    await settle();
    expect(last().token).toBe('login-token');
    last().refuse();
    await expectWait(1000, () => refreshes.length);

    // A connection that succeeds resets it as well.
    last().refuse();
    await expectWait(2000, () => refreshes.length);
    last().fire('connect');
    last().fire('token_expired');
    expect(realtime.realtimeStore.get().channels).toEqual(['broadcast']);
    await expectWait(1000, () => refreshes.length);
  });

  it('leaves it to the session when the refresh signs the player out (401), and only retries a busy server', async () => {
    realtime.onRealtimeAuthError(async () => null);
    realtime.connectRealtime({ token: 'rt-1', userId: 7 });
    await settle();
    last().refuse();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1); // no more tries with the refused token
    realtime.connectRealtime(null);
    await settle();
    expect(sockets).toHaveLength(2);
    expect(last().token).toBeUndefined();

    // A refusal that is not about the token: reconnect later, no refresh.
    const refresh = vi.fn(async () => 'rt-x');
    realtime.onRealtimeAuthError(refresh);
    last().refuse('unavailable');
    await expectWait(1000, () => sockets.length);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('computes the backoff within 1–20 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => realtime.retryDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16_000, 20_000, 20_000]);
    expect(realtime.retryDelay(1, () => 0.999)).toBe(1300);
    expect(realtime.retryDelay(6, () => 0.999)).toBe(20_000);
  });
});

describe('codes 103 and 109 and the subscription states (spec §4, §8, §9)', () => {
  const states = () => realtime.subscriptionsStore.get();

  it('shows each channel going new → subscribing → success, and unsubscribed after sign-out', async () => {
    rotatingSession();
    expect(states()).toEqual({});
    realtime.connectRealtime({ token: 'rt-1', userId: 7 });
    expect(states()).toEqual({ broadcast: 'subscribing', 'usr#7': 'subscribing' });
    await settle();
    last().fire('connect');
    expect(states()).toEqual({ broadcast: 'success', 'usr#7': 'success' });
    // A dropped connection: socket.io reconnects, so both go back to subscribing, and the drop is logged.
    last().fire('disconnect', 'transport close');
    expect(states()).toEqual({ broadcast: 'subscribing', 'usr#7': 'subscribing' });
    expect(console.warn).toHaveBeenCalledWith('[realtime] connection closed:', 'transport close');
    last().fire('connect');
    realtime.connectRealtime(null); // signed out
    expect(states()['usr#7']).toBe('unsubscribed');
    await settle();
    last().fire('connect');
    expect(states()).toEqual({ broadcast: 'success', 'usr#7': 'unsubscribed' });
  });

  it('109 (token expired) asks the session for a fresh token after the 1 s refresh interval, the channel subscribing meanwhile', async () => {
    expect(realtime.TOKEN_REFRESH_INTERVAL_MS).toBe(1000);
    const refreshes = rotatingSession();
    realtime.connectRealtime({ token: 'rt-1', userId: 7 });
    await settle();
    last().refuse('token_expired', 109);
    expect(states()['usr#7']).toBe('subscribing');
    await expectWait(1000, () => refreshes.length);
    expect(last().token).toBe('rt-2');
    last().fire('connect');
    expect(states()['usr#7']).toBe('success');

    // The same code on a live connection (the token ran out while connected): broadcast stays, the private channel resubscribes.
    last().fire('token_expired', { code: 109 });
    expect(states()).toEqual({ broadcast: 'success', 'usr#7': 'subscribing' });
    await expectWait(1000, () => refreshes.length);
    expect(last().token).toBe('rt-3');
  });

  it('103 (permission denied) puts the private channel in error, logs it, and lets the session decide once', async () => {
    const refresh = vi.fn(async () => null); // the session is over: refresh signs the player out
    realtime.onRealtimeAuthError(refresh);
    realtime.connectRealtime({ token: 'rt-1', userId: 7 });
    await settle();
    last().refuse('unauthorized', 103);
    expect(states()).toEqual({ broadcast: 'subscribing', 'usr#7': 'error' });
    expect(console.warn).toHaveBeenCalledWith('[realtime]', 'unauthorized', 103);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1); // never again with the refused token
    realtime.connectRealtime(null);
    await settle();
    last().fire('connect');
    expect(states()).toEqual({ broadcast: 'success', 'usr#7': 'unsubscribed' });
  });

  it('reads the code from the refusal, or from the words of a server without codes', () => {
    expect(realtime.realtimeErrorCode(Object.assign(new Error('x'), { data: { code: 103 } }))).toBe(103);
    expect(realtime.realtimeErrorCode(new Error('token_expired'))).toBe(109);
    expect(realtime.realtimeErrorCode(new Error('unauthorized'))).toBe(103);
    expect(realtime.realtimeErrorCode(new Error('timeout'))).toBeNull();
    expect(realtime.realtimeErrorCode(null)).toBeNull();
  });

  it('a refusal that is not about the token (the database is down) retries without a refresh', async () => {
    const refresh = vi.fn(async () => 'rt-x');
    realtime.onRealtimeAuthError(refresh);
    realtime.connectRealtime({ token: 'rt-1', userId: 7 });
    await settle();
    last().refuse('unavailable');
    expect(states()['usr#7']).toBe('subscribing');
    await expectWait(1000, () => sockets.length);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('onSubscribed', () => {
  it('tells a view each time the player\'s channel becomes subscribed after it asked, never for other channels', () => {
    const calls: number[] = [];
    realtime.subscriptionsStore.set({ broadcast: 'success', 'usr#7': 'subscribing' });
    const off = realtime.onSubscribed('usr#', () => calls.push(Date.now()));
    realtime.subscriptionsStore.set({ broadcast: 'error', 'usr#7': 'subscribing' });
    expect(calls).toHaveLength(0);
    realtime.subscriptionsStore.set({ broadcast: 'success', 'usr#7': 'success' });
    expect(calls).toHaveLength(1);
    // Still subscribed: nothing new; a drop and a resubscription: once more.
    realtime.subscriptionsStore.set({ broadcast: 'subscribing', 'usr#7': 'success' });
    realtime.subscriptionsStore.set({ broadcast: 'subscribing', 'usr#7': 'error' });
    realtime.subscriptionsStore.set({ broadcast: 'success', 'usr#7': 'success' });
    expect(calls).toHaveLength(2);
    off();
    realtime.subscriptionsStore.set({});
    realtime.subscriptionsStore.set({ 'usr#7': 'success' });
    expect(calls).toHaveLength(2);
  });

  it('says nothing for a channel already subscribed when the view asked', () => {
    realtime.subscriptionsStore.set({ 'usr#7': 'success' });
    let calls = 0;
    realtime.onSubscribed('usr#', () => calls++);
    realtime.subscriptionsStore.set({ 'usr#7': 'success', broadcast: 'success' });
    expect(calls).toBe(0);
  });
});
