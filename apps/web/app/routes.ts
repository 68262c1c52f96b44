import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { PAGES, type PageName } from './shared/paths.ts';

/**
 * Every page is registered twice (spec §2, architecture "Web"): Russian
 * without a prefix (route id `name___ru`) and English under /en (`name___en`).
 * Patterns come from the one table in shared/paths.ts.
 */
const FILES: Record<PageName, string> = {
  home: 'routes/home.tsx',
  dice: 'routes/dice.tsx',
  mines: 'routes/mines.tsx',
  bubbles: 'routes/bubbles.tsx',
  hotline: 'routes/hotline.tsx',
  popit: 'routes/popit.tsx',
  fairness: 'routes/fairness.tsx',
  faq: 'routes/faq.tsx',
  terms: 'routes/terms.tsx',
  policy: 'routes/policy.tsx',
  bonus: 'routes/auth-only.tsx',
  refs: 'routes/auth-only.tsx',
  statuses: 'routes/auth-only.tsx',
  support: 'routes/auth-only.tsx',
  casinoGame: 'routes/auth-only.tsx',
};

function localized(name: string, pattern: string, file: string): RouteConfigEntry[] {
  const path = pattern.replace(/^\//, '');
  return [
    path ? route(path, file, { id: `${name}___ru` }) : index(file, { id: `${name}___ru` }),
    route(path ? `en/${path}` : 'en', file, { id: `${name}___en` }),
  ];
}

export default [
  ...(Object.keys(PAGES) as PageName[]).flatMap((name) => localized(name, PAGES[name].pattern, FILES[name])),
  // Anything else: a real 404 page with HTTP status 404.
  ...localized('not-found', '*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
