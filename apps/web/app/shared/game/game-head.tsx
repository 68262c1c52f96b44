import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadSeedsDialog } from '~/features/fairness/lazy.ts';
import { IconHelp, IconShield } from '~/shared/ui/icons.tsx';

const SeedsDialog = lazy(loadSeedsDialog);

/**
 * The head of an own game's page: title, subtitle, the seeds dialog and the
 * rules. On a phone it folds into one row (title and two icon buttons) so the
 * game itself starts near the top of the screen.
 */
export function GameHead({ title, subtitle, howTo }: { title: string; subtitle: string; howTo: { to: string; label: string } }) {
  const { t } = useTranslation('originals');
  const [seedsOpen, setSeedsOpen] = useState(false);
  const [seedsLoaded, setSeedsLoaded] = useState(false);
  const inPage = howTo.to.startsWith('#');
  return (
    <header className="page-head game-head">
      <div className="game-head__text">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">{subtitle}</p>
      </div>
      <div className="page-head__actions">
        <button
          type="button"
          className="button button--ghost game-head__button"
          aria-label={t('fairnessShort')}
          title={t('fairnessShort')}
          onClick={() => {
            setSeedsLoaded(true);
            setSeedsOpen(true);
          }}
          data-testid="open-seeds"
        >
          <IconShield width={18} height={18} /> <span className="game-head__label">{t('fairness')}</span>
        </button>
        {inPage ? (
          <a className="button button--ghost game-head__button" href={howTo.to} aria-label={howTo.label} title={howTo.label}>
            <IconHelp width={18} height={18} /> <span className="game-head__label">{howTo.label}</span>
          </a>
        ) : (
          <Link className="button button--ghost game-head__button" to={howTo.to} aria-label={howTo.label} title={howTo.label}>
            <IconHelp width={18} height={18} /> <span className="game-head__label">{howTo.label}</span>
          </Link>
        )}
      </div>
      {seedsLoaded && (
        <Suspense fallback={null}>
          <SeedsDialog open={seedsOpen} onClose={() => setSeedsOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
