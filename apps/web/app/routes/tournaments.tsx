import '~/features/tournaments/tournaments.css';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadTournaments, TournamentsPage } from '~/features/tournaments/index.ts';
import { pageMeta } from '~/seo/meta.ts';
import { serverApi } from '~/shared/api/server.ts';
import { useUser } from '~/shared/session/session.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'tournaments');

/** Public (spec §2): the standings and history are read on the server, so the page's HTML carries them; the player's own standing loads in the browser. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { initial: await loadTournaments(serverApi(context, request)) };
}

export default function TournamentsRoute() {
  const { initial } = useLoaderData<typeof loader>();
  const user = useUser();
  return <TournamentsPage initial={initial} nick={user?.login ?? null} />;
}
