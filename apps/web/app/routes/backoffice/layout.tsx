import './i18n.ts';
import { Outlet, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BackofficeShell } from '~/features/backoffice/pages.ts';
import { Logo } from '~/layout/logo.tsx';
import type { RouteHandle } from '~/root.tsx';
import { requireStaff } from './guard.ts';
import { backofficeMeta } from './i18n.ts';

/**
 * The back office at /admin (issue 11): a frame of its own instead of the
 * site's header and footer, and a chunk of its own that no player page loads.
 * The server renders the document (title, canonical, hreflang, noindex) and
 * this placeholder; the session lives in the browser, so the guard and the
 * data run there (clientLoader, also on the first load).
 */
export const handle: RouteHandle = { ownFrame: true };

export const meta: MetaFunction = (args) => backofficeMeta(args, 'overview');

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireStaff(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="bo-boot" aria-busy="true" />;
}

export default function BackofficeLayout() {
  return (
    <BackofficeShell logo={<Logo />}>
      <Outlet />
    </BackofficeShell>
  );
}
