import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, parseFlag, readFlag, serializeFlag, STORAGE_KEYS, writeFlag } from '../client-flags.ts';

/** A local storage of a few entries, as the browser's answers it. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('client flags (spec §3)', () => {
  it('names the spec\'s browser storage keys as they are stored', () => {
    expect(STORAGE_KEYS).toMatchObject({ buildAt: 'buildAt', newYear: '2022', snow: 'snow', undomain: 'undomain', user: 'user' });
  });

  it('reads only the exact strings "true" and "false"; anything else is the default', () => {
    expect(parseFlag('true', false)).toBe(true);
    expect(parseFlag('false', true)).toBe(false);
    for (const raw of [null, undefined, '', 'TRUE', '1', 'yes', ' true']) {
      expect(parseFlag(raw, true)).toBe(true);
      expect(parseFlag(raw, false)).toBe(false);
    }
  });

  it('keeps the defaults of the spec: snow off, tiles on, dark theme on, the old layout', () => {
    const empty = memoryStorage();
    expect(readFlag('snow', empty)).toBe(false);
    expect(readFlag('tiled', empty)).toBe(true);
    expect(readFlag('dark', empty)).toBe(true);
    expect(readFlag('redesign', empty)).toBe(false);
    expect(readFlag('2022', empty)).toBe(false);
    expect(readFlag('undomain', empty)).toBe(false);
    expect(Object.keys(FLAG_DEFAULTS).sort()).toEqual(['2022', 'dark', 'redesign', 'snow', 'tiled', 'undomain']);
  });

  it('writes "true"/"false" strings and reads them back', () => {
    const storage = memoryStorage();
    writeFlag('snow', true, storage);
    writeFlag('tiled', false, storage);
    expect(storage.map.get('snow')).toBe('true');
    expect(storage.map.get('tiled')).toBe('false');
    expect(readFlag('snow', storage)).toBe(true);
    expect(readFlag('tiled', storage)).toBe(false);
    expect(serializeFlag(false)).toBe('false');
  });

  it('falls back to the default when the storage is missing or throws', () => {
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); } };
    expect(readFlag('tiled', throwing)).toBe(true);
    expect(readFlag('snow', null)).toBe(false);
    expect(() => writeFlag('snow', true, throwing)).not.toThrow();
  });
  it('falls back to what the server knew (the theme cookie) when nothing is stored, never over a stored value', () => {
    expect(readFlag('dark', memoryStorage(), false)).toBe(false);
    expect(readFlag('dark', memoryStorage(), true)).toBe(true);
    expect(readFlag('dark', memoryStorage({ dark: 'true' }), false)).toBe(true);
    expect(readFlag('dark', memoryStorage({ dark: 'false' }), true)).toBe(false);
  });
});
