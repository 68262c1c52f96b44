import { lazy, Suspense, useEffect, useState } from 'react';
import { closeSearch, isSearchShortcut, openSearch, useSearchOpen } from '../search-prompt.ts';

const SearchModal = lazy(() => import('./search-modal.tsx'));

/**
 * The search modal's place in the layout and its keyboard shortcut (Ctrl+K,
 * ⌘K, or "/" outside a field). The modal's code and texts load when it first
 * opens, so no page's first load carries them.
 */
export function SearchHost() {
  const open = useSearchOpen();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal open={open} onClose={closeSearch} />
    </Suspense>
  );
}
