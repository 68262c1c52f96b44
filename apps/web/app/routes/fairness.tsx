import './fairness-catalogue.ts';
import '~/shared/game/game.css';
import '~/features/rounds/rounds.css';
import './rounds-catalogue.ts';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { GAME_SPECS } from '@azart/fairness';
import { Verifier } from '~/features/fairness/index.ts';
import { loadChains, RoundFairness } from '~/features/rounds/index.ts';
import { WEB_GAMES } from '~/games.ts';
import { pageMeta } from '~/seo/meta.ts';
import { serverApi } from '~/shared/api/server.ts';
import { useGameNames } from '~/shared/game/texts.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatList } from '~/shared/list.ts';

// Every game's stylesheet: the verifier renders a game's outcome on the server, before its views' code loads.
import.meta.glob('../features/*/board.css', { eager: true });

export const meta: MetaFunction = (args) => pageMeta(args, 'fairness');

/** The round games' published chains, read on the server so that the page shows them in its HTML. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const chains = await loadChains(serverApi(context, request)).then((answer) => answer.chains, () => null);
  return { chains };
}

/** The verifier of every registered game: the same maths as the server (each game's spec), run in the browser; then the round games' chains and round check. */
export default function FairnessPage() {
  const { chains } = useLoaderData<typeof loader>();
  const { t } = useTranslation('fairness');
  const locale = useLocale();
  const name = useGameNames();
  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1 className="page-title">{t('verifierTitle')}</h1>
          <p className="page-lead">{t('verifierLead', { games: formatList(WEB_GAMES.map((game) => name(game.id)), locale, 'disjunction') })}</p>
        </div>
      </header>
      <Verifier games={WEB_GAMES} specs={GAME_SPECS} />
      <RoundFairness initialChains={chains} />
    </div>
  );
}
