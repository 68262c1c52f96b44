import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BubblesGame } from '~/features/bubbles/index.ts';
import { loadLatestBets } from '~/features/live-feed/index.ts';
import { GameMyBets, GamePage } from '~/features/originals/index.ts';
import '~/features/originals/originals.css';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoefficient } from '~/shared/money.ts';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'bubbles');

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { latest: await loadLatestBets(context, request) };
}

export default function BubblesPage() {
  const { latest } = useLoaderData<typeof loader>();
  const { t } = useTranslation('bubbles');
  const locale = useLocale();
  return (
    <GamePage
      game="bubbles"
      title={t('title')}
      subtitle={t('subtitle')}
      rules={t('rules', { returnObjects: true })}
      latest={latest}
      myBets={<GameMyBets game="bubbles" columns={[{ key: 'detail', label: t('result'), cell: (bet) => <span className={bet.win > 0 ? 'text-win' : 'text-loss'}>×{formatCoefficient(Math.round(bet.result * 100), locale)}</span> }]} />}
    >
      <BubblesGame />
    </GamePage>
  );
}
