import { useEffect } from 'react';
import type { FeedBet } from '@azart/contracts';
import { createStore, useStore } from '~/shared/store.ts';

/**
 * Latest bets of everyone (real money only; demo bets never reach it). Page
 * loaders fetch GET /api/bets/latest on the server (so the feed is in the
 * server-rendered HTML); in the browser those rows are merged into this
 * store and `broadcast` pushes prepend new bets.
 */
export const FEED_SIZE = 20;
type FeedState = { bets: FeedBet[]; fresh: number | null };
const empty: FeedState = { bets: [], fresh: null };
const feedStore = createStore<FeedState>(empty, empty);

function merge(current: FeedBet[], incoming: FeedBet[]): FeedBet[] {
  const byId = new Map<number, FeedBet>();
  for (const bet of [...incoming, ...current]) if (!byId.has(bet.id)) byId.set(bet.id, bet);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, FEED_SIZE);
}

export function pushFeedBet(bet: FeedBet): void {
  feedStore.set((state) => (state.bets.some((b) => b.id === bet.id) ? state : { bets: merge(state.bets, [bet]), fresh: bet.id }));
}

/** The feed: the loader's rows until the browser store has any, then the live store. */
export function useFeed(initial: FeedBet[]): FeedState {
  const state = useStore(feedStore);
  useEffect(() => {
    if (initial.length) feedStore.set((s) => ({ bets: merge(s.bets, initial), fresh: s.fresh }));
  }, [initial]);
  return state.bets.length ? state : { bets: initial.slice(0, FEED_SIZE), fresh: null };
}
