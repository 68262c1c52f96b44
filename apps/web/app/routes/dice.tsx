import { lazy, Suspense, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DiceGame, loadDiceLimits } from '~/features/dice/index.ts';
import { loadSeedsDialog } from '~/features/fairness/lazy.ts';
import { LiveFeed, loadLatestBets } from '~/features/live-feed/index.ts';
import { GameMyBets } from '~/features/originals/index.ts';
import { pageMeta } from '~/seo/meta.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatChance, formatInteger } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';

const SeedsDialog = lazy(loadSeedsDialog);

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
  const [seedsOpen, setSeedsOpen] = useState(false);
  const [seedsLoaded, setSeedsLoaded] = useState(false);

  return (
    <div className="page page--dice">
      <header className="page-head">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-lead">{t('subtitle')}</p>
        </div>
        <div className="page-head__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSeedsLoaded(true);
              setSeedsOpen(true);
            }}
            data-testid="open-seeds"
          >
            <IconShield width={18} height={18} /> {t('fairness')}
          </button>
          <Link className="button button--ghost" to={paths.faq('dice')}>{t('howTo')}</Link>
        </div>
      </header>
      <DiceGame limits={limits} />
      <div className="page-grid">
        <GameMyBets
          game="dice"
          compactDemo
          columns={[
            { key: 'target', label: t('target'), className: 'col-wide', cell: (bet) => <>{bet.side === 'less' ? '<' : '>'} {formatChance(Math.round(bet.chance * 100), locale)}%</> },
            { key: 'number', label: t('number'), className: 'num', cellClassName: 'num mono', cell: (bet) => formatInteger(bet.number) },
          ]}
        />
        <LiveFeed initial={latest} title={t('allBets')} />
      </div>
      <section className="card info-card">
        <h2 className="card__title"><IconShield /> {t('fairness')}</h2>
        <p className="muted">{t('howToText')}</p>
      </section>
      {seedsLoaded && (
        <Suspense fallback={null}>
          <SeedsDialog open={seedsOpen} onClose={() => setSeedsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
