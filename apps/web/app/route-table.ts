import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { ADMIN_PAGES, ADMIN_ROOT, type AdminPageName } from './shared/admin-paths.ts';
import { gamePath, PAGES, type PageName } from './shared/paths.ts';

/** The route module of each page of the table in shared/paths.ts. */
const FILES: Record<PageName, string> = {
  home: 'routes/home.tsx',
  fairness: 'routes/fairness.tsx',
  faq: 'routes/faq.tsx',
  terms: 'routes/terms.tsx',
  policy: 'routes/policy.tsx',
  amlPolicy: 'routes/aml-policy.tsx',
  kyc: 'routes/kyc.tsx',
  responsibleGambling: 'routes/responsible-gambling.tsx',
  tournaments: 'routes/tournaments.tsx',
  bonus: 'routes/bonus.tsx',
  refs: 'routes/refs.tsx',
  profile: 'routes/profile.tsx',
  authSocial: 'routes/auth-social.tsx',
  refLink: 'routes/ref-link.tsx',
  statuses: 'routes/statuses.tsx',
  support: 'routes/support/layout.tsx',
  casinoGame: 'routes/auth-only.tsx',
};

/** Pages with children of their own: /support's list, creation form and chat (spec §2). */
const CHILDREN: Partial<Record<PageName, (locale: Locale) => RouteConfigEntry[]>> = {
  support: (locale) => [
    index('routes/support/list.tsx', { id: `support-list___${locale}` }),
    route('create', 'routes/support/create.tsx', { id: `support-create___${locale}` }),
    route(':id', 'routes/support/ticket.tsx', { id: `support-ticket___${locale}` }),
  ],
};

/**
 * The back office (issue 11): one layout of its own at /admin with a page per
 * section (shared/admin-paths.ts), each a route chunk that no player page
 * loads. Anything else under /admin is the back office's own 404.
 */
export const ADMIN_LAYOUT = 'routes/backoffice/layout.tsx';
const ADMIN_FILES: Record<AdminPageName, string> = {
  overview: 'routes/backoffice/overview.tsx',
  players: 'routes/backoffice/players.tsx',
  player: 'routes/backoffice/player.tsx',
  withdrawals: 'routes/backoffice/withdrawals.tsx',
  deposits: 'routes/backoffice/deposits.tsx',
  claims: 'routes/backoffice/claims.tsx',
  games: 'routes/backoffice/games.tsx',
  reconciliation: 'routes/backoffice/reconciliation.tsx',
  audit: 'routes/backoffice/audit.tsx',
  promo: 'routes/backoffice/promo.tsx',
  bonusSettings: 'routes/backoffice/bonus-settings.tsx',
  tournaments: 'routes/backoffice/tournaments.tsx',
  screenshots: 'routes/backoffice/screenshots.tsx',
  tickets: 'routes/backoffice/tickets.tsx',
  ticket: 'routes/backoffice/ticket.tsx',
};
const ADMIN_NOT_FOUND = 'routes/backoffice/not-found.tsx';

function adminPages(locale: Locale): RouteConfigEntry[] {
  return [
    ...(Object.keys(ADMIN_PAGES) as AdminPageName[]).map((name) => {
      const { pattern } = ADMIN_PAGES[name];
      const id = `admin-${name}___${locale}`;
      return pattern ? route(pattern, ADMIN_FILES[name], { id }) : index(ADMIN_FILES[name], { id });
    }),
    route('*', ADMIN_NOT_FOUND, { id: `admin-not-found___${locale}` }),
  ];
}

/** Each round game's page (x100, Mega Wheel, Crazy Time): the live round, bets, results and history. */
export const ROUND_GAME_PAGE = 'routes/round-game.tsx';

/** Every own game's page: one frame for all (limits, feed, history, rules)… */
export const GAME_FRAME = 'routes/game.tsx';
/** …around the game's own board, found by convention in its feature folder (a route chunk of its own). */
export const gameBoard = (id: string) => `features/${id}/board.tsx`;

type Locale = 'ru' | 'en';

/**
 * A page registered twice (spec §2, architecture "Web"): Russian without a
 * prefix (route id `name___ru`), English under /en (`name___en`).
 */
function localized(name: string, pattern: string, file: string, children?: (locale: Locale) => RouteConfigEntry[]): RouteConfigEntry[] {
  const path = pattern.replace(/^\//, '');
  const ru = children?.('ru');
  const en = children?.('en');
  return [
    path ? route(path, file, { id: `${name}___ru` }, ru) : index(file, { id: `${name}___ru` }),
    route(path ? `en/${path}` : 'en', file, { id: `${name}___en` }, en),
  ];
}

/**
 * The route table: the pages of shared/paths.ts, then a page per registered
 * game (`gameIds`: the package registry, packages/fairness/src/games/all.ts;
 * `roundGameIds`: its round games, packages/fairness/src/rounds/games/registry.ts)
 * at `/<id>`, and a real 404 for anything else. routes.ts builds it at build
 * time; a new game needs no line here.
 */
export function buildRoutes(gameIds: readonly string[], roundGameIds: readonly string[] = []): RouteConfigEntry[] {
  for (const id of [...gameIds, ...roundGameIds]) {
    if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`game id ${id} cannot be a path segment`);
    if (Object.hasOwn(PAGES, id) || id === 'en' || `/${id}` === ADMIN_ROOT) throw new Error(`game id ${id} is also a page of the site`);
  }
  return [
    ...(Object.keys(PAGES) as PageName[]).flatMap((name) => localized(name, PAGES[name].pattern, FILES[name], CHILDREN[name])),
    ...localized('admin', ADMIN_ROOT, ADMIN_LAYOUT, adminPages),
    ...gameIds.flatMap((id) => localized(id, gamePath(id), GAME_FRAME, (locale) => [index(gameBoard(id), { id: `${id}-board___${locale}` })])),
    ...roundGameIds.flatMap((id) => localized(id, gamePath(id), ROUND_GAME_PAGE)),
    // Anything else: a real 404 page with HTTP status 404.
    ...localized('not-found', '*', 'routes/not-found.tsx'),
  ];
}
