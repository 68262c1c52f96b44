import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { freeCoinsDraw, sha256Hex, wheelSpin, type GameSpec } from '@azart/fairness';
import { coinflip, coinflipSpec, testI18n } from '~/shared/game/__tests__/coinflip.tsx';
import { fairnessI18n } from '../i18n/index.ts';
import { Verifier } from '../components/verifier.tsx';
import { compute } from '../components/draw-verifier.tsx';

/**
 * The bonus draws on /fairness (docs/games/wheel.md): a Wheel and a Coins tab
 * beside the games, each a GET form recomputed in the browser with the
 * server's code.
 */
const specs = { coinflip: coinflipSpec as unknown as GameSpec };
const seeds = { serverSeed: 'def', clientSeed: 'abc', nonce: 0 };

async function render(url: string): Promise<string> {
  const router = createMemoryRouter([{ path: '/en/fairness', element: <Verifier games={[coinflip]} specs={specs} /> }], { initialEntries: [url] });
  const { prelude } = await prerender(
    <I18nextProvider i18n={testI18n({ fairness: fairnessI18n })}>
      <Suspense fallback={null}><RouterProvider router={router} /></Suspense>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

describe('bonus draws in the verifier', () => {
  it('lists the wheel and free coins after the games', async () => {
    const html = await render('/en/fairness?game=coinflip');
    expect(html).toMatch(/data-testid="verifier-game-coinflip".*data-testid="verifier-game-wheel"[^>]*>Wheel<.*data-testid="verifier-game-free_coins"[^>]*>Coins</s);
  });

  it('recomputes a wheel spin from its seeds: the documented test vector, segment 16, ×1.5', async () => {
    expect(wheelSpin(seeds)).toEqual({ segment: 16, x: 150 });
    const html = await render(`/en/fairness?game=wheel&serverSeed=def&clientSeed=abc&nonce=0&serverSeedHash=${sha256Hex('def')}`);
    expect(html).toContain('<dd data-testid="draw-segment">16</dd>');
    expect(html).toContain('data-testid="draw-x">×1.5</dd>');
    expect(html).toContain('data-testid="verifier-hash-match"');
    expect(html).toContain('<input type="hidden" name="game" value="wheel"/>');
    // A wheel check has no game parameters: no coin range fields.
    expect(html).not.toContain('id="v-min"');
  });

  it('recomputes free coins within the given range, 1–10 by default', async () => {
    const html = await render('/en/fairness?game=free_coins&serverSeed=def&clientSeed=abc&nonce=0');
    expect(html).toContain(`data-testid="draw-coins">${freeCoinsDraw(seeds, 1, 10).coins}</dd>`);
    expect(html).toContain('id="v-max"');
    expect(compute('free_coins', { game: 'free_coins', ...seeds, nonce: '0', min: '3', max: '3' }, 'en')).toMatchObject({ state: 'done', result: { coins: 3 } });
  });

  it('tells a bad nonce or range in the page\'s language', async () => {
    const html = await render('/en/fairness?game=wheel&serverSeed=def&clientSeed=abc&nonce=-1');
    expect(html).toContain('The nonce must be a non-negative integer');
    expect(compute('free_coins', { game: 'free_coins', ...seeds, nonce: '0', min: '5', max: '4' }, 'ru')).toMatchObject({ state: 'invalid' });
    expect(compute('wheel', { game: 'wheel', serverSeed: '', clientSeed: 'abc', nonce: '0' }, 'en')).toEqual({ state: 'empty' });
  });
});
