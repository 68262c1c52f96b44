import { describe, expect, it } from 'vitest';
import { findGames, normalise } from '../match.ts';
import { MAX_RECENT, readRecent, saveRecent, withRecent } from '../recent.ts';
import { isSearchShortcut } from '../search-prompt.ts';

const games = [
  { id: 'dice', name: 'Dice', blurb: 'Кубик: больше или меньше' },
  { id: 'mines', name: 'Mines', blurb: 'Найдите алмазы' },
  { id: 'megawheel', name: 'Mega Wheel', blurb: 'Колесо с множителями' },
  { id: 'hotline', name: 'Hotline', blurb: 'Ещё одна игра' },
];

describe('findGames', () => {
  it('puts names that start with the query before names that contain it, and those before descriptions', () => {
    expect(findGames(games, 'wheel').map((g) => g.id)).toEqual(['megawheel']);
    expect(findGames(games, 'MI').map((g) => g.id)).toEqual(['mines']);
    expect(findGames(games, 'e').map((g) => g.id)).toEqual(['dice', 'mines', 'megawheel', 'hotline']);
    expect(findGames(games, 'колесо').map((g) => g.id)).toEqual(['megawheel']);
    expect(findGames([...games, { id: 'xwheel', name: 'Wheel', blurb: '' }], 'wheel').map((g) => g.id)).toEqual(['xwheel', 'megawheel']);
  });

  it('folds case, ё and runs of spaces, and finds nothing for an empty or unknown query', () => {
    expect(normalise('  Ещё   ОДНА ')).toBe('еще одна');
    expect(findGames(games, 'еще  одна').map((g) => g.id)).toEqual(['hotline']);
    expect(findGames(games, '   ')).toEqual([]);
    expect(findGames(games, 'blackjack')).toEqual([]);
  });
});

describe('recent searches', () => {
  it('keeps the newest first, once each whatever the case, at most five, and skips empty ones', () => {
    let recent: string[] = [];
    for (const query of ['dice', 'mines', 'DICE ', '  ', 'a', 'b', 'c', 'd']) recent = withRecent(recent, query);
    expect(recent).toEqual(['d', 'c', 'b', 'a', 'DICE']);
    expect(recent).toHaveLength(MAX_RECENT);
  });

  it('reads back what it saved and treats anything else in storage as no history', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveRecent(storage, ['mines', 'dice']);
    expect(store.get('recentSearches')).toBe('["mines","dice"]');
    expect(readRecent(storage)).toEqual(['mines', 'dice']);
    store.set('recentSearches', '{not json');
    expect(readRecent(storage)).toEqual([]);
    store.set('recentSearches', JSON.stringify([1, 'dice', null, '']));
    expect(readRecent(storage)).toEqual(['dice']);
    expect(readRecent(null)).toEqual([]);
  });
});

describe('the search shortcut', () => {
  const key = (k: string, extra: Omit<Partial<KeyboardEvent>, 'target'> & { target?: object } = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: { tagName: 'BODY' }, ...extra }) as KeyboardEvent;
  it('is Ctrl+K or ⌘K anywhere, and "/" only outside a field', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true, target: { tagName: 'INPUT' } }))).toBe(true);
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', { target: { tagName: 'INPUT' } }))).toBe(false);
    expect(isSearchShortcut(key('/', { target: { tagName: 'DIV', isContentEditable: true } }))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
