import { createInstance } from '~/shared/i18n/runtime.ts';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Round, RoundResult } from '@azart/contracts';
import { ROUND_VIEWS } from '../games/views.ts';
import { roundsI18n } from '../i18n/index.ts';

const coinFlip = {
  game: 'crazytime', segment: 4, spot: 'coinflip', topSlot: { spot: 'cashhunt', multiplier: 2 },
  bonus: { game: 'coinflip', red: 4, blue: 5, side: 'red', multiplier: 4 },
} as unknown as RoundResult;
const plain = { ...coinFlip, spot: '1', bonus: null } as unknown as RoundResult;

async function boardClass(state: Round['state'], result: RoundResult | null): Promise<string> {
  const i18n = createInstance();
  void i18n.init({ lng: 'ru', resources: { ru: { rounds: roundsI18n.ru } }, defaultNS: 'rounds', interpolation: { escapeValue: false }, initAsync: false });
  const round = { id: 1, game: 'crazytime', state, result: state === 'betting' ? null : result, totals: { players: 0, bets: 0, amount: 0, bySpot: {} } } as unknown as Round;
  const { Board } = ROUND_VIEWS.crazytime;
  const router = createMemoryRouter([{ path: '*', element: <Board round={round} result={round.result} spinning={state === 'spinning'} spinLeftMs={null} /> }], { initialEntries: ['/crazytime'] });
  const { prelude } = await prerender(<I18nextProvider i18n={i18n}><RouterProvider router={router} /></I18nextProvider>);
  return (await new Response(prelude).text()).match(/class="(round-board[^"]*)"/)?.[1] ?? '';
}

/**
 * On a phone the Crazy Time wheel makes room for a bonus game's panel. The
 * board says so with a class of its own, rendered with the round: a rule on
 * `:has(.ct-bonus)` was not always applied when the panel arrived live.
 */
describe('the Crazy Time board while a bonus game shows', () => {
  it('is marked from the close of betting to the end of a round with a bonus, and only then', async () => {
    expect(await boardClass('spinning', coinFlip)).toBe('round-board round-board--wheel round-board--with-bonus');
    expect(await boardClass('result', coinFlip)).toContain('round-board--with-bonus');
    expect(await boardClass('spinning', plain)).toBe('round-board round-board--wheel');
    expect(await boardClass('betting', null)).toBe('round-board round-board--wheel');
  });
});
