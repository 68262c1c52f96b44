import { faqI18n } from '~/features/faq/i18n/index.ts';
import { addCatalogues } from '~/i18n.ts';

/** Imported first by the FAQ page: its texts come with its chunk, no other page carries them. */
addCatalogues('faq', faqI18n);

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    faq: (typeof faqI18n)['ru'];
  }
}
