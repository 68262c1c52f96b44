import { localizePath, type Locale } from './locale.ts';

/**
 * The back office's pages (issue 11), apart from the site's table in
 * paths.ts so that no player page carries them: one layout at `/admin`
 * (`/en/admin` in English) with a page per section. `pattern` is the child
 * route's path under `/admin`; `href` builds a concrete unprefixed path, its
 * query included. Use `adminPathTo(locale)` (or the feature's hook), never a
 * hand-built URL.
 */
export const ADMIN_ROOT = '/admin';

/** Query values of a back-office list: empty ones are left out of the URL. */
export type AdminQuery = Record<string, string | number | null | undefined>;

function withQuery(path: string, query?: AdminQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const ADMIN_PAGES = {
  overview: { pattern: '', href: () => ADMIN_ROOT },
  players: { pattern: 'players', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/players`, query) },
  player: { pattern: 'players/:id', href: (id: number, query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/players/${id}`, query) },
  withdrawals: { pattern: 'withdrawals', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/withdrawals`, query) },
  deposits: { pattern: 'deposits', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/deposits`, query) },
  claims: { pattern: 'claims', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/claims`, query) },
  games: { pattern: 'games', href: () => `${ADMIN_ROOT}/games` },
  reconciliation: { pattern: 'reconciliation', href: () => `${ADMIN_ROOT}/reconciliation` },
  audit: { pattern: 'audit', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/audit`, query) },
  promo: { pattern: 'promo', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/promo`, query) },
  bonusSettings: { pattern: 'bonus-settings', href: () => `${ADMIN_ROOT}/bonus-settings` },
  // Tournaments (issue 14): the list by state and kind, a new one, a running one's bank and prizes.
  tournaments: { pattern: 'tournaments', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/tournaments`, query) },
  screenshots: { pattern: 'screenshots', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/screenshots`, query) },
  // Support tickets (issue 14): the agents' queue and one ticket's chat.
  tickets: { pattern: 'tickets', href: (query?: AdminQuery) => withQuery(`${ADMIN_ROOT}/tickets`, query) },
  ticket: { pattern: 'tickets/:id', href: (id: number) => `${ADMIN_ROOT}/tickets/${id}` },
} as const;

export type AdminPageName = keyof typeof ADMIN_PAGES;
type AdminBuilders = { [K in AdminPageName]: (typeof ADMIN_PAGES)[K]['href'] };

const cache = new Map<Locale, AdminBuilders>();

/** Back-office path builders for one language: `adminPathTo('en').player(7)` → `/en/admin/players/7`. */
export function adminPathTo(locale: Locale): AdminBuilders {
  let builders = cache.get(locale);
  if (!builders) {
    const entries = Object.entries(ADMIN_PAGES).map(([name, page]) => [
      name,
      (...args: unknown[]) => localizePath((page.href as (...a: unknown[]) => string)(...args), locale),
    ]);
    builders = Object.fromEntries(entries) as AdminBuilders;
    cache.set(locale, builders);
  }
  return builders;
}
