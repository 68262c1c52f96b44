import { useLocation } from 'react-router';
import { localeFromPath, type Locale } from '../locale.ts';
import { pathTo } from '../paths.ts';

/** The page's language, from its URL (`/en…` is English). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Path builders in the page's language: `usePaths().game('dice')`, `usePaths().faq()`. */
export function usePaths(): ReturnType<typeof pathTo> {
  return pathTo(useLocale());
}
