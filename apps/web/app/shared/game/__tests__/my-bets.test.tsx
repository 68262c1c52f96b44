import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Bet } from '@azart/contracts';
import { MyBetsTable } from '../my-bets.tsx';
import { coinflip, coinflipBet, testI18n } from './coinflip.tsx';

describe('a bet row of the player\'s history', () => {
  it('shows a game\'s own columns from its binding, between the stake and the outcome', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/en/coinflip']}>
        <I18nextProvider i18n={testI18n()}>
          <MyBetsTable game={coinflip} bets={[coinflipBet as unknown as Bet]} onCheck={() => undefined} />
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('<th scope="col">Call</th>');
    expect(html).toContain('data-testid="coinflip-cell">heads → tails</span>');
    // The frame's own cells around it: the stake, and a lost bet's profit.
    expect(html).toMatch(/data-bet-id="41"/);
    expect(html).toContain('10.00');
    expect(html).toContain('data-testid="my-bet-profit">−10.00');
    expect(html.indexOf('10.00')).toBeLessThan(html.indexOf('coinflip-cell'));
  });
});
