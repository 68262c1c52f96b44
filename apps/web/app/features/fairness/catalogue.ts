import { addCatalogues } from '~/i18n.ts';
import { fairnessI18n } from './i18n/index.ts';

/**
 * The fairness texts join the i18n instances with the code that shows them:
 * the /fairness page imports this first, and the dialogs' loaders (lazy.ts)
 * load it with the dialog, so a game page's first load does not carry them.
 */
addCatalogues('fairness', fairnessI18n);

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    fairness: (typeof fairnessI18n)['ru'];
  }
}
