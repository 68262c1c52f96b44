import { prerender } from 'react-dom/static';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '~/shared/game/__tests__/coinflip.tsx';
import { HistoryTab } from '../components/history-tab.tsx';
import { cashierSearch, onlyCashierMoved, parseHistoryList } from '../logic/tabs.ts';

/** The history tab as the page at `url` renders it (the lists' reads run in effects, which a static render skips). */
async function render(url: string): Promise<string> {
  const router = createMemoryRouter([{ path: '/en/dice', element: <HistoryTab /> }], { initialEntries: [url] });
  const { prelude } = await prerender(
    <I18nextProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

const selected = (html: string) => html.match(/aria-selected="true"[^>]*data-testid="history-(\w+)"/)?.[1];

describe('the history tab\'s list', () => {
  it('is the one the URL names: after a withdrawal, "open history" lands on the withdrawals (where its cancel button is)', async () => {
    expect(cashierSearch('?cashier=withdraw', 'history', 'withdrawals')).toBe('?cashier=history&history=withdrawals');
    expect(selected(await render('/en/dice?cashier=history&history=withdrawals'))).toBe('withdrawals');
  });

  it('is deposits by default, and for a value it does not know', async () => {
    expect(selected(await render('/en/dice?cashier=history'))).toBe('deposits');
    expect(parseHistoryList('bonus')).toBe('deposits');
  });

  it('is dropped when the cashier moves to another tab or closes, and moving it keeps the page\'s data', () => {
    expect(cashierSearch('?cashier=history&history=withdrawals', 'deposit')).toBe('?cashier=deposit');
    expect(cashierSearch('?game=dice&cashier=history&history=claims', null)).toBe('?game=dice');
    const at = (u: string) => new URL(u, 'http://x');
    expect(onlyCashierMoved(at('/dice?cashier=withdraw'), at('/dice?cashier=history&history=withdrawals'))).toBe(true);
  });
});
