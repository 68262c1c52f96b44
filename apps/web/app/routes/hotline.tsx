import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HotlineGame } from '~/features/hotline/index.ts';
import { loadLatestBets } from '~/features/live-feed/index.ts';
import { GameMyBets, GamePage } from '~/features/originals/index.ts';
import '~/features/originals/originals.css';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'hotline');

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { latest: await loadLatestBets(context, request) };
}

export default function HotlinePage() {
  const { latest } = useLoaderData<typeof loader>();
  const { t } = useTranslation('hotline');
  return (
    <GamePage
      game="hotline"
      title={t('title')}
      subtitle={t('subtitle')}
      rules={t('rules', { returnObjects: true })}
      latest={latest}
      myBets={<GameMyBets game="hotline" columns={[{ key: 'detail', label: t('difficulty'), cell: (bet) => <>{t(`levels.${bet.difficulty}`)} · {bet.picks.length}/10</> }]} />}
    >
      <HotlineGame />
    </GamePage>
  );
}
