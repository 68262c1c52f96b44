import { describe, expect, it } from 'vitest';
import { bonusModalFromQuery } from '../bonus-modals.ts';

describe('bonus modals from a link', () => {
  const from = (query: string) => bonusModalFromQuery(new URLSearchParams(query));

  it('opens free coins or the promo code by name, and the promo code with a code from the link', () => {
    expect(from('bonus=free-coins')).toEqual({ kind: 'free-coins' });
    expect(from('bonus=promo')).toEqual({ kind: 'promo', code: '' });
    expect(from('promo=%20welcome%20&utm_source=tg')).toEqual({ kind: 'promo', code: 'welcome' });
    // A code wins over the name; a code longer than the form takes is cut to its 32 characters.
    expect(from('bonus=free-coins&promo=ABC')).toEqual({ kind: 'promo', code: 'ABC' });
    expect(from(`promo=${'X'.repeat(40)}`)).toEqual({ kind: 'promo', code: 'X'.repeat(32) });
  });

  it('opens nothing for other pages\' parameters or unknown names', () => {
    expect(from('')).toBeNull();
    expect(from('ref=abc&gift=newyear')).toBeNull();
    expect(from('bonus=wheel')).toBeNull();
  });
});
