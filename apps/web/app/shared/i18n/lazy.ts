import { useTranslation } from './react.tsx';
import type { Locale } from '../locale.ts';
import type { Catalogues, LazyNamespaces } from './catalog.ts';

/**
 * `useTranslation` for a catalogue that came with lazily loaded code: adds it
 * to the page's i18next instance on first use (one instance per language, so
 * the instance's own language picks the half to add), then reads it as any
 * other namespace. Never runs in the server render's first load, and adding
 * twice is a no-op.
 */
export function useLazyCatalogue<N extends keyof LazyNamespaces & string>(ns: N, catalogues: Catalogues<LazyNamespaces[N]>): ReturnType<typeof useTranslation<N>> {
  const { i18n } = useTranslation();
  const lng = i18n.language as Locale;
  if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, catalogues[lng]);
  return useTranslation(ns);
}
