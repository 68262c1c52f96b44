import { useCallback } from 'react';
import { useBrowserSnapshot } from './browser-state.ts';

/**
 * The browser storage keys of spec §3 in one place, and the player's
 * switches kept in local storage as the strings "true" / "false" (spec §3:
 * "several kept in local storage as true/false strings").
 *
 * - `buildAt`: the build the page was loaded from (layout/version-check.tsx);
 * - `user`: the signed-in user (shared/session/session.ts);
 * - `2022`: the new-year key: "true" once the player has opened the season's
 *   gift from the header, so its marker stops calling for attention;
 * - `snow`: the snow overlay, off until the player turns it on;
 * - `undomain`: the domain move notice was dismissed;
 * - `tiled`: the games shown as tiles ("true", the default) or as a list;
 * - `dark`: the dark palette ("true", the default) or the light one (shared/theme.ts);
 * - `redesign`: the redesign layout instead of the old one (the default);
 * - `recentSearches`: the search modal's recent searches (features/search/recent.ts), a JSON list.
 */
export const STORAGE_KEYS = {
  buildAt: 'buildAt',
  user: 'user',
  newYear: '2022',
  snow: 'snow',
  undomain: 'undomain',
  tiled: 'tiled',
  dark: 'dark',
  redesign: 'redesign',
  recentSearches: 'recentSearches',
} as const;

/** The keys whose value is a "true"/"false" flag, with the value an absent or unreadable entry means. */
export const FLAG_DEFAULTS = {
  [STORAGE_KEYS.newYear]: false,
  [STORAGE_KEYS.snow]: false,
  [STORAGE_KEYS.undomain]: false,
  [STORAGE_KEYS.tiled]: true,
  [STORAGE_KEYS.dark]: true,
  [STORAGE_KEYS.redesign]: false,
} as const satisfies Record<string, boolean>;

export type FlagKey = keyof typeof FLAG_DEFAULTS;

/** What a flag's stored string means: only the exact strings count, anything else (absent, edited by hand) is the default. */
export function parseFlag(raw: string | null | undefined, fallback: boolean): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return fallback;
}

export const serializeFlag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Local storage when there is one and it answers (private modes and blocked storage throw). */
function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored flag, or `fallback` (the default unless the server knew better) when there is none. */
export function readFlag(key: FlagKey, storage: StorageLike | null = browserStorage(), fallback: boolean = FLAG_DEFAULTS[key]): boolean {
  try {
    return parseFlag(storage?.getItem(key), fallback);
  } catch {
    return fallback;
  }
}

/** Stores the flag and tells this tab's readers; other tabs hear the `storage` event. */
export function writeFlag(key: FlagKey, value: boolean, storage: StorageLike | null = browserStorage()): void {
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(key, serializeFlag(value));
    overrides.delete(key);
  } catch {
    // Storage full or blocked: the switch still holds for this page.
    overrides.set(key, value);
  }
  notify(key);
}

/** Values written while storage refused them, so the page still follows the player's switch. */
const overrides = new Map<FlagKey, boolean>();
const listeners = new Map<FlagKey, Set<() => void>>();

function notify(key: FlagKey): void {
  for (const listener of [...(listeners.get(key) ?? [])]) listener();
}

function subscribe(key: FlagKey, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  // Another tab changed the flag (or cleared the storage): follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    overrides.delete(key);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const current = (key: FlagKey, fallback: boolean): boolean => overrides.get(key) ?? readFlag(key, browserStorage(), fallback);

/**
 * A flag and its setter for a component. The server render and hydration
 * see the default (no local storage there), or what the server knew of the
 * flag (`serverValue`, the theme's cookie), then the stored value, so a
 * stored switch never causes a hydration mismatch. With nothing stored,
 * what the server knew stands.
 */
export function useFlag(key: FlagKey, serverValue: boolean = FLAG_DEFAULTS[key]): [boolean, (value: boolean) => void] {
  const value = useBrowserSnapshot(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => current(key, serverValue),
    () => serverValue,
  );
  return [value, (next) => writeFlag(key, next)];
}
