import { legalI18n } from '~/features/legal/i18n/index.ts';
import { addCatalogues } from '~/i18n.ts';

/**
 * Imported first by the legal pages (terms, privacy, AML, KYC, responsible gambling): the legal texts join the
 * i18n instances when such a chunk loads (on the server at start, in the
 * browser with the chunk), so no other page carries them.
 */
addCatalogues('legal', legalI18n);

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    legal: (typeof legalI18n)['ru'];
  }
}
