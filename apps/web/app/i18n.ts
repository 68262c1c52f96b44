import type { i18n } from 'i18next';
import { createInstance } from '~/shared/i18n/runtime.ts';
import { authI18n } from '~/features/auth/i18n/index.ts';
import { cashierI18n } from '~/features/cashier/i18n/index.ts';
import { errorsI18n } from '~/features/errors/i18n/index.ts';
import { gamesI18n } from '~/features/games/i18n/index.ts';
import { highlightsI18n } from '~/features/highlights/i18n/index.ts';
import { feedI18n } from '~/features/live-feed/i18n/index.ts';
import { ROUND_WEB_GAMES } from '~/features/rounds/catalogue.ts';
import { walletI18n } from '~/features/wallet/i18n/index.ts';
import { WEB_GAMES } from '~/games.ts';
import { commonI18n } from '~/layout/i18n.ts';
import { seoI18n } from '~/seo/i18n.ts';
import { gameI18n } from '~/shared/game/i18n.ts';
import type { GameNamespaces, LazyNamespaces } from '~/shared/i18n/catalog.ts';
import { LOCALES, type Locale } from '~/shared/locale.ts';

/**
 * The catalogues of the first load, each feature's under its namespace. The
 * browser's bundle carries none of them: a page's HTML brings the texts of
 * its own language (the root loader's `texts`, from `pageTexts` on the
 * server), each game's too, under the game's id (menus and the feed name
 * every game; bindings name their catalogue for the server only,
 * `SENT_WITH_THE_DOCUMENT`). Texts of a single page or dialog (legal, FAQ,
 * fairness, the back office, …) come with that page's code (`addCatalogues`).
 */
const catalogues = {
  common: commonI18n,
  auth: authI18n,
  wallet: walletI18n,
  cashier: cashierI18n,
  games: gamesI18n,
  feed: feedI18n,
  game: gameI18n,
  highlights: highlightsI18n,
  errors: errorsI18n,
  seo: seoI18n,
};
type Namespaces = typeof catalogues;
/** Every namespace's type: the first load's, each game's and those added when lazy code loads (LazyNamespaces). */
export type Resources = { [N in keyof Namespaces]: Namespaces[N]['ru'] } & GameNamespaces & LazyNamespaces;

type AnyCatalogues = { ru: Record<string, unknown>; en: Record<string, unknown> };
/** A language's texts, namespace → catalogue: what the root loader hands the browser. */
export type PageTexts = Record<string, Record<string, unknown>>;

let gameCatalogues: Record<string, AnyCatalogues> | undefined;
function gamesTexts(locale: Locale): PageTexts {
  const games: Record<string, AnyCatalogues> = (gameCatalogues ??= Object.fromEntries([...WEB_GAMES, ...ROUND_WEB_GAMES].map((game) => [game.id, game.i18n as AnyCatalogues])));
  for (const id of Object.keys(games)) if (import.meta.env.SSR && Object.hasOwn(catalogues, id)) throw new Error(`game id ${id} is also a feature's i18n namespace`);
  return Object.fromEntries(Object.entries(games).map(([id, c]) => [id, c[locale]]));
}

/** The first load's feature and game texts in one language (server only): the root loader sends them with the document. */
export function pageTexts(locale: Locale): PageTexts {
  if (!import.meta.env.SSR) throw new Error('pageTexts runs on the server');
  return { ...Object.fromEntries(Object.entries(catalogues).map(([ns, c]) => [ns, c[locale]])), ...gamesTexts(locale) };
}

/**
 * One i18next instance per language, created once and never switched: the
 * server renders concurrent requests in different languages without any
 * shared mutable language state, and the browser picks the instance of the
 * page's URL. In the browser it starts empty and gets the document's texts
 * (`texts`, the root loader's) from the root layout; lazily loaded code adds
 * its own.
 */
const instances = new Map<Locale, i18n>();
export function i18nFor(locale: Locale, texts?: PageTexts): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    const resources = import.meta.env.SSR ? pageTexts(locale) : {};
    instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: resources },
      ns: Object.keys(resources),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  if (texts && !import.meta.env.SSR) {
    for (const [ns, catalogue] of Object.entries(texts)) if (!instance.hasResourceBundle(locale, ns)) instance.addResourceBundle(locale, ns, catalogue);
  }
  return instance;
}

/**
 * Adds the catalogue of a part of the app that loads on demand (the back
 * office) to both languages' instances, once: its route modules call this
 * when their chunk loads, on the server and in the browser alike.
 */
export function addCatalogues<N extends keyof LazyNamespaces>(ns: N, texts: { ru: LazyNamespaces[N]; en: unknown }): void {
  if (import.meta.env.SSR && (Object.hasOwn(catalogues, ns) || Object.hasOwn(gamesTexts('ru'), ns))) throw new Error(`${ns} is already an i18n namespace`);
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
