/** The cashier modal's code (and its catalogue and styles): loaded when the cashier first opens, or when a player points at its buttons. */
export const loadCashierModal = () => import('./components/cashier-modal.tsx');
