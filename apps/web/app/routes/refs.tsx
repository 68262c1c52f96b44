import 'uplot/dist/uPlot.min.css';
import '~/features/referrals/refs.css';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { loadRefs, RefsPage } from '~/features/referrals/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /refs (spec §2, issue 14 item 4), auth required: the server renders the
 * page's frame and metadata (the session lives in the browser), the
 * browser's loader checks the session (a visitor goes to sign in, the page
 * kept for after) and reads the player's own link and statistics.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'refs', { noindex: true });

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
