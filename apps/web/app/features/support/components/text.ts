import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import { supportI18n } from '../i18n/texts.ts';

/** The support screen's texts (added to the page's i18next on first use). */
export const useSupportText = () => useLazyCatalogue('support', supportI18n);
