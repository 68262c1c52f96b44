import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '~/features/errors/index.ts';

/**
 * A section's error inside the back office's frame: 403 for a section the
 * user's scopes do not open, 404 for a player that does not exist, and
 * unexpected failures. (A user who is not staff at all gets the 403 page in
 * the site's frame: the layout's own error goes to the root.)
 */
export function SectionError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return <ErrorPage status={status} path={pathname} />;
}
