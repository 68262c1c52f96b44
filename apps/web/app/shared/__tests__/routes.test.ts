import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';

describe('route table', () => {
  it('registers every page twice: ru without prefix (name___ru), en under /en (name___en)', () => {
    const ids = routes.map((r) => r.id ?? '');
    const names = new Set(ids.map((id) => id.replace(/___(ru|en)$/, '')));
    for (const name of names) {
      expect(ids).toContain(`${name}___ru`);
      expect(ids).toContain(`${name}___en`);
    }
    for (const r of routes) {
      if (r.id?.endsWith('___en')) expect(r.path === 'en' || r.path?.startsWith('en/')).toBe(true);
      if (r.id?.endsWith('___ru')) expect(r.path?.startsWith('en') ?? false).toBe(false);
    }
    expect(ids).toEqual(expect.arrayContaining(['home___ru', 'home___en', 'dice___ru', 'dice___en', 'not-found___ru', 'not-found___en']));
  });
});
