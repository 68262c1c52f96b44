import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { GamesList, Hero } from '~/features/games/index.ts';
import { LiveFeed, loadLatestBets } from '~/features/live-feed/index.ts';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'home');

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { latest: await loadLatestBets(context, request) };
}

export default function HomePage() {
  const { latest } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <div className="home-grid">
        <GamesList />
        <LiveFeed initial={latest} />
      </div>
    </>
  );
}
