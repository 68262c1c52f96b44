import { createStore, useStore } from '~/shared/store.ts';

/**
 * The bonus modals of spec §2 that open anywhere on the site: free coins
 * (the minutes bonus, with its countdown) and the promo code (`code`: filled
 * in from a link). The /bonus page shows the same as cards.
 */
export type BonusModal = { kind: 'free-coins' } | { kind: 'promo'; code: string } | null;

const store = createStore<BonusModal>(null, null);

export const openFreeCoins = () => store.set({ kind: 'free-coins' });
export const openPromo = (code = '') => store.set({ kind: 'promo', code });
export const closeBonusModal = () => store.set(null);
export const useBonusModal = () => useStore(store);

/** The query parameters that open them from a link: `?bonus=free-coins`, `?bonus=promo`, `?promo=CODE`. */
export const BONUS_PARAM = 'bonus';
export const PROMO_PARAM = 'promo';

/** What a page's query asks to open, or null; a code from a link is cut to the form's 32 characters. */
export function bonusModalFromQuery(params: URLSearchParams): Exclude<BonusModal, null> | null {
  const code = params.get(PROMO_PARAM);
  if (code !== null) return { kind: 'promo', code: code.trim().slice(0, 32) };
  const which = params.get(BONUS_PARAM);
  if (which === 'free-coins') return { kind: 'free-coins' };
  if (which === 'promo') return { kind: 'promo', code: '' };
  return null;
}
