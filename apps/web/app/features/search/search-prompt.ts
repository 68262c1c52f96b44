import { createStore, useStore } from '~/shared/store.ts';

/** Whether the search modal is open (spec §2: shown to everyone). The header's button and the keyboard open it. */
const store = createStore(false, false);

export const openSearch = () => store.set(true);
export const closeSearch = () => store.set(false);
export const useSearchOpen = () => useStore(store);

/** The keyboard shortcut: Ctrl+K / ⌘K anywhere, or "/" when the player is not typing. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  return !(target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName ?? '')));
}
