import { lazy, Suspense, useEffect } from 'react';
import type { CatalogueGames } from '~/shared/game/registry.ts';
import { useSinceFirst } from '~/shared/use-since-first.ts';
import { closeSearch, isSearchShortcut, openSearch, useSearchOpen } from '../search-prompt.ts';

const SearchModal = lazy(() => import('./search-modal.tsx'));

/**
 * The search modal's place in the layout and its keyboard shortcut (Ctrl+K,
 * ⌘K, or "/" outside a field). The modal's code and texts load when it first
 * opens, so no page's first load carries them. `games`: the games it finds
 * (the app's catalogue, as the header's games menu gets it).
 */
export function SearchHost({ games }: { games: CatalogueGames }) {
  const open = useSearchOpen();
  const wanted = useSinceFirst(open);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal games={games} open={open} onClose={closeSearch} />
    </Suspense>
  );
}
