import { redirect } from 'react-router';
import { AUTH_NEXT_COOKIE, AUTH_NEXT_COOKIE_LIFE_S, SESSION_COOKIE } from '@azart/contracts';
import { cookieValue } from '~/shared/decode.ts';
import { localeFromPath } from '~/shared/locale.ts';
import { pathTo } from '~/shared/paths.ts';

/**
 * The auth check of spec §2 for a page's document request, on the server: a
 * visitor without a session is sent back to the page they came from (the
 * Referer, when it is this site's and another page) or to the root, and the
 * page they wanted goes with the redirect in a short-lived cookie, from which
 * the browser opens the auth modal and, after a sign-in there, goes to it
 * (`takeAuthNextCookie`). The same behaviour as the browser's guard
 * (guard.ts `requireUser`), which still checks every client-side navigation.
 *
 * The session is known by its sign (SESSION_COOKIE), set and cleared with
 * the refresh cookie: a page request never carries the refresh token itself.
 * The sign only decides what to render; the API checks every request.
 * Use in the `loader` of an auth-only route; throws the redirect.
 */
export function requireSessionOnServer(request: Request): void {
  if (cookieValue(request.headers.get('cookie'), SESSION_COOKIE)) return;
  const url = new URL(request.url);
  const wanted = `${url.pathname}${url.search}`;
  const home = pathTo(localeFromPath(url.pathname)).home();
  throw redirect(previousPage(request, url, wanted) ?? home, {
    headers: { 'set-cookie': `${AUTH_NEXT_COOKIE}=${encodeURIComponent(wanted)}; Path=/; Max-Age=${AUTH_NEXT_COOKIE_LIFE_S}; SameSite=Lax` },
  });
}

/** The Referer's path, when it is a page of this site other than the one asked for. */
function previousPage(request: Request, url: URL, wanted: string): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  if (from.host !== url.host) return null;
  const path = `${from.pathname}${from.search}`;
  return path === wanted ? null : path;
}
