import { data } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { canOpen, isStaff, type SectionId } from '~/features/backoffice/pages.ts';

/**
 * The back office's guards, in its routes' clientLoaders (the session lives
 * in the browser): a visitor goes to sign in (the site's auth guard: back to
 * the previous page with the auth modal, then here); a signed-in user with no
 * staff scope gets 403 ("access denied, try refreshing"); a section the
 * user's scopes do not open is a 403 too. The server checks the same on every
 * call.
 */
export function requireStaff(request: Request) {
  const user = requireUser(request);
  if (!isStaff(user.scope)) throw data(null, { status: 403 });
  return user;
}

export function requireSection(request: Request, section: SectionId) {
  const user = requireStaff(request);
  if (!canOpen(user.scope, section)) throw data(null, { status: 403 });
  return user;
}
