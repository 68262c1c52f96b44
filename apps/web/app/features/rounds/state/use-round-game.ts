import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CurrentRoundResponse, RoundGame, RoundHistoryItem } from '@azart/contracts';
import { onPublication, useRealtime } from '~/shared/realtime/socket.ts';
import { useUser } from '~/shared/session/session.ts';
import { loadCurrentRound } from '../api/rounds.ts';
import { initialScreen, reduceRound, type RoundScreen } from './round-screen.ts';

/** A round that should have moved on this long ago without a push means pushes were missed: read it again. */
const STALL_MS = 2_500;
const WATCHDOG_MS = 1_000;

export type RoundInitial = { current: CurrentRoundResponse | null; history: RoundHistoryItem[] };

/**
 * A round game's live state on a page: the first render from the loader, then
 * the `round`, `roundBets` and `roundWin` pushes. Re-read from the server
 * (GET /api/rounds/{game}/current) whenever pushes may have been missed: a
 * reconnect, the tab coming back from sleep, a round overdue by the server's
 * clock, and once the session is known (the player's own bets and choice).
 */
export function useRoundGame(game: RoundGame, initial: RoundInitial) {
  const [screen, dispatch] = useReducer(reduceRound, null, () => initialScreen(game, initial.current, initial.history, Date.now()));
  const userId = useUser()?.id ?? null;
  const connection = useRealtime().state;
  const lastSync = useRef(0);

  const resync = useCallback(async () => {
    lastSync.current = Date.now();
    try {
      const current = await loadCurrentRound(game);
      const receivedAt = Date.now();
      // A re-read redraws the whole round page: in slices, so the page answers input meanwhile (as pushes do).
      startTransition(() => dispatch({ type: 'sync', current, receivedAt }));
    } catch {
      // offline or the server restarting: the watchdog and the reconnect try again
    }
  }, [game]);

  // The session (or its absence) is known in the browser only: read the round with it, and again on login or logout.
  useEffect(() => {
    void resync();
  }, [resync, userId]);

  useEffect(
    () =>
      onPublication(({ channel, data }) => {
        const receivedAt = Date.now();
        // Each push redraws the round page (a busy round brings several a second): in slices, like a re-read, so
        // that the page answers input meanwhile. A push's time is taken on arrival, so the countdown stays exact.
        startTransition(() => {
          if (data.round?.game === game) dispatch({ type: 'round', round: data.round, receivedAt });
          if (data.roundBets?.game === game) dispatch({ type: 'bets', roundId: data.roundBets.roundId, bets: data.roundBets.bets, totals: data.roundBets.totals });
          if (data.roundWin?.game === game && channel.startsWith('usr#')) dispatch({ type: 'win', roundId: data.roundWin.roundId, win: data.roundWin.win, amount: data.roundWin.amount });
        });
      }),
    [game],
  );

  // Back online after a drop: whatever happened meanwhile is read once.
  const wasConnected = useRef(connection === 'connected');
  useEffect(() => {
    if (connection === 'connected' && !wasConnected.current) void resync();
    wasConnected.current = connection === 'connected';
  }, [connection, resync]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void resync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [resync]);

  // A round past its end by the server's clock with no push: re-read (at most every few seconds).
  const screenRef = useRef(screen);
  screenRef.current = screen;
  useEffect(() => {
    const timer = setInterval(() => {
      const { round, offsetMs } = screenRef.current;
      const serverNow = Date.now() + offsetMs;
      const due = round ? Date.parse(nextDeadline(round)) + STALL_MS : 0;
      if ((!round || serverNow > due) && Date.now() - lastSync.current > STALL_MS) void resync();
    }, WATCHDOG_MS);
    return () => clearInterval(timer);
  }, [resync]);

  return { screen, dispatch, resync };
}

/** The moment the round's current state should end (the next push is due then). */
export function nextDeadline(round: NonNullable<RoundScreen['round']>): string {
  switch (round.state) {
    case 'betting':
      return round.bettingEndsAt;
    case 'spinning':
      return round.spinEndsAt;
    case 'result':
      return round.resultEndsAt;
    case 'pause':
      return round.endsAt;
  }
}

/**
 * The server's clock, ticking (ms since the epoch), or null before the page is
 * interactive: countdowns are not rendered on the server, so hydration never
 * sees two different times.
 */
export function useServerNow(offsetMs: number, everyMs = 200): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offsetMs);
    // The first time shows with the page's other first renders, in slices; each later tick redraws one countdown.
    startTransition(tick);
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [offsetMs, everyMs]);
  return now;
}

/**
 * The server's clock at each render (null before the page is interactive),
 * re-rendering the caller only at the given moments on that clock instead of
 * on a ticking interval: what the round page decides from the time (bets
 * open, a loss shown) changes at known moments, and a page re-rendered five
 * times a second kept a phone's CPU (and the compositor) busy for nothing.
 * The countdown ticks on its own (LiveRoundPhase).
 */
export function useServerNowAt(offsetMs: number, moments: readonly (number | null)[]): number | null {
  const [hydrated, setHydrated] = useState(false);
  const [tick, setTick] = useState(0);
  // The first render with the clock redraws the round page just after hydration: in slices, like hydration itself.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const key = moments.join(',');
  useEffect(() => {
    if (!hydrated) return;
    const at = Date.now() + offsetMs;
    const next = Math.min(...moments.filter((moment): moment is number => moment !== null && moment > at));
    if (!Number.isFinite(next)) return;
    // A few milliseconds late, so that the render sees the moment as passed.
    const timer = setTimeout(() => setTick((n) => n + 1), next - at + 5);
    return () => clearTimeout(timer);
    // `key` stands for `moments`; `tick` schedules the moment after the one that fired.
  }, [hydrated, offsetMs, key, tick]);
  return hydrated ? Date.now() + offsetMs : null;
}

