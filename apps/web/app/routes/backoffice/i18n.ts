import type { MetaArgs, MetaDescriptor } from 'react-router';
import { backofficeI18n, type BackofficeCatalog } from '~/features/backoffice/i18n/index.ts';
import { addCatalogues, i18nFor } from '~/i18n.ts';
import { pageMeta } from '~/seo/meta.ts';
import { localeFromPath } from '~/shared/locale.ts';

/**
 * Every back-office route module imports this first: the back office's
 * catalogue joins the i18n instances when its chunk loads (on the server at
 * start, in the browser with the chunk), so no player page carries it.
 */
addCatalogues('backoffice', backofficeI18n);

/** Title, description, canonical and hreflang of a back-office page, never indexed or followed. */
export function backofficeMeta(args: Pick<MetaArgs, 'location' | 'matches'>, page: keyof BackofficeCatalog['meta']): MetaDescriptor[] {
  const locale = localeFromPath(args.location.pathname);
  const t = i18nFor(locale).getFixedT(locale, 'backoffice');
  return pageMeta(args, { title: t(`meta.${page}.title`), description: t(`meta.${page}.description`) }, { noindex: true, nofollow: true });
}
