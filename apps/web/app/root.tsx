// Before anything that builds a zod schema (see the module).
import '~/shared/zod-without-eval.ts';
// The site's global styles first: every feature's stylesheet that the shell's components import
// comes after them in the bundled CSS, so a feature's rule wins over a global one of equal weight.
import '@fontsource-variable/inter/wght.css';
import './styles/app.css';
import type { ReactNode } from 'react';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { data, isRouteErrorResponse, Links, Meta, Outlet, redirect, Scripts, useLocation, useMatches, useRouteError, useRouteLoaderData, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { localeFromAcceptLanguage } from '@azart/contracts';
import { ErrorPage } from '~/features/errors/index.ts';
import { installLoadFailureRecovery } from '~/features/pwa/index.ts';
import { i18nFor, pageTexts } from '~/i18n.ts';
import { AppShell } from '~/layout/app-shell.tsx';
import { DemoBanner } from '~/layout/demo-banner.tsx';
import { gameNames, pageMeta } from '~/seo/meta.ts';
import { setApiOrigin } from '~/shared/api/client.ts';
import { BrowserStateProvider, useBrowserStateSwitch } from '~/shared/browser-state.ts';
import { useHydratedMark, useInlinedStylesheetsUntilNavigation } from '~/shared/first-paint/client.ts';
import { cookieValue } from '~/shared/decode.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeFromPath } from '~/shared/locale.ts';
import { THEME_COLOR, themeFromCookie, useTheme } from '~/shared/theme.ts';
import './load-context.ts';
// The two faces of the variable Inter that the site's text uses (fontsource splits the font by
// script: a page downloads only the faces its characters need). Same files as the stylesheet's.
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

// Spec §8: a code file that fails to load unregisters the service workers. Installed as the app's code starts, before
// any route's code is asked for.
if (typeof window !== 'undefined') installLoadFailureRecovery();

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/png', sizes: '32x32', href: '/favicon.png' },
  { rel: 'apple-touch-icon', sizes: '180x180', href: '/apple-touch-icon.png' },
  // The installable site (public/manifest.webmanifest, the service worker of vite.config.ts).
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/**
 * Document-level rules that must happen on the server, before any page renders:
 * - no trailing slash: `/dice/` → 301 `/dice`;
 * - language detection only at the root path (spec §2): with no
 *   `i18n_redirected` cookie, Accept-Language decides; English goes to /en;
 *   the choice is remembered for 365 days. A remembered English choice sends
 *   `/` to `/en` too.
 * Also hands the site origin to the metadata (absolute canonical / hreflang),
 * and the browser its page's texts in the page's language only (app/i18n.ts):
 * they come with the document instead of with the JavaScript, which then
 * carries no catalogue of either language; whether this is a demo
 * deployment (the banner on every page); the API's origin when
 * configuration forces one (API_ORIGIN, spec §7), '' for this site's own;
 * and the palette the player chose (shared/theme.ts), so the page is drawn
 * in it from the first byte.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // One slash at each end: `/dice/` → `/dice`, and `//evil.example/` → `/evil.example`, never a
  // Location starting with `//`, which a browser would follow to another host.
  const path = url.pathname.replace(/^\/{2,}/, '/').replace(/(.)\/+$/, '$1');
  if (path !== url.pathname) throw redirect(`${path}${url.search}`, 301);
  const headers = new Headers();
  if (url.pathname === '/') {
    const remembered = cookieValue(request.headers.get('cookie'), LOCALE_COOKIE);
    if (remembered === 'en') throw redirect(`/en${url.search}`, 302);
    if (remembered !== 'ru') {
      const detected = localeFromAcceptLanguage(request.headers.get('accept-language'));
      const cookie = `${LOCALE_COOKIE}=${detected}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
      if (detected === 'en') throw redirect(`/en${url.search}`, { status: 302, headers: { 'Set-Cookie': cookie, Vary: 'Accept-Language, Cookie' } });
      headers.append('Set-Cookie', cookie);
      headers.set('Vary', 'Accept-Language, Cookie');
    }
  }
  return data({ origin: url.origin, demo: context.demoDeployment === true, apiOrigin: context.apiOrigin ?? '', theme: themeFromCookie(request.headers.get('cookie')), texts: pageTexts(localeFromPath(url.pathname)) }, { headers });
}

/**
 * The root's data changes only with the language: its loader runs for documents, and again
 * when the player switches language (the footer's links), for the other language's texts.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

/** Used when an error replaces the page (the page's own meta is gone). */
export const meta: MetaFunction = (args) => {
  const status = isRouteErrorResponse(args.error) ? args.error.status : null;
  return pageMeta(args, status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'home', { noindex: Boolean(args.error) });
};

/** The HTML document: language, static metadata of spec §1, the i18n provider and the app shell. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const i18n = i18nFor(locale, useRouteLoaderData<typeof loader>('root')?.texts);
  const t = i18n.getFixedT(locale, 'seo');
  const rootData = useRouteLoaderData<typeof loader>('root');
  const demo = rootData?.demo === true;
  // Before any effect sends a request: the browser's calls go to the configured API origin.
  if (typeof window !== 'undefined') setApiOrigin(rootData?.apiOrigin);
  // The stylesheets the server inlined go back to their links at the first navigation.
  useInlinedStylesheetsUntilNavigation(pathname);
  const [theme] = useTheme(rootData?.theme ?? 'dark');
  return (
    <html lang={locale} dir="ltr" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta httpEquiv="content-language" content={locale} />
        <meta name="keywords" content={t('keywords', { games: gameNames(locale).join(', ').toLowerCase() })} />
        <meta name="author" content={t('author')} />
        <meta name="theme-color" content={THEME_COLOR[theme]} />
        <meta name="color-scheme" content={theme} />
        {/* Fetched with the stylesheet rather than after it: text first paints in Inter, not in a fallback that then shifts. */}
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {locale === 'ru' && <link rel="preload" href={interCyrillic} as="font" type="font/woff2" crossOrigin="anonymous" />}
        <Meta />
        <Links />
      </head>
      <body>
        {demo && <DemoBanner locale={locale} />}
        <BrowserStateRoot>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </BrowserStateRoot>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Browser-only state (session, flags, media queries) shows after hydration, in a transition
 * (shared/browser-state.ts). The switch is this component's state, not the document's: flipping it re-renders
 * what reads the browser's state, never the <head> or React Router's <Scripts>, which render nothing once
 * hydrated, so a re-render of the document would also take its module preloads and boot scripts out of the page
 * in the same commit.
 */
function BrowserStateRoot({ children }: { children: ReactNode }) {
  const live = useBrowserStateSwitch();
  useHydratedMark(live);
  return <BrowserStateProvider value={live}>{children}</BrowserStateProvider>;
}

/** What a route module may say about the frame around it (its `handle` export). */
export type RouteHandle = { ownFrame?: boolean };

/**
 * The site's header and footer around every page, except under a route that
 * draws its own frame (the back office's layout). Errors that reach the root
 * (a player at /admin gets the 403 page) always show in the site's frame.
 */
export default function App() {
  const ownFrame = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.ownFrame === true);
  return (
    <AppShell chrome={!ownFrame}>
      <Outlet />
    </AppShell>
  );
}

/** 404 / 403 / unexpected errors, inside the normal header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <AppShell>
      <ErrorPage status={status} path={pathname} />
    </AppShell>
  );
}
