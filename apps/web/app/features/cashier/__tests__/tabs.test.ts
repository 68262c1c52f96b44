import { describe, expect, it } from 'vitest';
import { cashierSearch, checkoutReturnPath, keepDataWhileCashierMoves, onlyCashierMoved, parseCashierTab } from '../logic/tabs.ts';

describe('the cashier in the URL', () => {
  it('names its tab by ?cashier=; an unknown value opens the deposit tab', () => {
    expect(parseCashierTab(null)).toBeNull();
    expect(parseCashierTab('withdraw')).toBe('withdraw');
    expect(parseCashierTab('history')).toBe('history');
    expect(parseCashierTab('')).toBe('deposit');
    expect(parseCashierTab('bonus')).toBe('deposit');
  });

  it('sets and removes the parameter, keeping the page\'s own', () => {
    expect(cashierSearch('', 'deposit')).toBe('?cashier=deposit');
    expect(cashierSearch('?game=dice', 'history')).toBe('?game=dice&cashier=history');
    expect(cashierSearch('?cashier=deposit', 'withdraw')).toBe('?cashier=withdraw');
    expect(cashierSearch('?cashier=deposit', null)).toBe('');
    expect(cashierSearch('?a=1&cashier=deposit', null)).toBe('?a=1');
  });

  it('sends the checkout back to the same page with the history open (a path the deposit schema accepts)', () => {
    expect(checkoutReturnPath('/en/dice', '?cashier=deposit')).toBe('/en/dice?cashier=history');
    expect(checkoutReturnPath('/', '')).toBe('/?cashier=history');
    expect(checkoutReturnPath('/dice', '?x=1')).toMatch(/^\/(?![/\\])[\w\-./?=&%~]*$/);
  });

  it('a page keeps its data when only the cashier moves', () => {
    const at = (u: string) => new URL(u, 'http://x');
    expect(onlyCashierMoved(at('/dice'), at('/dice?cashier=deposit'))).toBe(true);
    expect(onlyCashierMoved(at('/dice?cashier=deposit'), at('/dice?cashier=history'))).toBe(true);
    expect(onlyCashierMoved(at('/dice?cashier=deposit'), at('/mines?cashier=deposit'))).toBe(false);
    expect(onlyCashierMoved(at('/fairness?game=dice'), at('/fairness?game=mines&cashier=deposit'))).toBe(false);
    expect(keepDataWhileCashierMoves({ currentUrl: at('/'), nextUrl: at('/?cashier=withdraw'), defaultShouldRevalidate: true })).toBe(false);
    expect(keepDataWhileCashierMoves({ currentUrl: at('/'), nextUrl: at('/dice'), defaultShouldRevalidate: true })).toBe(true);
  });
});
