import { data, useLocation, type MetaFunction } from 'react-router';
import { ErrorPage } from '~/features/errors/index.ts';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'notFound', { noindex: true });

/** Unmatched paths: a real 404 response with the page inside the normal layout. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}
