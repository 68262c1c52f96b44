import { describe, expect, it } from 'vitest';
import { backofficeI18n } from '../i18n/index.ts';
import { createFormat, formatUnitAmount } from '../format.ts';

const shown = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2212/g, '-');

describe('numbers and dates in the back office', () => {
  it('writes money with a space between thousands and a decimal comma in Russian, a point in English', () => {
    expect(shown(createFormat('ru').coins(123_456_789))).toBe('1 234 567,89');
    expect(shown(createFormat('en').coins(123_456_789))).toBe('1 234 567.89');
    expect(shown(createFormat('ru').signedCoins(-5_000))).toBe('-50,00');
    expect(shown(createFormat('ru').percentBp(250))).toBe('2,5 %');
    // A USDT amount as the site's cashier and the provider's checkout write it.
    expect(shown(createFormat('ru').usdt('10.526316'))).toBe('10,526316');
    expect(shown(createFormat('en').usdt('1052.5'))).toBe('1 052.5');
  });

  it('writes points as whole numbers and money units as coins', () => {
    expect(shown(formatUnitAmount(120_400, 'POINTS', 'ru'))).toBe('120 400');
    expect(shown(formatUnitAmount(-1_500, 'POINTS', 'ru'))).toBe('-1 500');
    expect(shown(formatUnitAmount(120_400, 'RUB', 'ru'))).toBe('1 204,00');
    expect(shown(formatUnitAmount(120_400, 'DEMO', 'en'))).toBe('1 204.00');
  });

  it('writes dates in the page\'s language', () => {
    const iso = '2026-11-24T14:03:07.000Z';
    const ru = createFormat('ru').dateTime(iso);
    const en = createFormat('en').dateTime(iso);
    expect(ru).toMatch(/^24\.11\.2026/);
    expect(en).toMatch(/^24\/11\/2026/);
    expect(createFormat('ru').fullDateTime(iso)).toMatch(/ноября 2026/);
    expect(createFormat('en').fullDateTime(iso)).toMatch(/November 2026/);
    expect(createFormat('ru').dateTime('not a date')).toBe('not a date');
  });
});

describe('the catalogue', () => {
  type Tree = { [key: string]: string | Tree };
  const leaves = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));

  it('has every text in both languages, none empty, with the same placeholders', () => {
    const ru = new Map(leaves(backofficeI18n.ru as Tree));
    const en = new Map(leaves(backofficeI18n.en as unknown as Tree));
    expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
    const holes = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of ru) {
      expect(text.trim(), key).not.toBe('');
      expect(en.get(key)!.trim(), key).not.toBe('');
      expect(holes(en.get(key)!), key).toEqual(holes(text));
    }
  });
});
