import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import type { GameLimits } from '@azart/contracts';
import { api, type ApiClient } from '../api/client.ts';
import { createStore, useStore } from '../store.ts';

/** Minimum bet of every own game until the limits are known: 1 coin (games.md §4). */
export const MIN_BET = 100;

export type LimitsByGame = Partial<Record<string, GameLimits>>;

/**
 * Server-side: every game's limits and house edge (GET /api/games/limits) for
 * a page's loader, so the first render already shows the coefficients and
 * limits the server will apply. null when they could not be read: the page
 * then asks from the browser.
 */
export async function loadGameLimits(client: ApiClient): Promise<LimitsByGame | null> {
  try {
    const { games } = await client.get('/api/games/limits', { auth: false, silent: true });
    return games && typeof games === 'object' ? games : null;
  } catch {
    return null;
  }
}

/** The limits a page's loader read; a board below reads them with useGameLimits. */
const LimitsContext = createContext<LimitsByGame | null>(null);

export function GameLimitsProvider({ limits, children }: { limits: LimitsByGame | null; children: ReactNode }) {
  return createElement(LimitsContext.Provider, { value: limits }, children);
}

/** Fetched once per page load in the browser when the page's loader had none. */
type LimitsState = { games: LimitsByGame | null; loading: boolean };
const limitsStore = createStore<LimitsState>({ games: null, loading: false });

async function fetchLimits(): Promise<void> {
  if (limitsStore.get().games || limitsStore.get().loading) return;
  limitsStore.set({ games: null, loading: true });
  try {
    const body = await api.get('/api/games/limits', { auth: false, silent: true });
    limitsStore.set({ games: body.games, loading: false });
  } catch {
    limitsStore.set({ games: null, loading: false });
  }
}

/** A game's limits and house edge (percent), or null while unknown. */
export function useGameLimits(game: string): GameLimits | null {
  const loaded = useContext(LimitsContext);
  const state = useStore(limitsStore);
  useEffect(() => {
    if (!loaded?.[game]) void fetchLimits();
  }, [loaded, game]);
  return loaded?.[game] ?? state.games?.[game] ?? null;
}

/** The house edge in basis points: the live one, or the game's default until it is known. */
export function edgeBpOf(limits: GameLimits | null, fallbackBp: number): number {
  return limits ? Math.round(limits.edge * 100) : fallbackBp;
}
