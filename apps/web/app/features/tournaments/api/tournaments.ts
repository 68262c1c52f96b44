import { useEffect, useRef, useState } from 'react';
import type { MyTournaments, Tournament, TournamentsInit } from '@azart/contracts';
import { api, type ApiClient } from '~/shared/api/client.ts';
import { onPublication } from '~/shared/realtime/socket.ts';
import { useUser } from '~/shared/session/session.ts';

/** The page's calls (spec §7): the public standings, and the player's own standing when signed in. */

/** Server-side, for the page's loader: null on any failure (the page then loads it in the browser). */
export async function loadTournaments(client: ApiClient): Promise<TournamentsInit | null> {
  try {
    return await client.get('/api/bonus/tournaments/init', { auth: false, silent: true });
  } catch {
    return null;
  }
}

/**
 * A live `tournament` push applied to the page's state: a running one's new
 * standings replace its card; one that ended (state paying or paid) leaves
 * the running list for the history. Repeats (the relay delivers at least
 * once) replace with the same state, so they change nothing.
 */
export function applyLive(state: TournamentsInit, live: Tournament): TournamentsInit {
  if (live.state === 'running') {
    if (!state.tournaments.some((t) => t.id === live.id)) return state;
    const tournaments = state.tournaments.map((t) => (t.id === live.id ? live : t));
    const award = live.kind === 'places' && state.award.tournamentId === live.id ? { ...state.award, places: live.prizes, bank: live.prizes['1'] + live.prizes['2'] } : state.award;
    return { ...state, tournaments, award };
  }
  return {
    ...state,
    tournaments: state.tournaments.filter((t) => t.id !== live.id),
    history: [live, ...state.history.filter((t) => t.id !== live.id)],
  };
}

/** My standing is fetched at most this often while pushes arrive (a push carries the first 50, not me). */
const MY_REFRESH_MS = 5000;
/**
 * Pushes are sent at most every few seconds per tournament and only while
 * bets are counted, so the last moves of a quiet spell may never be pushed:
 * a visible page also reads everything again this often.
 */
const RESYNC_MS = 30_000;

/**
 * The page's data: the loader's first state (or a fetch of it), then every
 * `tournament` push on `broadcast`; the signed-in player's own standing,
 * refreshed after pushes. When a tournament ends the list is fetched again,
 * so the next period's tournament appears.
 */
export function useTournaments(initial: TournamentsInit | null): { data: TournamentsInit | null; mine: MyTournaments | null; failed: boolean } {
  const [data, setData] = useState<TournamentsInit | null>(initial);
  const [failed, setFailed] = useState(false);
  const [mine, setMine] = useState<MyTournaments | null>(null);
  const user = useUser();
  const userId = user?.id ?? null;
  const lastMine = useRef(0);

  useEffect(() => {
    if (initial) return;
    api.get('/api/bonus/tournaments/init', { auth: false, silent: true }).then(setData, () => setFailed(true));
  }, [initial]);

  useEffect(() => {
    if (userId === null) {
      setMine(null);
      return;
    }
    let live = true;
    const refresh = () => {
      lastMine.current = Date.now();
      api.get('/api/bonus/tournaments/my', { silent: true }).then((answer) => live && setMine(answer), () => undefined);
    };
    refresh();
    const off = onPublication(({ data: message }) => {
      if (!message.tournament) return;
      if (Date.now() - lastMine.current >= MY_REFRESH_MS) refresh();
    });
    const timer = setInterval(() => document.visibilityState === 'visible' && refresh(), RESYNC_MS);
    return () => {
      live = false;
      off();
      clearInterval(timer);
    };
  }, [userId]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') api.get('/api/bonus/tournaments/init', { auth: false, silent: true, track: false }).then(setData, () => undefined);
    }, RESYNC_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(
    () =>
      onPublication(({ data: message }) => {
        const live = message.tournament;
        if (!live) return;
        setData((state) => (state ? applyLive(state, live) : state));
        if (live.state !== 'running') api.get('/api/bonus/tournaments/init', { auth: false, silent: true }).then(setData, () => undefined);
      }),
    [],
  );

  return { data, mine, failed };
}
