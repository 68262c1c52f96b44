import { BROADCAST_CHANNEL, PUBLICATION_EVENT, userChannel, type Publication } from '@azart/contracts';
import type { Socket } from 'socket.io-client';
import { createStore, useStore } from '~/shared/store.ts';

/**
 * The live connection (spec §4 "Real-time socket", architecture "Real time"):
 * socket.io on the same origin; with the signed-in user's token the server
 * also joins the private channel `usr#{id}`, without it only `broadcast`.
 * Reconnects with backoff 1 s → 20 s; a new token (login, refresh) means a
 * fresh connection with the new auth; no token (logout) drops the private
 * channel by reconnecting anonymously. socket.io-client is loaded after the
 * page is interactive, so it is not part of the first-load JavaScript.
 */

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type RealtimeState = { state: ConnectionState; private: boolean; channels: string[] };

const initial: RealtimeState = { state: 'disconnected', private: false, channels: [] };
export const realtimeStore = createStore<RealtimeState>(initial, initial);

type PublicationListener = (publication: Publication) => void;
const listeners = new Set<PublicationListener>();
let authErrorListener: (() => void) | null = null;

let socket: Socket | null = null;
let wantedToken: string | null | undefined; // undefined: not started
let generation = 0;

export function onPublication(listener: PublicationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the server refuses the token (expired): the session should refresh it. */
export function onRealtimeAuthError(listener: () => void): void {
  authErrorListener = listener;
}

/** Connects (or re-connects) with this user's token; null connects anonymously. Safe to call repeatedly. */
export function connectRealtime(auth: { token: string; userId: number } | null): void {
  const token = auth?.token ?? null;
  if (typeof window === 'undefined' || token === wantedToken) return;
  wantedToken = token;
  const mine = ++generation;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  realtimeStore.set({ state: 'connecting', private: false, channels: [] });
  void import('socket.io-client').then(({ io }) => {
    if (mine !== generation) return; // a newer token arrived while loading
    const s = io({
      path: '/socket.io',
      auth: token ? { token } : {},
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 20_000,
      randomizationFactor: 0.3,
      timeout: 5000,
    });
    socket = s;
    s.on('connect', () => {
      realtimeStore.set({ state: 'connected', private: token !== null, channels: auth ? [BROADCAST_CHANNEL, userChannel(auth.userId)] : [BROADCAST_CHANNEL] });
    });
    s.on('disconnect', () => realtimeStore.set((prev) => ({ ...prev, state: s.active ? 'connecting' : 'disconnected' })));
    s.io.on('reconnect_attempt', () => realtimeStore.set((prev) => ({ ...prev, state: 'connecting' })));
    s.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      // Socket errors are only logged (spec §8); a refused token asks the session for a fresh one.
      if (!s.active) {
        realtimeStore.set((prev) => ({ ...prev, state: 'disconnected' }));
        if (token) authErrorListener?.();
      }
      if (import.meta.env.DEV) console.warn('[realtime]', error.message);
    });
    s.on(PUBLICATION_EVENT, (publication: Publication) => {
      if (!publication || typeof publication !== 'object' || !publication.data) return;
      for (const listener of [...listeners]) listener(publication);
    });
  });
}

export function disconnectRealtime(): void {
  generation++;
  wantedToken = undefined;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  realtimeStore.set(initial);
}

export function useRealtime(): RealtimeState {
  return useStore(realtimeStore);
}
