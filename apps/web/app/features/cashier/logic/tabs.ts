/**
 * The cashier opens by its URL (linkable, survives a reload): a `?cashier=`
 * search parameter on any page names its tab. Pure helpers, shared by the
 * header's links, the modal's host and the routes that keep their data while
 * only this parameter moves.
 */
export const CASHIER_PARAM = 'cashier';
export const CASHIER_TABS = ['deposit', 'withdraw', 'history'] as const;
export type CashierTab = (typeof CASHIER_TABS)[number];
/** The history tab's own list (`?cashier=history&history=withdrawals`): a withdrawal's "open history" lands on its list. */
export const HISTORY_PARAM = 'history';
export const HISTORY_LISTS = ['deposits', 'withdrawals', 'claims'] as const;
export type HistoryList = (typeof HISTORY_LISTS)[number];

/** The history list a parameter value names: deposits unless it names another. */
export function parseHistoryList(value: string | null): HistoryList {
  return (HISTORY_LISTS as readonly string[]).includes(value ?? '') ? (value as HistoryList) : 'deposits';
}

/** The tab a parameter value names: null when there is no parameter; an unknown value opens the deposit tab. */
export function parseCashierTab(value: string | null): CashierTab | null {
  if (value === null) return null;
  return (CASHIER_TABS as readonly string[]).includes(value) ? (value as CashierTab) : 'deposit';
}

/**
 * The search string with the cashier on `tab` (null: without the cashier),
 * other parameters kept: "?game=x&cashier=history". `list` names the history
 * tab's list; any other move drops it.
 */
export function cashierSearch(search: string, tab: CashierTab | null, list?: HistoryList): string {
  const params = new URLSearchParams(search);
  if (tab) params.set(CASHIER_PARAM, tab);
  else params.delete(CASHIER_PARAM);
  if (tab === 'history' && list) params.set(HISTORY_PARAM, list);
  else params.delete(HISTORY_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when two URLs differ only by the cashier parameter (a page's data need not be read again). */
export function onlyCashierMoved(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(CASHIER_PARAM);
    params.delete(HISTORY_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

/**
 * A route's `shouldRevalidate`: the page's data is not read again when only
 * the cashier opened, closed or changed tab (the rest as React Router decides).
 */
export function keepDataWhileCashierMoves({ currentUrl, nextUrl, defaultShouldRevalidate }: { currentUrl: URL; nextUrl: URL; defaultShouldRevalidate: boolean }): boolean {
  return onlyCashierMoved(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * Where the provider's checkout sends the player back: this page with the
 * history tab open (a path of this site, as the deposit request's schema wants).
 */
export function checkoutReturnPath(pathname: string, search: string): string {
  return `${pathname}${cashierSearch(search, 'history')}`;
}
