import { data, redirect } from 'react-router';
import { localeFromPath } from '~/shared/locale.ts';
import { pathTo } from '~/shared/paths.ts';
import { openAuthModalAfterNavigation } from './api/auth-modal.ts';
import { restoreSession, sessionStore } from './api/session.ts';

/** The path the visitor is on (set by the app after each navigation): the guard's "previous path". */
let currentPath: string | null = null;
export function rememberCurrentPath(path: string): void {
  currentPath = path;
}

/**
 * Auth check before entering a route (spec §2): a visitor who is not signed in
 * is sent back to the previous path (the root on a first load) and the auth
 * modal opens. Use in a route's clientLoader; throws the redirect.
 */
export function requireUser(request: Request) {
  restoreSession();
  const { user } = sessionStore.get();
  if (user) return user;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  openAuthModalAfterNavigation('login');
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
