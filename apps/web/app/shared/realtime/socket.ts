import { BROADCAST_CHANNEL, liveMessageSchema, PUBLICATION_EVENT, userChannel, type Publication } from '@azart/contracts';
import type { Socket } from 'socket.io-client';
import { createStore, useStore } from '../store.ts';

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
const RANDOMIZATION = 0.3;

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
  void import('socket.io-client').then(({ io }) => {
    if (mine !== generation) return; // a newer token arrived while loading
    const s = io({
      path: '/socket.io',
      auth: token ? { token } : {},
      reconnection: true,
      reconnectionDelay: RETRY_DELAY_MS,
      reconnectionDelayMax: RETRY_DELAY_MAX_MS,
      randomizationFactor: RANDOMIZATION,
      timeout: 5000,
    });
    socket = s;
    s.on('connect', () => {
      refusals = 0;
      realtimeStore.set({ state: 'connected', private: token !== null, channels: auth ? [BROADCAST_CHANNEL, userChannel(auth.userId)] : [BROADCAST_CHANNEL] });
    });
    s.on('disconnect', () => realtimeStore.set((prev) => ({ ...prev, state: s.active ? 'connecting' : 'disconnected' })));
    s.io.on('reconnect_attempt', () => realtimeStore.set((prev) => ({ ...prev, state: 'connecting' })));
    s.on('connect_error', (error: Error) => {
      // Socket errors are only logged (spec §8). Transport errors are retried by socket.io itself (s.active);
      // a refusal by the server's middleware is not: retry it here, refreshing the token if it was refused.
      if (!s.active) {
        realtimeStore.set((prev) => ({ ...prev, state: 'disconnected' }));
        closeSocket(); // nothing left to wait for on this one
        retryLater(mine, token !== null && error.message === 'unauthorized');
      }
      if (import.meta.env.DEV) console.warn('[realtime]', error.message);
    });
    // The server drops the private channel when the token runs out (the session normally renews it before).
    s.on('token_expired', () => {
      realtimeStore.set((prev) => ({ ...prev, private: false, channels: [BROADCAST_CHANNEL] }));
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
  }, retryDelay(refusals));
}

export function disconnectRealtime(): void {
  generation++;
  closeSocket();
  wanted = null;
  wantedToken = undefined;
  refusals = 0;
  reauthFor = null;
  realtimeStore.set(initial);
}

export function useRealtime(): RealtimeState {
  return useStore(realtimeStore);
}
