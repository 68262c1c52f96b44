import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '~/shared/game/__tests__/coinflip.tsx';
import fairness from '../fairness.tsx';
import { minesI18n } from '../i18n/index.ts';

async function render(element: ReactNode): Promise<string> {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/en/mines'] });
  const { prelude } = await prerender(<I18nextProvider i18n={testI18n({ mines: minesI18n })}><RouterProvider router={router} /></I18nextProvider>);
  return new Response(prelude).text();
}

// A lost round: mines at tiles 0 and 12 (counted from 0), the second one hit, tile 3 opened first.
const bet = { mines: 2, revealed: [3], lostOn: 12, minePositions: [0, 12] } as never;

describe('the Mines fairness views', () => {
  it('number tiles from 1 as the board does ("Tile 13" is the 13th), in the facts, the board and its label', async () => {
    const { BetFacts, BetOutcome } = fairness;
    const facts = await render(<dl><BetFacts bet={bet} /></dl>);
    expect(facts).toMatch(/data-testid="fairness-mine-hit">13</);
    const board = await render(BetOutcome ? <BetOutcome bet={bet} /> : null);
    expect(board).toContain('aria-label="Mines on tiles 1, 13"');
    // The board's empty cells show their numbers: the first is 2 (tile 1 is a mine), the last 25.
    const labels = [...board.matchAll(/data-state="empty">(\d+)</g)].map((m) => Number(m[1]));
    expect(labels[0]).toBe(2);
    expect(labels.at(-1)).toBe(25);
    expect(labels).not.toContain(0);
  });
});
