import { useEffect } from 'react';
import type { Bet, Game, GameLimits } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { createStore, useStore } from '~/shared/store.ts';

/** Minimum bet of every own game: 1 coin (games.md §4). */
export const MIN_BET = 100;

export type MyBetsPage<B extends Bet = Bet> = { bets: B[]; nextBefore: number | null };

/** GET /api/bets/my filtered by game, keyset paging with `before`. */
export function fetchMyBets<G extends Game>(game: G, before?: number | null, limit = 20): Promise<MyBetsPage<Extract<Bet, { game: G }>>> {
  return api('GET', '/api/bets/my', { query: { game, limit, before: before ?? undefined } });
}

/** Public limits of every own game (GET /api/games/limits), fetched once per page load. */
type LimitsState = { games: Partial<Record<Game, GameLimits>> | null; loading: boolean };
const limitsStore = createStore<LimitsState>({ games: null, loading: false });

async function loadLimits(): Promise<void> {
  if (limitsStore.get().games || limitsStore.get().loading) return;
  limitsStore.set({ games: null, loading: true });
  try {
    const body = await api<{ games: Partial<Record<Game, GameLimits>> }>('GET', '/api/games/limits', { auth: false, silent: true });
    limitsStore.set({ games: body.games, loading: false });
  } catch {
    limitsStore.set({ games: null, loading: false });
  }
}

export function useGameLimits(game: Game): GameLimits | null {
  const state = useStore(limitsStore);
  useEffect(() => {
    void loadLimits();
  }, []);
  return state.games?.[game] ?? null;
}
