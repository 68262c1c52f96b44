import { describe, expect, it } from 'vitest';
import {
  clientCacheFresh, clientCacheTtlMs, decodeCache, encodeCache, FP_CACHE_KEY, FP_DATE_KEY, readStored, retryDelayMs, writeStored,
} from '../fingerprint/cache.ts';

/** A local storage of a few entries, as the browser's answers it. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const result = { requestId: '1700000000000.0a1b2c', visitorId: '0123456789abcdef0123456789abcdef' };

describe('the fingerprint cache (spec §3, §9)', () => {
  it('keeps fpDate and fpCache (base64 of requestId and visitorId) under the spec\'s keys', () => {
    const storage = memoryStorage();
    writeStored(storage, result, 1_000);
    expect([...storage.map.keys()].sort()).toEqual([FP_CACHE_KEY, FP_DATE_KEY].sort());
    expect(FP_DATE_KEY).toBe('fpDate');
    expect(FP_CACHE_KEY).toBe('fpCache');
    expect(storage.map.get('fpDate')).toBe('1000');
    expect(JSON.parse(atob(storage.map.get('fpCache')!))).toEqual(result);
    expect(decodeCache(encodeCache(result))).toEqual(result);
  });

  it('reuses the stored result for 7 days and not a moment longer', () => {
    const now = 50 * DAY;
    const stored = (age: number) => {
      const storage = memoryStorage();
      writeStored(storage, result, now - age);
      return readStored(storage, now);
    };
    expect(stored(0)).toEqual(result);
    expect(stored(6 * DAY)).toEqual(result);
    expect(stored(7 * DAY - 1)).toEqual(result);
    expect(stored(7 * DAY)).toBeNull();
    expect(stored(30 * DAY)).toBeNull();
    // A date from the future (a clock set back, an edited entry) is no date.
    expect(stored(-HOUR)).toBeNull();
  });

  it('counts anything unreadable as nothing stored', () => {
    const now = 10 * DAY;
    const cases: Record<string, string>[] = [
      {},
      { fpDate: String(now) },
      { fpDate: 'yesterday', fpCache: encodeCache(result) },
      { fpDate: String(now), fpCache: 'not base64 json' },
      { fpDate: String(now), fpCache: btoa(JSON.stringify({ requestId: 'r', visitorId: 'NOT-A-VISITOR-ID' })) },
      { fpDate: String(now), fpCache: btoa(JSON.stringify({ visitorId: result.visitorId })) },
    ];
    for (const entries of cases) expect(readStored(memoryStorage(entries), now)).toBeNull();
    expect(readStored(null, now)).toBeNull();
    const throwing = { getItem: () => { throw new Error('blocked'); } };
    expect(readStored(throwing, now)).toBeNull();
    expect(() => writeStored({ setItem: () => { throw new Error('quota'); } }, result, now)).not.toThrow();
  });

  it('the client cache lives 1 hour by default and 24 hours at most', () => {
    expect(clientCacheTtlMs()).toBe(HOUR);
    expect(clientCacheTtlMs('')).toBe(HOUR);
    expect(clientCacheTtlMs('soon')).toBe(HOUR);
    expect(clientCacheTtlMs(-5)).toBe(HOUR);
    expect(clientCacheTtlMs(600)).toBe(600_000);
    expect(clientCacheTtlMs('7200')).toBe(2 * HOUR);
    expect(clientCacheTtlMs(86_400)).toBe(DAY);
    expect(clientCacheTtlMs(7 * 86_400)).toBe(DAY);
    const ttl = clientCacheTtlMs();
    expect(clientCacheFresh(0, ttl - 1, ttl)).toBe(true);
    expect(clientCacheFresh(0, ttl, ttl)).toBe(false);
    expect(clientCacheFresh(null, 0, ttl)).toBe(false);
    expect(clientCacheFresh(1_000, 0, ttl)).toBe(false);
  });

  it('tries loading the library again up to 5 times, 100 ms to 3 s apart', () => {
    const delays = [1, 2, 3, 4, 5].map(retryDelayMs);
    expect(delays).toEqual([100, 300, 900, 2700, 3000]);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(100);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(3000);
    expect(retryDelayMs(6)).toBeNull();
    expect(retryDelayMs(0)).toBeNull();
  });
});
