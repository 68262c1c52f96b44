import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PopitGame } from '~/features/popit/index.ts';
import { loadLatestBets } from '~/features/live-feed/index.ts';
import { GameMyBets, GamePage } from '~/features/originals/index.ts';
import '~/features/originals/originals.css';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'popit');

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { latest: await loadLatestBets(context, request) };
}

export default function PopitPage() {
  const { latest } = useLoaderData<typeof loader>();
  const { t } = useTranslation('popit');
  return (
    <GamePage
      game="popit"
      title={t('title')}
      subtitle={t('subtitle')}
      rules={t('rules', { returnObjects: true })}
      latest={latest}
      myBets={<GameMyBets game="popit" columns={[{ key: 'detail', label: t('picksCol'), cell: (bet) => <>{t(`risks.${bet.risk}`)} · {bet.hits}/{bet.picks.length}</> }]} />}
    >
      <PopitGame />
    </GamePage>
  );
}
