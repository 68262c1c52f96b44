import { describe, expect, it } from 'vitest';
import { ROUND_GAMES, ROUND_SPOTS, type RoundResult } from '@azart/contracts';
import { roundWebGame } from '../games/index.ts';
import { ROUND_VIEWS } from '../games/views.ts';
import { resultSpot } from '../components/result-chip.tsx';

/**
 * Issue 22: what differs between the round games is said by each game's own
 * binding and view, never by a test of the game's id in the shared page.
 */
describe('each round game speaks for itself', () => {
  it('colours every spot it takes bets on and has a view with a board and a verifier detail', () => {
    for (const game of ROUND_GAMES) {
      const binding = roundWebGame(game);
      for (const spot of ROUND_SPOTS[game]) expect(binding.colors[spot], `${game} ${spot}`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(typeof ROUND_VIEWS[game].Board).toBe('function');
      expect(typeof ROUND_VIEWS[game].ResultDetail).toBe('function');
    }
  });

  it('labels and prices its numbered spots in its own words', () => {
    expect([roundWebGame('x100').spotText('10'), roundWebGame('x100').pays('10')]).toEqual(['×10', null]);
    expect([roundWebGame('megawheel').spotText('8'), roundWebGame('megawheel').pays('8')]).toEqual(['8', '×9']);
    expect([roundWebGame('crazytime').pays('5'), roundWebGame('crazytime').pays('cashhunt')]).toEqual(['×6', null]);
  });

  it('names the spot a round landed on from its own result', () => {
    const results = [
      { game: 'x100', cell: 7, multiplier: 15 },
      { game: 'megawheel', segment: 3, value: 8, mega: { spot: 2, multiplier: 50 } },
      { game: 'crazytime', segment: 1, spot: 'pachinko', topSlot: { spot: '2', multiplier: 10 } },
    ] as unknown as RoundResult[];
    expect(results.map(resultSpot)).toEqual(['15', '8', 'pachinko']);
  });

  it('shows x100 statistics and Crazy Time bonus games only where the game has them', () => {
    expect(ROUND_GAMES.filter((game) => ROUND_VIEWS[game].Stats)).toEqual(['x100']);
    expect(ROUND_GAMES.filter((game) => ROUND_VIEWS[game].StageExtra)).toEqual(['crazytime']);
  });
});
