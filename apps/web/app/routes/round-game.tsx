import '~/features/rounds/rounds.css';
import './rounds-catalogue.ts';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { keepDataWhileCashierMoves } from '~/features/cashier/index.ts';
import { loadRoundPage, ROUND_WEB_GAMES, RoundGamePage } from '~/features/rounds/index.ts';
import { pageMeta } from '~/seo/meta.ts';
import { serverApi } from '~/shared/api/server.ts';
import { gameRules, useGameText } from '~/shared/game/texts.ts';
import { loadGameLimits } from '~/shared/game/limits.ts';
import { stripLocale } from '~/shared/locale.ts';

/**
 * A round game's page (route-table.ts registers one per round game at /<id>).
 * The loader reads the current round, the last rounds and the limits on the
 * server, so the page renders the live round at once; pushes take over in
 * the browser.
 */
const gameAt = (pathname: string) => stripLocale(pathname).slice(1);
const roundGameAt = (pathname: string) => ROUND_WEB_GAMES.find((game) => game.id === gameAt(pathname))?.id;

export const meta: MetaFunction = (args) => pageMeta(args, { game: gameAt(args.location.pathname) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const game = roundGameAt(new URL(request.url).pathname);
  if (!game) throw data(null, { status: 404 });
  const api = serverApi(context, request);
  const [initial, limits] = await Promise.all([loadRoundPage(game, api), loadGameLimits(api)]);
  return { game, initial, limits: limits?.[game] ?? null };
}

/** The cashier opening over the page (`?cashier=…`) does not read the round again (pushes keep it live). */
export const shouldRevalidate = keepDataWhileCashierMoves;

export default function RoundGameRoute() {
  const { game, initial, limits } = useLoaderData<typeof loader>();
  const text = useGameText(game);
  return <RoundGamePage key={game} game={game} title={text('title')} subtitle={text('subtitle')} rules={gameRules(text)} initial={initial} limits={limits} />;
}
