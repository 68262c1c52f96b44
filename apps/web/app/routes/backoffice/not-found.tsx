import './i18n.ts';
import { data, useLocation, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ErrorPage } from '~/features/errors/index.ts';
import { requireStaff } from './guard.ts';
import { backofficeMeta } from './i18n.ts';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'notFound');

/** Any other path under /admin: HTTP 404 for the document, the 404 page in the back office's frame for staff. */
export function loader() {
  return data(null, { status: 404 });
}

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireStaff(request);
  return null;
}
clientLoader.hydrate = true as const;

export default function BackofficeNotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}
