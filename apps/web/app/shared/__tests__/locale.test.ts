import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocale, switchLocale } from '../locale.ts';
import { pathTo, PAGES } from '../paths.ts';

describe('locale in URLs', () => {
  it('reads the language from the path', () => {
    expect(localeFromPath('/')).toBe('ru');
    expect(localeFromPath('/dice')).toBe('ru');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/dice')).toBe('en');
    expect(localeFromPath('/english')).toBe('ru');
  });

  it('adds and removes the /en prefix', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/dice', 'en')).toBe('/en/dice');
    expect(localizePath('/faq#dice', 'en')).toBe('/en/faq#dice');
    expect(localizePath('/dice', 'ru')).toBe('/dice');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/dice')).toBe('/dice');
    expect(stripLocale('/dice')).toBe('/dice');
  });

  it('switches language on the same page, keeping query and hash', () => {
    expect(switchLocale('/dice', 'en')).toBe('/en/dice');
    expect(switchLocale('/en/dice', 'ru')).toBe('/dice');
    expect(switchLocale('/en', 'ru')).toBe('/');
    expect(switchLocale('/', 'en')).toBe('/en');
    expect(switchLocale('/fairness?nonce=1#x', 'en')).toBe('/en/fairness?nonce=1#x');
  });
});

describe('typed paths', () => {
  it('builds localized hrefs', () => {
    expect(pathTo('ru').home()).toBe('/');
    expect(pathTo('en').home()).toBe('/en');
    expect(pathTo('en').game('dice')).toBe('/en/dice');
    expect(pathTo('ru').faq('dice')).toBe('/faq#dice');
    expect(pathTo('ru').casinoGame('a b')).toBe('/casino/game/a%20b');
    const href = pathTo('en').fairness({ game: 'dice', serverSeed: 'def', clientSeed: 'a b', nonce: 3, chance: 49.5, side: 'more' });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/en/fairness');
    expect(Object.fromEntries(url.searchParams)).toEqual({ game: 'dice', serverSeed: 'def', clientSeed: 'a b', nonce: '3', chance: '49.5', side: 'more' });
  });

  it('has a pattern for every page, without trailing slashes', () => {
    for (const page of Object.values(PAGES)) expect(page.pattern === '/' || !page.pattern.endsWith('/')).toBe(true);
  });
});
