import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, ROUND_GAME_IDS } from '@azart/fairness';
import routes from '../routes.ts';
import { ADMIN_LAYOUT, buildRoutes, GAME_FRAME, gameBoard, ROUND_GAME_PAGE } from '../route-table.ts';
import { ADMIN_PAGES } from '../shared/admin-paths.ts';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Entry = { id?: string; path?: string; file: string; index?: boolean; children?: Entry[] };

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

  it('has a page for every game of the package registry, its board found in the game\'s feature folder', () => {
    for (const id of GAME_IDS) {
      const page = (routes as Entry[]).find((r) => r.id === `${id}___ru`);
      expect(page, id).toMatchObject({ path: id, file: GAME_FRAME });
      expect(page?.children?.[0]).toMatchObject({ index: true, file: gameBoard(id) });
      // The convention the table relies on: the board and the binding are there.
      expect(existsSync(path.join(app, gameBoard(id))), gameBoard(id)).toBe(true);
      expect(existsSync(path.join(app, `features/${id}/game.tsx`)), id).toBe(true);
    }
  });

  it('has a page for every round game of the package registry, in both languages, before the 404', () => {
    for (const id of ROUND_GAME_IDS) {
      expect((routes as Entry[]).find((r) => r.id === `${id}___ru`), id).toMatchObject({ path: id, file: ROUND_GAME_PAGE });
      expect((routes as Entry[]).find((r) => r.id === `${id}___en`), id).toMatchObject({ path: `en/${id}`, file: ROUND_GAME_PAGE });
    }
    expect(existsSync(path.join(app, ROUND_GAME_PAGE))).toBe(true);
    expect((routes as Entry[]).at(-1)?.id).toBe('not-found___en');
    expect(() => buildRoutes(GAME_IDS, ['fairness'])).toThrow(/also a page/);
  });

  it('gives a game known only to this test its Russian and English pages, with no other line anywhere', () => {
    const table = buildRoutes([...GAME_IDS, 'coinflip']) as Entry[];
    const ru = table.find((r) => r.id === 'coinflip___ru');
    const en = table.find((r) => r.id === 'coinflip___en');
    expect(ru).toMatchObject({ path: 'coinflip', file: GAME_FRAME });
    expect(en).toMatchObject({ path: 'en/coinflip', file: GAME_FRAME });
    expect(ru?.children).toEqual([expect.objectContaining({ id: 'coinflip-board___ru', index: true, file: 'features/coinflip/board.tsx' })]);
    expect(en?.children).toEqual([expect.objectContaining({ id: 'coinflip-board___en', index: true, file: 'features/coinflip/board.tsx' })]);
    // The catch-all 404 stays last, after the games.
    expect(table.at(-1)?.id).toBe('not-found___en');
  });

  it('has the back office at /admin and /en/admin: one layout, a child route per section, its own 404', () => {
    for (const [locale, prefix] of [['ru', ''], ['en', 'en/']] as const) {
      const layout = (routes as Entry[]).find((r) => r.id === `admin___${locale}`);
      expect(layout, locale).toMatchObject({ path: `${prefix}admin`, file: ADMIN_LAYOUT });
      const children = layout?.children ?? [];
      for (const name of Object.keys(ADMIN_PAGES)) {
        const child = children.find((c) => c.id === `admin-${name}___${locale}`);
        expect(child, `${name} ${locale}`).toBeDefined();
        expect(existsSync(path.join(app, child!.file)), child!.file).toBe(true);
      }
      expect(children.find((c) => c.index)?.id).toBe(`admin-overview___${locale}`);
      expect(children.at(-1)).toMatchObject({ path: '*', id: `admin-not-found___${locale}` });
      // Every back-office route module is under routes/backoffice: none is shared with a player page.
      for (const child of children) expect(child.file.startsWith('routes/backoffice/')).toBe(true);
    }
    expect(() => buildRoutes(['admin'])).toThrow(/also a page/);
  });

  it('refuses a game id that cannot be a page of its own', () => {
    expect(() => buildRoutes(['faq'])).toThrow(/also a page/);
    expect(() => buildRoutes(['en'])).toThrow(/also a page/);
    expect(() => buildRoutes(['Coin Flip'])).toThrow(/path segment/);
  });
});
