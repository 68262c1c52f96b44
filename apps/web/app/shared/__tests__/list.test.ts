import { describe, expect, it } from 'vitest';
import { formatList } from '../list.ts';

describe('formatList', () => {
  it('writes lists as Intl.ListFormat long style does, in both languages and both kinds', () => {
    const lists = [[], ['Dice'], ['Dice', 'Mines'], ['Dice', 'Mines', 'Popit'], ['Dice', 'Mines', 'Bubbles', 'Hotline', 'Popit']];
    for (const locale of ['ru', 'en'] as const) {
      for (const type of ['conjunction', 'disjunction'] as const) {
        for (const items of lists) {
          expect(formatList(items, locale, type), `${locale} ${type} ${items.length}`).toBe(new Intl.ListFormat(locale, { style: 'long', type }).format(items));
        }
      }
    }
  });

  it('says "и" and "или" in Russian and uses the serial comma in English', () => {
    expect(formatList(['Dice', 'Mines', 'Popit'], 'ru')).toBe('Dice, Mines и Popit');
    expect(formatList(['Dice', 'Mines', 'Popit'], 'en', 'disjunction')).toBe('Dice, Mines, or Popit');
  });
});
