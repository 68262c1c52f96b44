import 'uplot/dist/uPlot.min.css';
import '~/features/referrals/refs.css';
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireSessionOnServer, requireUser } from '~/features/auth/index.ts';
import { loadRefs, RefsPage } from '~/features/referrals/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /refs (spec §2, issue 14 item 4), auth required: the server turns a
 * visitor without a session away (a visitor goes to sign in, the page kept
 * for after) and renders the page's frame and metadata; the browser's loader
 * checks the session again on each navigation and reads the player's own
 * link and statistics.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'refs', { noindex: true });

/** A visitor without a session is turned away before the page renders (spec §2). */
export function loader({ request }: LoaderFunctionArgs) {
  requireSessionOnServer(request);
  return null;
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireUser(request);
  return { refs: await loadRefs().catch(() => null) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function RefsRoute() {
  const { refs } = useLoaderData<typeof clientLoader>();
  return <RefsPage initial={refs} />;
}
