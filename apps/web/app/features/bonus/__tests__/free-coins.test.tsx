import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createInstance } from '~/shared/i18n/runtime.ts';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FreeCoinsCard } from '../components/free-coins-card.tsx';
import { freeCoinsI18n } from '../i18n/free-coins.ts';

/**
 * The free coins' card in the server render (bonuses.md §2): it brings its
 * own words in both languages and, for a visitor, offers to sign in.
 */
async function render(lng: 'ru' | 'en', element: ReactNode): Promise<string> {
  const i18n = createInstance();
  void i18n.init({ lng, fallbackLng: false, resources: { [lng]: {} }, interpolation: { escapeValue: false }, initAsync: false });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [lng === 'en' ? '/en/bonus' : '/bonus'] });
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}><RouterProvider router={router} /></Suspense>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

describe('FreeCoinsCard', () => {
  it('renders its own texts in each language and asks a visitor to sign in', async () => {
    for (const lng of ['ru', 'en'] as const) {
      const html = await render(lng, <FreeCoinsCard state={{ available: true, nextAt: null }} />);
      expect(html).toContain(freeCoinsI18n[lng].title);
      expect(html).toContain(freeCoinsI18n[lng].lead);
      expect(html).toContain('data-testid="free-coins-sign-in"');
      expect(html).toContain(freeCoinsI18n[lng].signIn);
      expect(html).not.toContain('free-coins-captcha');
    }
  });
});
