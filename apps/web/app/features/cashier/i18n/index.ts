import type { Catalogues } from '~/shared/i18n/catalog.ts';

/**
 * The cashier's words every page needs (the header's buttons). The modal's
 * own catalogue (./modal.ts) comes with the modal's code.
 */
const ru = {
  deposit: 'Пополнить',
  withdraw: 'Вывести',
  history: 'История платежей',
};

export const cashierI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    history: 'Payment history',
  },
};
