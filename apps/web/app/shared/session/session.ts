import type { AuthResponse, BalanceMessage, User } from '@azart/contracts';
import { api, ApiError, configureApiAuth } from '../api/client.ts';
import { createStore, useStore } from '../store.ts';

/**
 * The browser session (spec §3 "Auth state", §4 "Session"):
 * - the access token is kept with its `Bearer` prefix and its expiry; it is
 *   valid until 500 ms before the expiry (default lifetime 1800 s);
 * - the user is kept in local storage under `user` and restored at once on
 *   load, then a refresh call confirms it (401 → logged out);
 * - while a refresh runs every outgoing request waits for it.
 * The refresh token itself is an httpOnly cookie the browser never reads.
 */

export type SessionState = {
  user: User | null;
  loggedIn: boolean;
  isRefreshing: boolean;
  /** True once local storage was read (always false during the server render). */
  restored: boolean;
};

const STORAGE_USER = 'user';
const STORAGE_TOKEN = 'token';
const STORAGE_EXPIRES = 'token_expires_at';
export const EXPIRY_MARGIN_MS = 500;
/**
 * Lifetime assumed when an answer carries no expiry (spec §3, §9). Same value
 * as ACCESS_TOKEN_TTL_SECONDS in @azart/contracts, kept here because that
 * module also defines the auth form schemas, which must stay out of the
 * first-load bundle (they load with the auth modal).
 */
const DEFAULT_TOKEN_TTL_SECONDS = 1800;

const anonymous: SessionState = { user: null, loggedIn: false, isRefreshing: false, restored: false };
export const sessionStore = createStore<SessionState>(anonymous, anonymous);

let token: string | null = null;
let expiresAt: number | null = null;
let refreshPromise: Promise<boolean> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

