import { describe, expect, it } from 'vitest';
import { clearAllCaches } from '../logic/reset.ts';

describe('accepting an update clears every cache (spec §4)', () => {
  it('deletes each cache caches.keys() names, precache and runtime alike', async () => {
    const caches = new Set(['workbox-precache-v2-https://azart.example/', 'azart-offline', 'anything-else']);
    const storage = { keys: async () => [...caches], delete: async (name: string) => caches.delete(name) };
    expect(await clearAllCaches(storage)).toBe(3);
    expect([...caches]).toEqual([]);
  });

  it('is a no-op without caches, and keeps going past a cache it may not delete', async () => {
    expect(await clearAllCaches(undefined)).toBe(0);
    const storage = { keys: async () => ['a', 'b'], delete: async (name: string) => { if (name === 'a') throw new Error('busy'); return true; } };
    expect(await clearAllCaches(storage)).toBe(1);
  });
});
