import { BROADCAST_CHANNEL, liveMessageSchema, PUBLICATION_EVENT, REALTIME_PERMISSION_DENIED, REALTIME_REFRESH_TOKEN, TOKEN_EXPIRED_EVENT, userChannel, type Publication } from '@azart/contracts';
import type { Socket } from 'socket.io-client';
import { apiOrigin } from '../api/client.ts';
import { createStore, useStore } from '../store.ts';
import { applySubscriptionEvent, type SubscriptionEvent, type SubscriptionState } from './subscription-state.ts';

/**
 * The live connection (spec §4 "Real-time socket", architecture "Real time"):
 * socket.io on the same origin; with the signed-in user's token the server
 * also joins the private channel `usr#{id}`, without it only `broadcast`.
 * Reconnects with backoff 1 s → 20 s; a new token (login, refresh) means a
 * fresh connection with the new auth; no token (logout) drops the private
 * channel by reconnecting anonymously. socket.io-client is loaded after the
 * page is interactive, so it is not part of the first-load JavaScript.
 *
 * A handshake the server refuses (socket.io does not retry those by itself)
 * or a `token_expired` notice is retried with the same backoff, 1 s → 20 s
 * after consecutive refusals. A refused token asks the session for a fresh
 * one (re-authentication) at most once per token; when that yields the same
 * token the connection is simply retried later, and when it yields a new
 * token that is refused as well the next attempt waits longer, so a server
 * that keeps refusing sees a few attempts a minute, not a loop bounded only
 * by its rate limit. A successful connection, or a token that did not come
 * from our own re-authentication (login, logout, another user, a scheduled
 * refresh), starts the backoff over.
 *
 * The server's refusals carry the codes of spec §8: 109 (the token expired:
 * ask for a fresh one, TOKEN_REFRESH_INTERVAL_MS after it) and 103
 * (permission denied: the private channel's subscription is in error until
 * the session says whether it still stands). Socket errors are only logged.
 * Each channel's subscription state (new, subscribing, success, error,
 * unsubscribed) is in `subscriptionsStore`, read with `useSubscription`.
 */

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type RealtimeState = { state: ConnectionState; private: boolean; channels: string[] };
type RealtimeAuth = { token: string; userId: number } | null;
/** Re-authenticates after a refused token; resolves with the real-time token the session holds afterwards (null: signed out). */
export type RealtimeAuthErrorListener = () => Promise<string | null>;

const initial: RealtimeState = { state: 'disconnected', private: false, channels: [] };
export const realtimeStore = createStore<RealtimeState>(initial, initial);

export const RETRY_DELAY_MS = 1000;
export const RETRY_DELAY_MAX_MS = 20_000;
/** Spec §9 "refresh interval 1 s": the wait between a refused or expired token (109) and asking the session for a fresh one. */
export const TOKEN_REFRESH_INTERVAL_MS = 1000;
const RANDOMIZATION = 0.3;

/** Each channel's subscription state (spec §4); a channel never asked for is `new`. */
export const subscriptionsStore = createStore<Readonly<Record<string, SubscriptionState>>>({}, {});
/** The private channel the current connection wants (null: anonymous). */
let privateChannel: string | null = null;

function subscriptions(event: SubscriptionEvent, channels: readonly (string | null)[]): void {
  const list = channels.filter((c): c is string => c !== null);
  subscriptionsStore.set((states) => applySubscriptionEvent(states, list, event));
}

/** What a refusal or an error notice says: its code (103, 109) when the server sent one. */
export function realtimeErrorCode(error: unknown): number | null {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  if (typeof data?.code === 'number') return data.code;
  const message = (error as { message?: unknown } | null)?.message;
  // A server without codes: its messages say the same.
  if (message === 'token_expired') return REALTIME_REFRESH_TOKEN;
  if (message === 'unauthorized') return REALTIME_PERMISSION_DENIED;
  return null;
}

type PublicationListener = (publication: Publication) => void;
const listeners = new Set<PublicationListener>();
let authErrorListener: RealtimeAuthErrorListener | null = null;