type EndReason = 'logout' | 'unauthorized' | 'expired';
const endListeners = new Set<(reason: EndReason) => void>();
/** Called when the session ends for any reason other than a sign-out click (401, expired refresh, server push). */
export function onSessionEnded(listener: (reason: EndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export type TokenStatus = 'unknown' | 'valid' | 'expired';
export function tokenStatus(now = Date.now()): TokenStatus {
  if (!token || !expiresAt) return 'unknown';
  return now < expiresAt - EXPIRY_MARGIN_MS ? 'valid' : 'expired';
}

/** The real-time token of the signed-in user (changes on every login/refresh). */
export function realtimeToken(): string | null {
  return sessionStore.get().user?.centrifugo_token ?? null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function persist(): void {
  const s = storage();
  if (!s) return;
  const { user } = sessionStore.get();
  if (user && token) {
    s.setItem(STORAGE_USER, JSON.stringify(user));
    s.setItem(STORAGE_TOKEN, `Bearer ${token}`);
    s.setItem(STORAGE_EXPIRES, String(expiresAt ?? 0));
  } else {
    s.removeItem(STORAGE_USER);
    s.removeItem(STORAGE_TOKEN);
    s.removeItem(STORAGE_EXPIRES);
  }
}

/** After a refresh that failed on the network: the next try waits this long (doubling, capped). */
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;
let retryDelay = RETRY_MIN_MS;

function scheduleRefresh(): void {
  retryDelay = RETRY_MIN_MS;
  clearTimeout(refreshTimer);
  if (!expiresAt || typeof window === 'undefined') return;
  // Renew a minute before expiry (or halfway for short tokens) so sockets and requests never see an expired token.
  const lifetime = expiresAt - Date.now();
  const delay = Math.max(1000, Math.min(lifetime - 60_000, lifetime / 2));
  refreshTimer = setTimeout(() => void refresh(), delay);
}

function scheduleRetry(): void {
  clearTimeout(refreshTimer);
  if (token === null || typeof window === 'undefined') return;
  refreshTimer = setTimeout(() => void refresh(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

function setUser(user: User | null): void {
  sessionStore.set((s) => ({ ...s, user, loggedIn: user !== null }));
}

/** Stores a login/registration/refresh answer. */
export function applyAuth(response: AuthResponse): void {
  if (!response.user || typeof response.user !== 'object') throw new Error('User Data response does not contain field user');
  token = response.access_token.token;
  const ttl = response.access_token.expiresIn > 0 ? response.access_token.expiresIn : DEFAULT_TOKEN_TTL_SECONDS;
  expiresAt = Date.now() + ttl * 1000;
  setUser(response.user);
  persist();
  scheduleRefresh();
}

/** Replaces the user (e.g. from a demo or bet answer). */
export function applyUser(user: User): void {
  if (!sessionStore.get().user) return;
  setUser(user);
  persist();
}

/** Counts balance pushes, so that a fetched user never replaces a balance pushed while the fetch ran. */
let balancePushes = 0;

/** A balance push from the server (`usr#{id}` channel). */
export function applyBalance(balance: BalanceMessage): void {
  const { user } = sessionStore.get();
  if (!user) return;
  balancePushes++;
  setUser({ ...user, ...balance });
  persist();
}

/**
 * Fetches the signed-in player afresh (GET /api/auth/me) when the live channel was (re)subscribed: pushes sent
 * while it was not, such as a deposit credited while another tab's refresh had the socket reconnect, never came,
 * and a user adopted from another tab carries that tab's older balance. A balance pushed while the request ran is
 * newer than its answer and is kept.
 */
export async function resyncUser(): Promise<void> {
  if (!sessionStore.get().user || token === null) return;
  const pushesAtStart = balancePushes;
  try {
    const { user } = await api.get('/api/auth/me', { silent: true, track: false });
    const current = sessionStore.get().user;
    if (!current || current.id !== user.id) return;
    applyUser(balancePushes === pushesAtStart ? user : { ...user, ...balanceOf(current) });
  } catch {
    // Offline or signed out meanwhile: the next subscription or push brings it.
  }
}

function balanceOf(user: User): BalanceMessage {
  return { money: user.money, bonusMoney: user.bonusMoney, demoMoney: user.demoMoney, depositPoints: user.depositPoints, demo: user.demo, bonusPlay: user.bonusPlay };
}

function clear(): void {
  token = null;
  expiresAt = null;
  clearTimeout(refreshTimer);
  setUser(null);
  persist();
}

/** Ends the session locally; `reason` other than 'logout' also tells listeners (they send the user to the root). */
export function endSession(reason: EndReason): void {
  const hadSession = sessionStore.get().loggedIn || token !== null;
  clear();
  // The server tells this session's sockets that it ended before the sign-out request returns: that is
  // this tab's own sign-out, not an expired session, so it must not send the player to the root.
  const why = loggingOut && reason === 'unauthorized' ? 'logout' : reason;
  if (hadSession) for (const listener of [...endListeners]) listener(why);
}

/** Set while this tab's own sign-out request runs. */
let loggingOut = false;

/** Sign-out click: revoke on the server (best effort), then forget locally. */
export async function logout(): Promise<void> {
  const hadToken = token !== null;
  loggingOut = true;
  try {
    if (hadToken) await api.post('/api/auth/logout', { silent: true, skipAuthWait: true });
  } catch {
    // the local session ends anyway
  } finally {
    endSession('logout');
    loggingOut = false;
  }
}

/**
 * GET /api/auth/refresh with the stored token and the refresh cookie. One at
 * a time: concurrent callers share the running promise, and tabs take turns
 * (Web Locks) because the server rotates the refresh cookie and treats a
 * reused one as theft; a tab that waited adopts what another tab just got.
 * Resolves true when the session is (still) valid.
 */
export function refresh(): Promise<boolean> {
  if (refreshPromise) return refreshPromise;
  sessionStore.set((s) => ({ ...s, isRefreshing: true }));
  const tokenAtStart = token;
  const run = async (): Promise<boolean> => {
    if (adoptFromStorage(tokenAtStart)) return true;
    try {
      const response = await api.get('/api/auth/refresh', { skipAuthWait: true, silent: true, auth: token !== null });
      applyAuth(response);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        endSession('expired');
        return false;
      }
      // Network trouble: keep the stored session and try again soon, so the token is renewed before it runs out.
      scheduleRetry();
      return tokenStatus() === 'valid';
    }
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  refreshPromise = (locks ? locks.request('azart-session-refresh', run) : run()).finally(() => {
    refreshPromise = null;
    sessionStore.set((s) => ({ ...s, isRefreshing: false }));
  });
  return refreshPromise;
}

/** Takes the token another tab stored since `known` (if it is fresh); true when adopted. */
function adoptFromStorage(known: string | null): boolean {
  const s = storage();
  const stored = s?.getItem(STORAGE_TOKEN)?.replace(/^Bearer\s+/i, '') ?? null;
  const storedExpiry = Number(s?.getItem(STORAGE_EXPIRES)) || 0;
  const storedUser = s?.getItem(STORAGE_USER);
  if (!stored || stored === known || !storedUser || storedExpiry - Date.now() < 60_000) return false;
  try {
    token = stored;
    expiresAt = storedExpiry;
    setUser(JSON.parse(storedUser) as User);
    scheduleRefresh();
    return true;
  } catch {
    return false;
  }
}

/** Another tab logged in, refreshed or logged out: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_TOKEN && event.key !== null) return;
  if (!event.newValue && event.key === STORAGE_TOKEN) {
    if (sessionStore.get().loggedIn) {
      token = null;
      expiresAt = null;
      clearTimeout(refreshTimer);
      setUser(null);
    }
    return;
  }
  adoptFromStorage(token);
}

/**
 * Reads local storage once (browser only): the stored user shows at once,
 * then a refresh call confirms the session.
 */
export function restoreSession(): void {
  if (sessionStore.get().restored) return;
  const s = storage();
  if (!s) return;
  let user: User | null = null;
  try {
    const storedToken = s.getItem(STORAGE_TOKEN);
    const storedUser = s.getItem(STORAGE_USER);
    if (storedToken && storedUser) {
      token = storedToken.replace(/^Bearer\s+/i, '');
      expiresAt = Number(s.getItem(STORAGE_EXPIRES)) || null;
      user = JSON.parse(storedUser) as User;
    }
  } catch {
    token = null;
    user = null;
  }
  sessionStore.set({ user, loggedIn: user !== null, isRefreshing: false, restored: true });
  if (typeof window.addEventListener === 'function') window.addEventListener('storage', onStorage);
  if (user) void refresh();
}

configureApiAuth({
  async ready() {
    if (refreshPromise) await refreshPromise;
    if (token && tokenStatus() === 'expired') await refresh();
  },
  authorization: () => (token ? `Bearer ${token}` : null),
  unauthorized(code) {
    endSession(code === 'session_expired' ? 'expired' : 'unauthorized');
  },
});

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function useUser(): User | null {
  return useStore(sessionStore, (s) => s.user);
}
