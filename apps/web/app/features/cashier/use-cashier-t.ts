import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import { cashierModalI18n } from './i18n/modal.ts';

/** The modal's words: its catalogue comes with its code (not with every page). */
export const useCashierT = () => useLazyCatalogue('cashierModal', cashierModalI18n);
