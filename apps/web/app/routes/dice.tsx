import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DiceGame, loadDiceLimits } from '~/features/dice/index.ts';
import { LiveFeed, loadLatestBets } from '~/features/live-feed/index.ts';
import { GameHead, GameMyBets } from '~/features/originals/index.ts';
import { pageMeta } from '~/seo/meta.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatInteger, formatPercent } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';

export const meta: MetaFunction = (args) => pageMeta(args, 'dice');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [latest, limits] = await Promise.all([loadLatestBets(context, request), loadDiceLimits(context)]);
  return { latest, limits };
}

export default function DicePage() {
  const { latest, limits } = useLoaderData<typeof loader>();
  const { t } = useTranslation('dice');
  const paths = usePaths();
  const locale = useLocale();

  return (
    <div className="page page--game page--dice">
      <GameHead title={t('title')} subtitle={t('subtitle')} howTo={{ to: paths.faq('dice'), label: t('howTo') }} />
      <DiceGame limits={limits} />
      <div className="page-grid">
        <GameMyBets
          game="dice"
          columns={[
            { key: 'target', label: t('target'), className: 'col-wide', cell: (bet) => <>{bet.side === 'less' ? '<' : '>'}{'\u00a0'}{formatPercent(bet.chance, locale, 2)}</> },
            { key: 'number', label: t('number'), className: 'num', cellClassName: 'num', cell: (bet) => formatInteger(bet.number) },
          ]}
        />
        <LiveFeed initial={latest} title={t('allBets')} />
      </div>
      <section className="card info-card">
        <h2 className="card__title"><IconShield /> {t('fairness')}</h2>
        <p className="muted">{t('howToText')}</p>
      </section>
    </div>
  );
}
