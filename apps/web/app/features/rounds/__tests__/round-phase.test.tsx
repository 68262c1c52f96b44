import { createInstance } from '~/shared/i18n/runtime.ts';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Round } from '@azart/contracts';
import { RoundPhase } from '../components/round-phase.tsx';
import { roundsI18n } from '../i18n/index.ts';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const round = {
  id: 1, game: 'megawheel', number: 7, state: 'betting', startedAt: at(0), bettingEndsAt: at(10_000), spinEndsAt: at(15_000), resultEndsAt: at(18_000), endsAt: at(20_000),
  choiceEndsAt: null, chainId: 1, chainIndex: 0, previousHash: 'x', hash: null, result: null, totals: { players: 0, bets: 0, amount: 0, bySpot: {} },
} as unknown as Round;

async function countdown(path: string, lng: 'ru' | 'en'): Promise<string> {
  const i18n = createInstance();
  void i18n.init({ lng, resources: { [lng]: { rounds: roundsI18n[lng] } }, defaultNS: 'rounds', interpolation: { escapeValue: false }, initAsync: false });
  const router = createMemoryRouter([{ path: '*', element: <RoundPhase round={round} now={T0 + 10_000 - 3_700} /> }], { initialEntries: [path] });
  const { prelude } = await prerender(<I18nextProvider i18n={i18n}><RouterProvider router={router} /></I18nextProvider>);
  const html = await new Response(prelude).text();
  return html.match(/data-testid="round-countdown">([^<]*)</)?.[1] ?? '';
}

describe('the round countdown', () => {
  it('writes seconds in the page\'s number format: "3,7 с" in Russian, "3.7 s" in English', async () => {
    expect(await countdown('/megawheel', 'ru')).toBe('3,7\u00a0с');
    expect(await countdown('/en/megawheel', 'en')).toBe('3.7\u00a0s');
  });
});
