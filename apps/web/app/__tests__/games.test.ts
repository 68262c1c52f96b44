import { describe, expect, it } from 'vitest';
import { GAME_IDS, ROUND_GAME_IDS } from '@azart/fairness';
import { ROUND_WEB_GAMES } from '../features/rounds/index.ts';
import { CATALOGUE_GAMES, WEB_GAMES } from '../games.ts';
import { collectWebGames } from '../shared/game/registry.ts';
import { coinflip } from '../shared/game/__tests__/coinflip.tsx';

/** What app/games.ts's `import.meta.glob('./features/*\/game.tsx', { eager: true })` finds. */
const realBindings = import.meta.glob('../features/*/game.tsx', { eager: true });
const asFound = (modules: Record<string, unknown>) => Object.fromEntries(Object.entries(modules).map(([path, module]) => [path.replace(/^\.\.\//, './'), module]));

describe('the web registry', () => {
  it('finds every registered game\'s binding in its feature folder, in the bindings\' order', () => {
    expect(WEB_GAMES.map((game) => game.id)).toEqual(['dice', 'mines', 'bubbles', 'hotline', 'popit']);
    expect(new Set(WEB_GAMES.map((game) => game.id))).toEqual(new Set(GAME_IDS));
    expect(collectWebGames(GAME_IDS, asFound(realBindings))).toEqual(WEB_GAMES);
  });

  it('has a binding for each round game of the package registry, listed after the instant games in menus', () => {
    expect(ROUND_WEB_GAMES.map((game) => game.id)).toEqual([...ROUND_GAME_IDS]);
    expect(CATALOGUE_GAMES.map((game) => game.id)).toEqual(['dice', 'mines', 'bubbles', 'hotline', 'popit', 'x100', 'megawheel', 'crazytime']);
    for (const game of ROUND_WEB_GAMES) {
      for (const locale of ['ru', 'en'] as const) {
        expect(game.i18n[locale].rules.length, `${game.id} ${locale}`).toBeGreaterThan(2);
        expect(game.i18n[locale].seo.title).toContain(game.i18n[locale].name);
      }
    }
  });

  it('picks up a game registered only in this test, with no other line anywhere', () => {
    const games = collectWebGames([...GAME_IDS, 'coinflip'], { ...asFound(realBindings), './features/coinflip/game.tsx': { game: coinflip } });
    expect(games.map((game) => game.id)).toEqual(['dice', 'mines', 'bubbles', 'hotline', 'popit', 'coinflip']);
  });

  it('stops at start on a game without a binding, a binding of another id, or a binding of no registered game', () => {
    expect(() => collectWebGames([...GAME_IDS, 'coinflip'], asFound(realBindings))).toThrow(/features\/coinflip\/game\.tsx must export/);
    expect(() => collectWebGames(['coinflip'], { './features/coinflip/game.tsx': { game: { ...coinflip, id: 'dice' } } })).toThrow(/must export the web binding of coinflip/);
    expect(() => collectWebGames(GAME_IDS, { ...asFound(realBindings), './features/coinflip/game.tsx': { game: coinflip } })).toThrow(/coinflip\/game\.tsx: no such game/);
  });
});
