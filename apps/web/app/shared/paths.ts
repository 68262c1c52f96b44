import { localizePath, type Locale } from './locale.ts';

/**
 * The one table of the site's pages. `pattern` is the unprefixed route path
 * (the route table registers each twice: Russian as is, English under /en)
 * and `href` builds a concrete unprefixed path. Each own game's page is
 * `/<id>` (spec §2: route slugs double as game ids); the route table makes
 * one per registered game. Components use `usePaths()` (or `pathTo(locale)`)
 * and never build URLs by hand.
 */
export const PAGES = {
  home: { pattern: '/', href: () => '/' },
  fairness: { pattern: '/fairness', href: (check?: VerifierLink) => `/fairness${check ? `?${verifierQuery(check)}` : ''}` },
  faq: { pattern: '/faq', href: (hash?: string) => `/faq${hash ? `#${hash}` : ''}` },
  terms: { pattern: '/terms', href: () => '/terms' },
  policy: { pattern: '/policy', href: () => '/policy' },
  // The player policies the footer links to (spec §2).
  amlPolicy: { pattern: '/aml-policy', href: () => '/aml-policy' },
  kyc: { pattern: '/kyc', href: () => '/kyc' },
  responsibleGambling: { pattern: '/responsible-gambling', href: () => '/responsible-gambling' },
  // Public (spec §2): the tournaments' standings and history; the player's own standing when signed in.
  tournaments: { pattern: '/tournaments', href: () => '/tournaments' },
  // A referral link (spec §2): its guard reports the visit and sends the visitor to the root.
  refLink: { pattern: '/refs/:id', href: (code: string) => `/refs/${encodeURIComponent(code)}` },
  // Auth-required (spec §2): the guard sends a visitor to sign in first.
  bonus: { pattern: '/bonus', href: () => '/bonus' },
  statuses: { pattern: '/statuses', href: () => '/statuses' },
  refs: { pattern: '/refs', href: () => '/refs' },
  // The profile (issue 23 item 1): the page for deep links; the header's menu opens the same as a modal.
  profile: { pattern: '/profile', href: () => '/profile' },
  // Social sign-in's landing (spec §2, issue 23 item 2): the VK and Telegram sign-ins come back here.
  authSocial: { pattern: '/auth/social', href: () => '/auth/social' },
  // Support (spec §2, auth): the ticket list at /support; its children /support/create and /support/:id (route-table.ts).
  support: { pattern: '/support', href: (sub?: string) => `/support${sub ? `/${encodeURIComponent(sub)}` : ''}` },
  // Auth-required sections whose pages are not built yet: only their guard exists.
  casinoGame: { pattern: '/casino/game/*', href: (id: string) => `/casino/game/${encodeURIComponent(id)}` },
} as const;

export type PageName = keyof typeof PAGES;

/** An own game's page. */
export const gamePath = (id: string): string => `/${id}`;

/** A check on /fairness: the game, the seeds and the bet's own parameters (games.md §1), as a shareable URL. */
export type VerifierLink = { game: string; serverSeed?: string; serverSeedHash?: string; clientSeed?: string; nonce?: number } & Record<string, string | number | undefined>;

function verifierQuery(link: VerifierLink): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(link)) if (value !== undefined && value !== '') q.set(key, String(value));
  return q.toString();
}

type Builders = { [K in PageName]: (typeof PAGES)[K]['href'] } & { game: (id: string) => string };

const cache = new Map<Locale, Builders>();

/** Path builders for one language: `pathTo('en').game('dice')` → `/en/dice`. */
export function pathTo(locale: Locale): Builders {
  let builders = cache.get(locale);
  if (!builders) {
    const entries = Object.entries(PAGES).map(([name, page]) => [
      name,
      (...args: unknown[]) => localizePath((page.href as (...a: unknown[]) => string)(...args), locale),
    ]);
    builders = { ...Object.fromEntries(entries), game: (id: string) => localizePath(gamePath(id), locale) } as Builders;
    cache.set(locale, builders);
  }
  return builders;
}
