import '~/features/bonus/bonus.css';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { loadStatuses, StatusesPage } from '~/features/bonus/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /statuses (spec §2, issue 13), auth required: the week's deposits and
 * status, its perks, the status spin and the weekly code. The server renders
 * the frame and metadata; the browser's loader checks the session and reads
 * the player's statuses.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'statuses', { noindex: true });

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