let socket: Socket | null = null;
let wanted: RealtimeAuth = null;
let wantedToken: string | null | undefined; // undefined: not started
let generation = 0;
/** Consecutive refused handshakes (and token_expired notices) without a successful connection. */
let refusals = 0;
/** The token the session was last asked to replace (once per token). */
let reauthFor: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Wait before the n-th consecutive retry (n ≥ 1): 1 s, 2 s, 4 s … up to 20 s, stretched by up to 30 % so clients spread out. */
export function retryDelay(n: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_DELAY_MAX_MS, RETRY_DELAY_MS * 2 ** Math.max(0, n - 1));
  return Math.min(RETRY_DELAY_MAX_MS, Math.round(base * (1 + RANDOMIZATION * random())));
}

export function onPublication(listener: PublicationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called (with backoff, once per token) when the server refuses the token: the session should refresh it. */
export function onRealtimeAuthError(listener: RealtimeAuthErrorListener): void {
  authErrorListener = listener;
}

/** Connects (or re-connects) with this user's token; null connects anonymously. Safe to call repeatedly. */
export function connectRealtime(auth: RealtimeAuth): void {
  const token = auth?.token ?? null;
  if (typeof window === 'undefined' || token === wantedToken) return;
  // The answer to our own re-authentication keeps counting, anything else starts over.
  const answersReauth = auth !== null && reauthFor !== null && reauthFor === wantedToken && wanted?.userId === auth.userId;
  if (!answersReauth) refusals = 0;
  reauthFor = null;
  const channel = auth ? userChannel(auth.userId) : null;
  if (privateChannel !== null && privateChannel !== channel) subscriptions('unsubscribe', [privateChannel]);
  privateChannel = channel;
  wanted = auth;
  wantedToken = token;
  open();
}

function closeSocket(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  if (!socket) return;
  socket.removeAllListeners();
  socket.disconnect();
  socket = null;
}

/** A fresh connection with the wanted auth. */
function open(): void {
  const mine = ++generation;
  const auth = wanted;
  const token = auth?.token ?? null;
  closeSocket();
  realtimeStore.set({ state: 'connecting', private: false, channels: [] });
  const channel = privateChannel;
  subscriptions('subscribe', [BROADCAST_CHANNEL, channel]);
  void import('socket.io-client').then(({ io }) => {
    if (mine !== generation) return; // a newer token arrived while loading
    // The API's origin when configuration forces one (spec §7), else this page's.
    const options = {
      path: '/socket.io',
      // The WebSocket first: one handshake instead of three long-polling requests and an upgrade, each a task on
      // the page's main thread while it starts. Where a proxy or network refuses WebSockets, long polling is tried.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      auth: token ? { token } : {},
      reconnection: true,
      reconnectionDelay: RETRY_DELAY_MS,
      reconnectionDelayMax: RETRY_DELAY_MAX_MS,
      randomizationFactor: RANDOMIZATION,
      timeout: 5000,
    };
    const origin = apiOrigin();
    const s = origin ? io(origin, options) : io(options);
    socket = s;
    s.on('connect', () => {
      refusals = 0;
      realtimeStore.set({ state: 'connected', private: token !== null, channels: auth ? [BROADCAST_CHANNEL, userChannel(auth.userId)] : [BROADCAST_CHANNEL] });
      subscriptions('subscribed', [BROADCAST_CHANNEL, channel]);
    });
    s.on('disconnect', (reason: string) => {
      realtimeStore.set((prev) => ({ ...prev, state: s.active ? 'connecting' : 'disconnected' }));
      subscriptions('interrupted', [BROADCAST_CHANNEL, channel]);
      console.warn('[realtime] connection closed:', reason);
    });
    s.io.on('reconnect_attempt', () => realtimeStore.set((prev) => ({ ...prev, state: 'connecting' })));
    s.on('connect_error', (error: Error) => {
      // Socket errors are only logged (spec §8): a warning, never a toast. Transport errors (timeout, connection
      // closed) are retried by socket.io itself (s.active); a refusal by the server's middleware is not: retry it
      // here, asking for a fresh token when the token was refused (103 permission denied, 109 expired).
      const code = realtimeErrorCode(error);
      if (!s.active) {
        realtimeStore.set((prev) => ({ ...prev, state: 'disconnected' }));
        closeSocket(); // nothing left to wait for on this one
        const tokenRefused = token !== null && (code === REALTIME_PERMISSION_DENIED || code === REALTIME_REFRESH_TOKEN);
        subscriptions('interrupted', [BROADCAST_CHANNEL]);
        subscriptions(tokenRefused && code === REALTIME_PERMISSION_DENIED ? 'denied' : 'interrupted', [channel]);
        retryLater(mine, tokenRefused);
      }
      console.warn('[realtime]', error.message, code ?? '');
    });
    // Code 109 on a live connection: the server dropped the private channel when the token ran out (the session
    // normally renews it before); a fresh token subscribes it again.
    s.on(TOKEN_EXPIRED_EVENT, () => {
      realtimeStore.set((prev) => ({ ...prev, private: false, channels: [BROADCAST_CHANNEL] }));
      subscriptions('interrupted', [channel]);
      retryLater(mine, token !== null);
    });
    s.on(PUBLICATION_EVENT, (publication: Publication) => {
      if (!publication || typeof publication !== 'object' || !publication.data) return;
      // As the API client does with answers: in development a push must match its schema in packages/contracts.
      if (import.meta.env.DEV) {
        const checked = liveMessageSchema.safeParse(publication.data);
        if (!checked.success) console.error(`[realtime contract] a ${publication.channel} push does not match liveMessageSchema`, checked.error.issues, publication.data);
      }
      for (const listener of [...listeners]) listener(publication);
    });
  });
}

/**
 * After a refusal: wait (1 s, 2 s, 4 s … 20 s), then either ask the session for a fresh token (once per
 * token) or connect again with the same one. A fresh token arrives through connectRealtime.
 */
function retryLater(mine: number, tokenRefused: boolean): void {
  refusals += 1;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (mine !== generation) return;
    const token = wantedToken ?? null;
    if (!tokenRefused || token === null || reauthFor === token || !authErrorListener) return open();
    reauthFor = token;
    authErrorListener().then(
      (fresh) => {
        // Same token (refresh failed or the server reuses it): connect with it again; otherwise connectRealtime follows.
        if (mine === generation && wantedToken === token && fresh === token) open();
      },
      () => {
        if (mine === generation && wantedToken === token) open();
      },
    );
  }, tokenRefused ? Math.max(TOKEN_REFRESH_INTERVAL_MS, retryDelay(refusals)) : retryDelay(refusals));
}

