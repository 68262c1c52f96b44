import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { i18n as I18n } from 'i18next';
import { createInstance } from '~/shared/i18n/runtime.ts';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { testI18n } from '../game/__tests__/coinflip.tsx';

/**
 * An i18next instance in the page's language with no catalogue of the
 * feature's: the components add theirs when they render, as on the site.
 */
export function pageI18n(lng: 'ru' | 'en'): I18n {
  if (lng === 'en') return testI18n();
  const instance = createInstance();
  void instance.init({ lng, fallbackLng: false, resources: { ru: {} }, interpolation: { escapeValue: false }, initAsync: false });
  return instance;
}

/**
 * The server's HTML of `element` at `url` (a page of `path`, in Russian or
 * under /en by the URL's prefix), as React renders it for the first load.
 */
export async function prerenderPage(path: string, url: string, element: ReactNode): Promise<string> {
  const router = createMemoryRouter([{ path: `/en${path}`, element }, { path, element }], { initialEntries: [url] });
  const { prelude } = await prerender(
    <I18nextProvider i18n={pageI18n(url.startsWith('/en') ? 'en' : 'ru')}>
      <Suspense fallback={null}><RouterProvider router={router} /></Suspense>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}
