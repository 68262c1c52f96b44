import { useCallback, useEffect } from 'react';
import type { Bet, Game } from '@azart/contracts';
import { api } from '../api/client.ts';
import { useUser } from '../session/session.ts';
import { createStore, useStore, type Store } from '../store.ts';

/** One game's bets of the signed-in player: first page on sign-in, prepended after each bet, "show more" pages back. */
type State = { userId: number | null; bets: Bet[]; nextBefore: number | null; loading: boolean; loaded: boolean };
const initial: State = { userId: null, bets: [], nextBefore: null, loading: false, loaded: false };
const stores = new Map<Game, Store<State>>();

function storeOf(game: Game): Store<State> {
  let store = stores.get(game);
  if (!store) {
    store = createStore<State>(initial, initial);
    stores.set(game, store);
  }
  return store;
}

export function addMyGameBet(bet: Bet): void {
  storeOf(bet.game).set((s) => (s.bets.some((b) => b.id === bet.id) ? s : { ...s, bets: [bet, ...s.bets] }));
}

/** A finished round's bet is fetched from the list again (the round itself is not a bet record). */
export function refreshMyGameBets(game: Game): void {
  const s = storeOf(game).get();
  if (s.userId !== null) void loadPage(game, s.userId, null);
}

/** GET /api/bets/my filtered by game, keyset paging with `before`. */
function fetchMyBets(game: Game, before: number | null) {
  return api.get('/api/bets/my', { query: { game, limit: 20, before: before ?? undefined } });
}

async function loadPage(game: Game, userId: number, before: number | null): Promise<void> {
  const store = storeOf(game);
  store.set((s) => ({ ...s, loading: true }));
  try {
    const page = await fetchMyBets(game, before);
    store.set((s) => {
      if (s.userId !== userId) return s;
      const known = new Set(s.bets.map((b) => b.id));
      const bets = before
        ? [...s.bets, ...page.bets.filter((b) => !known.has(b.id))]
        : [...s.bets.filter((b) => !page.bets.some((p) => p.id === b.id)), ...page.bets].sort((a, b) => b.id - a.id);
      return { ...s, bets, nextBefore: before || s.bets.length <= page.bets.length ? page.nextBefore : s.nextBefore, loading: false, loaded: true };
    });
  } catch {
    store.set((s) => ({ ...s, loading: false, loaded: true }));
  }
}

export function useMyGameBets(game: Game) {
  const user = useUser();
  const userId = user?.id ?? null;
  const store = storeOf(game);
  const state = useStore(store);
  useEffect(() => {
    if (store.get().userId === userId) return;
    store.set({ ...initial, userId });
    if (userId !== null) void loadPage(game, userId, null);
  }, [game, store, userId]);
  const loadMore = useCallback(() => {
    const s = store.get();
    if (s.userId !== null && s.nextBefore && !s.loading) void loadPage(game, s.userId, s.nextBefore);
  }, [game, store]);
  return { ...state, loadMore, signedIn: userId !== null };
}
