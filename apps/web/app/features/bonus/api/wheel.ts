import { useEffect } from 'react';
import type { LuckyWheelLive, WheelWin, WheelWinsResponse } from '@azart/contracts';
import { api, newIdempotencyKey, type ApiClient } from '~/shared/api/client.ts';
import { onceMoreIfLost } from '~/shared/api/once-more.ts';
import { onPublication } from '~/shared/realtime/socket.ts';
import { applyUser } from '~/shared/session/session.ts';
import { createStore, useStore } from '~/shared/store.ts';

/**
 * The daily wheel's calls (docs/games/wheel.md) and the live store of its
 * wins. Multipliers (`x`) are hundredths, amounts kopecks, as the API has them.
 */

/**
 * One spin. One Idempotency-Key per click: a spin whose answer was lost on
 * the way (the connection dropped) is asked again with the same key, and the
 * server answers with the spin it made instead of refusing a second one.
 */
export async function spinWheel() {
  const key = newIdempotencyKey();
  const response = await onceMoreIfLost(() => api.post('/api/bonus/wheel/spin', { headers: { 'Idempotency-Key': key } }));
  applyUser(response.user);
  return response.spin;
}

/** The player's own spins with their seeds (the server seed once the pair is rotated). */
export const loadMySpins = () => api.get('/api/bonus/wheel/my', { silent: true }).then((answer) => answer.spins);

/** Reveals the current server seed (and commits a new pair): what a spin's check needs. */
export const rotateSeeds = () => api.post('/api/fairness/rotate', { body: {} });

/** Server-side, for a page's loader: the strip's first state (null on any failure: the strip then loads it itself). */
export async function loadWheelWins(client: ApiClient): Promise<WheelWinsResponse | null> {
  try {
    return await client.get('/api/bonus/wheel/wins', { auth: false, silent: true });
  } catch {
    return null;
  }
}

/** Wins kept by the strip: the loader's or the first fetch's rows, then every `luckywheel` push, newest first. */
export const WHEEL_WINS_SIZE = 20;
type WinsState = { wins: WheelWin[]; allwin: number | null; fresh: number | null; loaded: boolean };
const empty: WinsState = { wins: [], allwin: null, fresh: null, loaded: false };
const winsStore = createStore<WinsState>(empty, empty);

function merge(current: WheelWin[], incoming: WheelWin[]): WheelWin[] {
  const byId = new Map<number, WheelWin>();
  for (const win of [...incoming, ...current]) if (!byId.has(win.id)) byId.set(win.id, win);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, WHEEL_WINS_SIZE);
}

/** A push delivered twice (the relay is at least once) changes nothing; without an id (another server) it only updates the total. */
export function pushWheelWin(live: LuckyWheelLive): void {
  winsStore.set((state) => {
    const win = live.id !== undefined ? { id: live.id, login: live.login ?? '', win: live.winmoney, x: live.x, createdAt: live.createdAt ?? new Date().toISOString() } : null;
    if (!win || state.wins.some((w) => w.id === win.id)) return { ...state, allwin: live.allwin };
    return { wins: merge(state.wins, [win]), allwin: live.allwin, fresh: win.id, loaded: state.loaded };
  });
}

/** What the strip shows now (outside React: tests, a page that wants today's total). */
export const wheelWinsNow = (): WinsState => winsStore.get();

function applyInitial(initial: WheelWinsResponse): void {
  winsStore.set((state) => ({
    wins: merge(state.wins, initial.wins),
    // A push is newer than any first state, so its total wins over the loader's.
    allwin: state.allwin ?? initial.allwin,
    fresh: state.fresh,
    loaded: true,
  }));
}

/**
 * The strip's state: the given first state until the browser store has one,
 * then the live store, fed by `luckywheel` pushes on `broadcast` for as long
 * as a strip is on the page. Without a first state it fetches one.
 */
export function useWheelWins(initial: WheelWinsResponse | null): WinsState {
  const state = useStore(winsStore);
  useEffect(() => {
    if (initial) applyInitial(initial);
    else if (!winsStore.get().loaded) api.get('/api/bonus/wheel/wins', { auth: false, silent: true, track: false }).then(applyInitial, () => undefined);
  }, [initial]);
  useEffect(() => onPublication(({ data }) => data.luckywheel && pushWheelWin(data.luckywheel)), []);
  if (state.loaded || state.wins.length) return state;
  return initial ? { wins: initial.wins.slice(0, WHEEL_WINS_SIZE), allwin: initial.allwin, fresh: null, loaded: true } : state;
}
