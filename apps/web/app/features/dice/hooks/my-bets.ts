import { useCallback, useEffect } from 'react';
import type { DiceBet } from '@azart/contracts';
import { useUser } from '~/features/auth/index.ts';
import { createStore, useStore } from '~/shared/store.ts';
import { fetchMyDiceBets } from '../api/dice.ts';

/** The signed-in player's Dice bets: first page on sign-in, prepended after each roll, "show more" pages back. */
type MyBetsState = { userId: number | null; bets: DiceBet[]; nextBefore: number | null; loading: boolean; loaded: boolean };
const initial: MyBetsState = { userId: null, bets: [], nextBefore: null, loading: false, loaded: false };
const store = createStore<MyBetsState>(initial, initial);

export function addMyBet(bet: DiceBet): void {
  store.set((s) => (s.bets.some((b) => b.id === bet.id) ? s : { ...s, bets: [bet, ...s.bets] }));
}

async function loadPage(userId: number, before: number | null): Promise<void> {
  store.set((s) => ({ ...s, loading: true }));
  try {
    const page = await fetchMyDiceBets(before);
    store.set((s) => {
      if (s.userId !== userId) return s;
      const known = new Set(s.bets.map((b) => b.id));
      const bets = before ? [...s.bets, ...page.bets.filter((b) => !known.has(b.id))] : [...s.bets.filter((b) => !page.bets.some((p) => p.id === b.id)), ...page.bets].sort((a, b) => b.id - a.id);
      return { ...s, bets, nextBefore: page.nextBefore, loading: false, loaded: true };
    });
  } catch {
    store.set((s) => ({ ...s, loading: false, loaded: true }));
  }
}

export function useMyBets() {
  const user = useUser();
  const userId = user?.id ?? null;
  const state = useStore(store);
  useEffect(() => {
    if (store.get().userId === userId) return;
    store.set({ ...initial, userId });
    if (userId !== null) void loadPage(userId, null);
  }, [userId]);
  const loadMore = useCallback(() => {
    const s = store.get();
    if (s.userId !== null && s.nextBefore && !s.loading) void loadPage(s.userId, s.nextBefore);
  }, []);
  return { ...state, loadMore, signedIn: userId !== null };
}
