import { data, useLocation, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { ErrorPage } from '~/features/errors/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * Auth-required sections of spec §2 (/casino/game/:id) whose pages are not built yet.
 *
 * They do not exist for anyone, so the document is a 404 for everyone: the
 * server answers with HTTP 404 (search engines and link checkers see the
 * truth). The spec's guard still runs in the browser, where the session
 * lives (a clientLoader that also runs on hydration): a visitor who is not
 * signed in goes back to the previous path (or the root) with the auth modal
 * open and the wanted page kept for after the sign-in; a signed-in player
 * gets the 404 page.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'guarded', { noindex: true });

export function loader() {
  return data(null, { status: 404 });
}

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
