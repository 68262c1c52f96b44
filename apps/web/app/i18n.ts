import { createInstance, type i18n } from 'i18next';
import { authI18n } from '~/features/auth/i18n/index.ts';
import { cashierI18n } from '~/features/cashier/i18n/index.ts';
import { errorsI18n } from '~/features/errors/i18n/index.ts';
import { fairnessI18n } from '~/features/fairness/i18n/index.ts';
import { faqI18n } from '~/features/faq/i18n/index.ts';
import { gamesI18n } from '~/features/games/i18n/index.ts';
import { highlightsI18n } from '~/features/highlights/i18n/index.ts';
import { legalI18n } from '~/features/legal/i18n/index.ts';
import { feedI18n } from '~/features/live-feed/i18n/index.ts';
import { ROUND_WEB_GAMES } from '~/features/rounds/catalogue.ts';
import { walletI18n } from '~/features/wallet/i18n/index.ts';
import { WEB_GAMES } from '~/games.ts';
import { commonI18n } from '~/layout/i18n.ts';
import { seoI18n } from '~/seo/i18n.ts';
import { gameI18n } from '~/shared/game/i18n.ts';
import type { GameNamespaces, LazyNamespaces } from '~/shared/i18n/catalog.ts';
import { LOCALES, type Locale } from '~/shared/locale.ts';

/** Every feature's catalogue under its namespace; each game's under its id (from its binding). */
const catalogues = {
  common: commonI18n,
  auth: authI18n,
  wallet: walletI18n,
  cashier: cashierI18n,
  games: gamesI18n,
  feed: feedI18n,
  game: gameI18n,
  fairness: fairnessI18n,
  faq: faqI18n,
  highlights: highlightsI18n,
  legal: legalI18n,
  errors: errorsI18n,
  seo: seoI18n,
};
type Namespaces = typeof catalogues;
/** Every namespace's type: the first load's, each game's and those added when lazy code loads (LazyNamespaces). */
export type Resources = { [N in keyof Namespaces]: Namespaces[N]['ru'] } & GameNamespaces & LazyNamespaces;

type AnyCatalogues = { ru: Record<string, unknown>; en: Record<string, unknown> };
const gameCatalogues: Record<string, AnyCatalogues> = Object.fromEntries([...WEB_GAMES, ...ROUND_WEB_GAMES].map((game) => [game.id, game.i18n]));
for (const id of Object.keys(gameCatalogues)) if (Object.hasOwn(catalogues, id)) throw new Error(`game id ${id} is also a feature's i18n namespace`);

function resourcesFor(locale: Locale) {
  const all: Record<string, AnyCatalogues> = { ...catalogues, ...gameCatalogues };
  return Object.fromEntries(Object.entries(all).map(([ns, c]) => [ns, c[locale]]));
}

/**
 * One i18next instance per language, created once and never switched: the
 * server renders concurrent requests in different languages without any
 * shared mutable language state, and the browser picks the instance of the
 * page's URL.
 */
const instances = new Map<Locale, i18n>();
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: resourcesFor(locale) },
      ns: [...Object.keys(catalogues), ...Object.keys(gameCatalogues)],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * Adds the catalogue of a part of the app that loads on demand (the back
 * office) to both languages' instances, once: its route modules call this
 * when their chunk loads, on the server and in the browser alike.
 */
export function addCatalogues<N extends keyof LazyNamespaces>(ns: N, texts: { ru: LazyNamespaces[N]; en: unknown }): void {
  if (Object.hasOwn(catalogues, ns) || Object.hasOwn(gameCatalogues, ns)) throw new Error(`${ns} is already an i18n namespace`);
  for (const locale of LOCALES) {
    const instance = i18nFor(locale);
    if (!instance.hasResourceBundle(locale, ns)) instance.addResourceBundle(locale, ns, texts[locale] as object);
  }
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
