import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { keepDataWhileCashierMoves } from '~/features/cashier/index.ts';
import { GamesList, Hero } from '~/features/games/index.ts';
import { Highlights } from '~/features/highlights/index.ts';
import { LiveFeed, loadLatestBets } from '~/features/live-feed/index.ts';
import { CATALOGUE_GAMES } from '~/games.ts';
import { pageMeta } from '~/seo/meta.ts';
import { serverApi } from '~/shared/api/server.ts';
import { loadGameLimits } from '~/shared/game/limits.ts';
import { useHomeLayout } from '~/shared/home-layout.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'home');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(context, request);
  const [latest, limits] = await Promise.all([loadLatestBets(api), loadGameLimits(api)]);
  return { latest, limits };
}

/** The cashier opening over the page (`?cashier=…`) does not read the feed and limits again. */
export const shouldRevalidate = keepDataWhileCashierMoves;

/**
 * The old layout (default): the big banner, then the games, the live feed
 * and the highlights. The redesign (the player's choice, wide screens): a
 * slim banner, then the games and the live feed side by side, so both are
 * in view on arrival.
 */
export default function HomePage() {
  const { latest, limits } = useLoaderData<typeof loader>();
  const layout = useHomeLayout();
  const redesign = layout === 'redesign';
  return (
    <>
      <Hero games={CATALOGUE_GAMES} compact={redesign} />
      <div className={redesign ? 'home-grid home-grid--redesign' : 'home-grid'} data-testid="home-grid" data-layout={layout}>
        <GamesList games={CATALOGUE_GAMES} limits={limits} />
        <LiveFeed initial={latest} />
      </div>
      <Highlights />
    </>
  );
}
