import '~/features/bonus/bonus.css';
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireSessionOnServer, requireUser } from '~/features/auth/index.ts';
import { loadStatuses, StatusesPage } from '~/features/bonus/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /statuses (spec §2, issue 13), auth required: the week's deposits and
 * status, its perks, the status spin and the weekly code. The server turns a
 * visitor without a session away and renders the frame and metadata; the
 * browser's loader checks the session on each navigation and reads the
 * player's statuses.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'statuses', { noindex: true });

/** A visitor without a session is turned away before the page renders (spec §2). */
export function loader({ request }: LoaderFunctionArgs) {
  requireSessionOnServer(request);
  return null;
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireUser(request);
  return { statuses: await loadStatuses().catch(() => null) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function StatusesRoute() {
  const { statuses } = useLoaderData<typeof clientLoader>();
  return <StatusesPage initial={statuses} />;
}
