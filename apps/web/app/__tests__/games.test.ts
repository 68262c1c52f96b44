import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '@azart/fairness';
import { WEB_GAMES } from '../games.ts';
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
