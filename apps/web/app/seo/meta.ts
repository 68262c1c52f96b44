import type { MetaDescriptor } from 'react-router';
import { i18nFor } from '~/i18n.ts';
import { LOCALES, OG_LOCALE, localeFromPath, localizePath, stripLocale } from '~/shared/locale.ts';

export type SeoPage = 'home' | 'dice' | 'mines' | 'bubbles' | 'hotline' | 'popit' | 'fairness' | 'faq' | 'terms' | 'policy' | 'guarded' | 'notFound';

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
export function pageMeta(args: MetaArgsLike, page: SeoPage, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const locale = localeFromPath(args.location.pathname);
  const t = i18nFor(locale).getFixedT(locale, 'seo');
  const origin = originOf(args);
  const base = stripLocale(args.location.pathname);
  const url = (l: typeof locale) => `${origin}${localizePath(base, l)}`;
  const title = t(`pages.${page}.title`);
  const description = t(`pages.${page}.description`);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: options.noindex ? 'noindex, follow' : 'index, follow' },
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
