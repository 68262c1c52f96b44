import { data, redirect } from 'react-router';
import { AUTH_NEXT_COOKIE } from '@azart/contracts';
import { cookieValue } from '~/shared/decode.ts';
import { localeFromPath } from '~/shared/locale.ts';
import { pathTo } from '~/shared/paths.ts';
import { openAuthModalAfterNavigation } from '~/shared/session/auth-modal.ts';
import { restoreSession, sessionStore } from '~/shared/session/session.ts';

/**
 * The path the visitor is on: the guard's "previous path". The router listens
 * to history as soon as it exists, while the page is still hydrating, so a
 * navigation can reach the guard before the app's first render has committed
 * (and its route effects have run). So the path starts as the document's own
 * URL, read when this module loads: it belongs to the root route's code and
 * runs before the router is created. The app updates it after each navigation.
 */
let currentPath: string | null = typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;
/** Called by the app after each navigation (and its first render) with the path shown. */
export function rememberCurrentPath(path: string): void {
  currentPath = path;
}

/**
 * Auth check before entering a route (spec §2): a visitor who is not signed in
 * is sent back to the previous path (the root on a first load) and the auth
 * modal opens; the page they wanted is kept, and a sign-in or registration in
 * that modal takes them there. Use in a route's clientLoader; throws the redirect.
 */
export function requireUser(request: Request) {
  restoreSession();
  const { user } = sessionStore.get();
  if (user) return user;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  openAuthModalAfterNavigation('login', `${url.pathname}${url.search}${url.hash}`);
  // On a first load the "current" path is the guarded page itself: there is no previous one.
  const previous = currentPath && currentPath !== `${url.pathname}${url.search}` ? currentPath : null;
  throw redirect(previous ?? pathTo(locale).home());
}

/** Scope check for permission-gated pages: 403 ("access denied, try refreshing"). */
export function requireScope(request: Request, scope: 'player' | 'support' | 'admin') {
  const user = requireUser(request);
  if (!user.scope.includes(scope)) throw data(null, { status: 403 });
  return user;
}

/**
 * The page a server guard turned this visitor away from on a page load
 * (server-guard.ts), once: the cookie is deleted as it is read. Only a path
 * of this site is taken, never another origin.
 */
export function takeAuthNextCookie(): string | null {
  const value = cookieValue(document.cookie, AUTH_NEXT_COOKIE);
  if (value === undefined) return null;
  document.cookie = `${AUTH_NEXT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return value.startsWith('/') && !value.startsWith('//') ? value : null;
}
