import type { MetaDescriptor } from 'react-router';
import { CATALOGUE_GAMES } from '~/games.ts';
import { i18nFor } from '~/i18n.ts';
import { gameTextOf } from '~/shared/game/texts.ts';
import { formatList } from '~/shared/list.ts';
import { LOCALES, OG_LOCALE, localeFromPath, localizePath, stripLocale, type Locale } from '~/shared/locale.ts';

/**
 * A page of the seo catalogue, an own game's page (its texts are in its own
 * catalogue), or a page that brings its own texts (the back office: its
 * catalogue loads with its chunk, not with every page).
 */
export type SeoPage = 'home' | 'fairness' | 'faq' | 'terms' | 'policy' | 'amlPolicy' | 'kyc' | 'responsibleGambling' | 'bonus' | 'statuses' | 'refs' | 'profile' | 'authSocial' | 'tournaments' | 'support' | 'guarded' | 'notFound' | 'forbidden' | { game: string } | { title: string; description: string };

/** The registered games' names, for copy that lists them all. */
export function gameNames(locale: Locale): string[] {
  return CATALOGUE_GAMES.map((game) => i18nFor(locale).getFixedT(locale, game.id as 'dice')('name'));
}

type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
};

/** The site origin the root loader saw (canonical and alternate links are absolute). */
function originOf(args: MetaArgsLike): string {
  const root = args.matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { origin?: string } | undefined;
  return data?.origin ?? '';
}

/**
 * Per-page metadata (spec §1): title, description, canonical, hreflang
 * alternates for ru / en / x-default, og:locale and og:locale:alternate.
 * Static tags (charset, viewport, content-language, keywords, author, favicon) are in root.tsx.
 */
export function pageMeta(args: MetaArgsLike, page: SeoPage, options: { noindex?: boolean; nofollow?: boolean } = {}): MetaDescriptor[] {
  const locale = localeFromPath(args.location.pathname);
  const origin = originOf(args);
  const base = stripLocale(args.location.pathname);
  const url = (l: typeof locale) => `${origin}${localizePath(base, l)}`;
  const { title, description } = seoTexts(locale, page);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: `${options.noindex ? 'noindex' : 'index'}, ${options.nofollow ? 'nofollow' : 'follow'}` },
    { tagName: 'link', rel: 'canonical', href: url(locale) },
    ...LOCALES.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: url(l) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('ru') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Azart' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url(locale) },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
  ];
}

function seoTexts(locale: Locale, page: SeoPage): { title: string; description: string } {
  if (typeof page === 'object' && 'title' in page) return page;
  const i18n = i18nFor(locale);
  if (typeof page === 'object') {
    const t = gameTextOf(i18n, page.game, locale);
    return { title: t('seo.title'), description: t('seo.description') };
  }
  const t = i18n.getFixedT(locale, 'seo');
  const names = gameNames(locale);
  return { title: t(`pages.${page}.title`, { games: names.join(', ') }), description: t(`pages.${page}.description`, { games: formatList(names, locale) }) };
}
