/**
 * The cashier (issue 11): the header's entry points and the host that opens
 * the payment modal from the URL (`?cashier=deposit|withdraw|history`). The
 * modal itself, its catalogue and its styles load on demand (lazy.ts).
 */
export { CashierButtons, CashierMenuActions } from './components/cashier-buttons.tsx';
export { CashierHost } from './components/cashier-host.tsx';
export { cashierI18n } from './i18n/index.ts';
export { keepDataWhileCashierMoves } from './logic/tabs.ts';