export function disconnectRealtime(): void {
  generation++;
  closeSocket();
  subscriptions('unsubscribe', Object.keys(subscriptionsStore.get()));
  privateChannel = null;
  wanted = null;
  wantedToken = undefined;
  refusals = 0;
  reauthFor = null;
  realtimeStore.set(initial);
}

export function useRealtime(): RealtimeState {
  return useStore(realtimeStore);
}

/**
 * Calls `listener` each time a channel whose name starts with `prefix` becomes subscribed after this call (the
 * first connection, or again after a drop). A push sent while it was not subscribed never comes, so a view built
 * from a fetch refreshes then: the page may have fetched before its live connection was up.
 */
export function onSubscribed(prefix: string, listener: () => void): () => void {
  const subscribed = (states: Readonly<Record<string, SubscriptionState>>) => Object.entries(states).some(([channel, state]) => channel.startsWith(prefix) && state === 'success');
  let was = subscribed(subscriptionsStore.get());
  return subscriptionsStore.subscribe(() => {
    const now = subscribed(subscriptionsStore.get());
    if (now && !was) listener();
    was = now;
  });
}

/** A channel's subscription state for the UI (`usr#{id}`, `broadcast`): new until the connection asks for it. */
export function useSubscription(channel: string | null): SubscriptionState {
  return useStore(subscriptionsStore, (states) => (channel === null ? 'new' : states[channel] ?? 'new'));
}
