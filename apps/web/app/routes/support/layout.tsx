import '~/features/support/support.css';
import { Outlet, useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireSessionOnServer, requireUser } from '~/features/auth/index.ts';
import { loadTickets, SupportLayout } from '~/features/support/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /support (spec §2, issue 14), auth required: the player's tickets on the
 * left and, on the right, a child page (the empty-state text, the creation
 * form or a ticket's chat). The server turns a visitor without a session away
 * and renders the frame and metadata; the browser's loader checks the session
 * on each navigation and reads the tickets.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'support', { noindex: true });

/** A visitor without a session is turned away before the page renders (spec §2). */
export function loader({ request }: LoaderFunctionArgs) {
  requireSessionOnServer(request);
  return null;
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireUser(request);
  return { tickets: await loadTickets().catch(() => null) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function SupportRoute() {
  const { tickets } = useLoaderData<typeof clientLoader>();
  return (
    <SupportLayout initial={tickets}>
      <Outlet />
    </SupportLayout>
  );
}
