import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GameSpec } from '@azart/fairness';
import { coinflip, coinflipSpec, testI18n } from '~/shared/game/__tests__/coinflip.tsx';
import { fairnessI18n } from '../i18n/index.ts';
import { Verifier } from '../components/verifier.tsx';
import { readInputs, selectOptions, verify, verifierGameOf, verifyQueryOf } from '../verifier-query.ts';

/**
 * The /fairness verifier is the registry's: a game registered only in this
 * test (a coin flip, spec and binding) gets its tab, its form fields from
 * its binding, and its outcome recomputed with its own spec's maths.
 */
const specs = { coinflip: coinflipSpec as unknown as GameSpec };

async function render(url: string): Promise<string> {
  const router = createMemoryRouter([{ path: '/en/fairness', element: <Verifier games={[coinflip]} specs={specs} /> }], { initialEntries: [url] });
  const { prelude } = await prerender(
    <I18nextProvider i18n={testI18n({ fairness: fairnessI18n })}>
      <Suspense fallback={null}><RouterProvider router={router} /></Suspense>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

describe('the verifier of a game registered only in a test', () => {
  it('lists it among the games and shows its form from its binding', async () => {
    const html = await render('/en/fairness?game=coinflip');
    expect(html).toContain('data-testid="verifier-game-coinflip"');
    expect(html).toMatch(/data-testid="verifier-game-coinflip"[^>]*>Coin Flip</);
    expect(html).toContain('<label class="field__label" for="v-side">Your call</label>');
    expect(html).toContain('<option value="tails">Tails</option>');
  });

  it('recomputes its outcome with its own spec and shows it with its own view', async () => {
    const params = new URLSearchParams('game=coinflip&serverSeed=abc&clientSeed=def&nonce=1&side=tails');
    const game = verifierGameOf([coinflip], params);
    const inputs = readInputs(game, params, (name) => selectOptions(coinflipSpec as unknown as GameSpec, name));
    const query = verifyQueryOf(game, inputs);
    expect(query).toEqual({ game: 'coinflip', serverSeed: 'abc', clientSeed: 'def', nonce: '1', side: 'tails' });
    const verification = verify(coinflipSpec as unknown as GameSpec, query, 'en');
    expect(verification.state).toBe('done');
    const landed = verification.state === 'done' ? String(verification.result.landed) : '';
    expect(['heads', 'tails']).toContain(landed);

    const html = await render(`/en/fairness?${params}`);
    expect(html).toContain(`data-testid="coinflip-verified">${landed} (called tails)</p>`);
    expect(html).toContain('data-testid="verifier-hash"');
  });

  it('tells a bad parameter in the page\'s language, from the shared messages', async () => {
    const html = await render('/en/fairness?game=coinflip&serverSeed=abc&clientSeed=def&nonce=-1&side=tails');
    expect(html).toContain('The nonce must be a non-negative integer');
  });
});
