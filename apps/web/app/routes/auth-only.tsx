import { data, useLocation, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { ErrorPage } from '~/features/errors/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * Auth-required sections of spec §2 (/bonus, /refs, /statuses, /support/*,
 * /casino/game/:id) whose pages are not built yet. Only their guard is real:
 * a visitor who is not signed in goes back to the previous path (or the
 * root) and the auth modal opens; a signed-in player sees 404 until the page
 * exists. The session lives in the browser, so the check is a clientLoader:
 * the server sends the shell (noindex) and the browser decides.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'guarded', { noindex: true });

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireUser(request);
  throw data(null, { status: 404 });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function AuthOnlyPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}
