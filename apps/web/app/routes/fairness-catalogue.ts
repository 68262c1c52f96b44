import { fairnessI18n } from '~/features/fairness/i18n/index.ts';
import { addCatalogues } from '~/i18n.ts';

/**
 * Imported first by the /fairness page: the fairness texts join the i18n
 * instances with its chunk (the dialogs of a game page add them when they
 * load, features/fairness/lazy.ts), so no first load carries them.
 */
addCatalogues('fairness', fairnessI18n);
