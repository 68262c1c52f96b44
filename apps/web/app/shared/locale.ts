import { DEFAULT_LOCALE, LOCALES, type Locale } from '@azart/contracts';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Cookie that remembers the language chosen at the root path or in the footer (spec §2, 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** `/en` and `/en/...` are English; everything else is Russian. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ru';
}

/** Removes the `/en` prefix: `/en/dice` → `/dice`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
  return pathname || '/';
}

/** Adds the locale prefix to an unprefixed path: (`/dice`, en) → `/en/dice`, (`/`, en) → `/en`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  const [pathname = '/', rest = ''] = splitPath(path);
  return (pathname === '/' ? '/en' : `/en${pathname}`) + rest;
}

/** The same page in another language (footer switch): keeps the query and hash. */
export function switchLocale(pathWithSearch: string, to: Locale): string {
  const [pathname = '/', rest = ''] = splitPath(pathWithSearch);
  return localizePath(stripLocale(pathname), to) + rest;
}

function splitPath(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

export const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US' };
