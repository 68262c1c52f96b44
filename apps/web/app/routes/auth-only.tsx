import { data, useLocation, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireSessionOnServer, requireUser } from '~/features/auth/index.ts';
import { ErrorPage } from '~/features/errors/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * Auth-required sections of spec §2 (/casino/game/:id) whose pages are not built yet.
 *
 * They do not exist for anyone, so a signed-in player's document is an HTTP
 * 404 (search engines and link checkers see the truth). The spec's guard runs
 * first, on the server for a page load and in the browser for a navigation: a
 * visitor who is not signed in goes back to the previous path (or the root)
 * with the auth modal open and the wanted page kept for after the sign-in.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'guarded', { noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  requireSessionOnServer(request);
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
