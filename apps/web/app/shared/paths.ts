import type { DiceSide, HotlineLevel, PopitRiskLevel } from '@azart/contracts';
import { localizePath, type Locale } from './locale.ts';

/**
 * The one table of the site's pages. `pattern` is the unprefixed route path
 * (routes.ts registers each twice: Russian as is, English under /en) and
 * `href` builds a concrete unprefixed path. Components use `usePaths()` (or
 * `pathTo(locale)`) and never build URLs by hand.
 */
export const PAGES = {
  home: { pattern: '/', href: () => '/' },
  dice: { pattern: '/dice', href: () => '/dice' },
  mines: { pattern: '/mines', href: () => '/mines' },
  bubbles: { pattern: '/bubbles', href: () => '/bubbles' },
  hotline: { pattern: '/hotline', href: () => '/hotline' },
  popit: { pattern: '/popit', href: () => '/popit' },
  fairness: { pattern: '/fairness', href: (check?: DiceCheckParams | GameCheckParams) => `/fairness${check ? `?${'game' in check ? gameCheckQuery(check) : diceCheckQuery(check)}` : ''}` },
  faq: { pattern: '/faq', href: (hash?: string) => `/faq${hash ? `#${hash}` : ''}` },
  terms: { pattern: '/terms', href: () => '/terms' },
  policy: { pattern: '/policy', href: () => '/policy' },
  // Auth-required sections of spec §2 whose pages are not built yet: only their guard exists.
  bonus: { pattern: '/bonus', href: () => '/bonus' },
  refs: { pattern: '/refs', href: () => '/refs' },
  statuses: { pattern: '/statuses', href: () => '/statuses' },
  support: { pattern: '/support/*', href: (sub?: string) => `/support${sub ? `/${encodeURIComponent(sub)}` : ''}` },
  casinoGame: { pattern: '/casino/game/*', href: (id: string) => `/casino/game/${encodeURIComponent(id)}` },
} as const;

export type PageName = keyof typeof PAGES;

export type DiceCheckParams = { serverSeed?: string; clientSeed: string; nonce: number; chance: number; side: DiceSide; serverSeedHash?: string };

function diceCheckQuery(p: DiceCheckParams): string {
  const q = new URLSearchParams();
  if (p.serverSeed) q.set('serverSeed', p.serverSeed);
  if (p.serverSeedHash) q.set('serverSeedHash', p.serverSeedHash);
  q.set('clientSeed', p.clientSeed);
  q.set('nonce', String(p.nonce));
  q.set('chance', String(p.chance));
  q.set('side', p.side);
  return q.toString();
}

/** Verifier parameters of the other own games: the bet's own (games.md §1). */
export type GameCheckParams = { serverSeed?: string; serverSeedHash?: string; clientSeed: string; nonce: number } & (
  | { game: 'mines'; mines: number }
  | { game: 'bubbles'; target: number }
  | { game: 'hotline'; difficulty: HotlineLevel }
  | { game: 'popit'; picks: readonly number[]; risk: PopitRiskLevel }
);

function gameCheckQuery(p: GameCheckParams): string {
  const q = new URLSearchParams();
  q.set('game', p.game);
  if (p.serverSeed) q.set('serverSeed', p.serverSeed);
  if (p.serverSeedHash) q.set('serverSeedHash', p.serverSeedHash);
  q.set('clientSeed', p.clientSeed);
  q.set('nonce', String(p.nonce));
  if (p.game === 'mines') q.set('mines', String(p.mines));
  if (p.game === 'bubbles') q.set('target', String(p.target));
  if (p.game === 'hotline') q.set('difficulty', p.difficulty);
  if (p.game === 'popit') {
    q.set('picks', p.picks.join(','));
    q.set('risk', p.risk);
  }
  return q.toString();
}

type Builders = { [K in PageName]: (typeof PAGES)[K]['href'] };

const cache = new Map<Locale, Builders>();

/** Path builders for one language: `pathTo('en').dice()` → `/en/dice`. */
export function pathTo(locale: Locale): Builders {
  let builders = cache.get(locale);
  if (!builders) {
    const entries = Object.entries(PAGES).map(([name, page]) => [
      name,
      (...args: unknown[]) => localizePath((page.href as (...a: unknown[]) => string)(...args), locale),
    ]);
    builders = Object.fromEntries(entries) as Builders;
    cache.set(locale, builders);
  }
  return builders;
}
