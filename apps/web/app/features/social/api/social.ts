import { useEffect } from 'react';
import type { SocialNetwork, SocialState, User } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { applyUser, sessionStore, useUser } from '~/shared/session/session.ts';
import { createStore, useStore } from '~/shared/store.ts';

/**
 * The social rewards' calls (GET /api/social and the actions) and one store
 * of the player's state, shared by the cards and the modals: an action in
 * one (a link, a claim) shows in all of them.
 */
type Loaded = { state: SocialState | null; loading: boolean; failed: boolean };
/** Whose state it is: another player signing in on this tab never sees the previous one's. */
type Owned = Loaded & { userId: number | null };
const empty: Owned = { state: null, loading: false, failed: false, userId: null };
const store = createStore<Owned>(empty, empty);
let pending: Promise<SocialState | null> | null = null;
/**
 * Bumped by every change the player made (a link, a claim, a screenshot): a
 * read that was in flight at that moment answered from before it, and must
 * not overwrite the newer state (linking Telegram showed "not linked" when
 * the page's first read landed after the link's own answer).
 */
let generation = 0;
const currentUserId = () => sessionStore.get().user?.id ?? null;

/** Reads the state again (one call at a time: callers at the same moment share it). */
export function refreshSocial(): Promise<SocialState | null> {
  if (pending) return pending;
  const started = generation;
  const read: Promise<SocialState | null> = (async () => {
    store.set((s) => ({ ...s, loading: true }));
    try {
      const state = await api.get('/api/social', { silent: true, track: false });
      if (generation !== started) return store.get().state;
      store.set({ state, loading: false, failed: false, userId: currentUserId() });
      return state;
    } catch {
      if (generation !== started) return store.get().state;
      store.set((s) => ({ state: s.userId === currentUserId() ? s.state : null, loading: false, failed: true, userId: currentUserId() }));
      return null;
    }
  })().finally(() => {
    if (pending === read) pending = null;
  });
  pending = read;
  return read;
}

/** After a change the answer of which does not carry the state: a read already in flight is stale, so a new one starts. */
function rereadSocial(): Promise<SocialState | null> {
  generation++;
  pending = null;
  return refreshSocial();
}

/** The player's social state, loaded on first use (null for a visitor or until it arrives). */
export function useSocialState(): Loaded & { refresh: () => Promise<SocialState | null> } {
  const loaded = useStore(store);
  const userId = useUser()?.id ?? null;
  const mine = userId !== null && loaded.userId === userId;
  useEffect(() => {
    if (userId !== null && store.get().userId !== userId && !pending) void refreshSocial();
  }, [userId]);
  return { state: mine ? loaded.state : null, loading: loaded.loading, failed: mine && loaded.failed, refresh: refreshSocial };
}

const setState = (state: SocialState) => {
  generation++;
  store.set({ state, loading: false, failed: false, userId: currentUserId() });
};

const RETURN_PATH = /^\/(?![/\\])[\w\-./?=&%~]*$/;

/** This page, to come back to once the network has signed the player in. */
function returnPath(): string {
  const path = `${window.location.pathname}${window.location.search}`;
  return RETURN_PATH.test(path) && path.length <= 300 ? path : window.location.pathname;
}

/**
 * Sends the player to the network's sign-in to link the account (social
 * sign-in's flow in `link` mode, issue 23 item 2): they come back through
 * /auth/social, which finishes the link and returns them to this page.
 */
export async function startLink(network: SocialNetwork): Promise<void> {
  const { url } = await api.post('/api/auth/social/:network/start', { params: { network }, body: { mode: 'link', returnPath: returnPath() } });
  window.location.assign(url);
}

export async function unlinkAccount(network: SocialNetwork): Promise<SocialState> {
  const next = await api.post('/api/social/link/:network/delete', { params: { network } });
  setState(next);
  return next;
}

async function withUser<T extends { user: User }>(call: Promise<T>): Promise<T> {
  const response = await call;
  applyUser(response.user);
  void rereadSocial();
  return response;
}

/** The repost bonus of one post (the server asks the network about the repost and its reach). */
export const claimRepost = (postId: string) => withUser(api.post('/api/social/reposts', { body: { postId } }));

export const claimNewYear = () => withUser(api.post('/api/bonus/newyear'));

export async function sendScreenshot(file: File) {
  const form = new FormData();
  form.append('file', file);
  const answer = await api.post('/api/social/telegram/screenshots', { form });
  void rereadSocial();
  return answer.screenshot;
}

/** The player's own screenshot, fetched with the session's token (a plain link would not carry it). */
export const screenshotImage = (id: number) => api.file('/api/social/telegram/screenshots/:id/image', { silent: true, params: { id } });
