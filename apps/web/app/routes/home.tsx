import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { keepDataWhileCashierMoves } from '~/features/cashier/index.ts';
import { GamesList, Hero } from '~/features/games/index.ts';
import { Highlights } from '~/features/highlights/index.ts';
import { LiveFeed, loadLatestBets } from '~/features/live-feed/index.ts';
import { CATALOGUE_GAMES } from '~/games.ts';
import { pageMeta } from '~/seo/meta.ts';
import { serverApi } from '~/shared/api/server.ts';
import { loadGameLimits } from '~/shared/game/limits.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'home');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(context, request);
  const [latest, limits] = await Promise.all([loadLatestBets(api), loadGameLimits(api)]);
  return { latest, limits };
}

/** The cashier opening over the page (`?cashier=…`) does not read the feed and limits again. */
export const shouldRevalidate = keepDataWhileCashierMoves;

export default function HomePage() {
  const { latest, limits } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero games={CATALOGUE_GAMES} />
      <div className="home-grid">
        <GamesList games={CATALOGUE_GAMES} limits={limits} />
        <LiveFeed initial={latest} />
      </div>
      <Highlights />
    </>
  );
}
