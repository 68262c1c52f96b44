import { STORAGE_KEYS } from '~/shared/client-flags.ts';
import { MAX_QUERY_LENGTH, normalise } from './match.ts';

/**
 * The player's recent searches (spec §2 search modal), newest first, kept in
 * local storage under `recentSearches` on this device only: at most five,
 * each at most 64 characters, the same search (case-folded) once. Anything
 * unreadable there counts as no history.
 */
export const MAX_RECENT = 5;

export function readRecent(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.recentSearches) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** The history with `query` added in front (an empty query changes nothing). */
export function withRecent(recent: readonly string[], query: string): string[] {
  const entry = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  if (!entry) return [...recent];
  return [entry, ...recent.filter((item) => normalise(item) !== normalise(entry))].slice(0, MAX_RECENT);
}

export function saveRecent(storage: Pick<Storage, 'setItem'> | null, recent: readonly string[]): void {
  try {
    storage?.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(recent.slice(0, MAX_RECENT)));
  } catch {
    // storage full or blocked: the search works without a history
  }
}
