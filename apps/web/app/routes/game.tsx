import '~/shared/game/game.css';
import { lazy } from 'react';
import { data, Outlet, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { keepDataWhileCashierMoves } from '~/features/cashier/index.ts';
import { loadBetFairnessDialog, loadSeedsDialog } from '~/features/fairness/lazy.ts';
import { LiveFeed, loadLatestBets } from '~/features/live-feed/index.ts';
import { WEB_GAMES } from '~/games.ts';
import { pageMeta } from '~/seo/meta.ts';
import { serverApi } from '~/shared/api/server.ts';
import { GamePage } from '~/shared/game/game-page.tsx';
import { GameLimitsProvider, loadGameLimits } from '~/shared/game/limits.ts';
import { webGameOf } from '~/shared/game/registry.ts';
import { stripLocale } from '~/shared/locale.ts';

/**
 * Every own game's page (route-table.ts registers one per game at /<id>):
 * the shared frame — head, my bets and everyone's, rules, limits — around
 * the game's board, its child route (features/<id>/board.tsx). The loader
 * reads the feed and the limits on the server, so the first render shows the
 * coefficients and limits the server applies.
 */
const SeedsDialog = lazy(loadSeedsDialog);
const BetDialog = lazy(loadBetFairnessDialog);

/** `/dice`, `/en/dice` → the Dice binding. */
const gameAt = (pathname: string) => webGameOf(WEB_GAMES, stripLocale(pathname).slice(1));

export const meta: MetaFunction = (args) => pageMeta(args, { game: stripLocale(args.location.pathname).slice(1) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const game = gameAt(new URL(request.url).pathname);
  if (!game) throw data(null, { status: 404 });
  const api = serverApi(context, request);
  const [latest, limits] = await Promise.all([loadLatestBets(api), loadGameLimits(api)]);
  return { game: game.id as string, latest, limits };
}

/** The cashier opening over the page (`?cashier=…`) does not read the feed and limits again. */
export const shouldRevalidate = keepDataWhileCashierMoves;

export default function GameRoute() {
  const { game: id, latest, limits } = useLoaderData<typeof loader>();
  const { t } = useTranslation('game');
  const game = webGameOf(WEB_GAMES, id)!;
  return (
    <GameLimitsProvider limits={limits}>
      <GamePage game={game} feed={<LiveFeed initial={latest} title={t('allBets')} />} SeedsDialog={SeedsDialog} BetDialog={BetDialog}>
        <Outlet />
      </GamePage>
    </GameLimitsProvider>
  );
}
