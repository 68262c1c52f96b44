import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MinesGame } from '~/features/mines/index.ts';
import { loadLatestBets } from '~/features/live-feed/index.ts';
import { GameMyBets, GamePage } from '~/features/originals/index.ts';
import '~/features/originals/originals.css';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'mines');

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { latest: await loadLatestBets(context, request) };
}

export default function MinesPage() {
  const { latest } = useLoaderData<typeof loader>();
  const { t } = useTranslation('mines');
  return (
    <GamePage
      game="mines"
      title={t('title')}
      subtitle={t('subtitle')}
      rules={t('rules', { returnObjects: true })}
      latest={latest}
      myBets={<GameMyBets game="mines" columns={[{ key: 'detail', label: t('detailLabel'), cell: (bet) => <>{t('detail', { mines: bet.mines, revealed: bet.revealed.length })}</> }]} />}
    >
      <MinesGame />
    </GamePage>
  );
}
