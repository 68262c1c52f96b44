import { Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { IconHelp, IconShield } from '../ui/icons.tsx';

/** The seeds dialog (the fairness feature's, handed in by the page). */
export type SeedsDialogComponent = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The head of an own game's page: title, subtitle, fairness and the rules.
 * Fairness is the seeds dialog for a game played on the player's seeds, or a
 * link (`fairnessTo`) for a round game, whose fairness is its public chain.
 * On a phone it folds into one row (title and two icon buttons) so the game
 * itself starts near the top of the screen.
 */
export function GameHead({ title, subtitle, rulesAnchor, SeedsDialog, fairnessTo }: { title: string; subtitle: string; rulesAnchor: string } & ({ SeedsDialog: SeedsDialogComponent; fairnessTo?: never } | { fairnessTo: string; SeedsDialog?: never })) {
  const { t } = useTranslation('game');
  const [seedsOpen, setSeedsOpen] = useState(false);
  const [seedsLoaded, setSeedsLoaded] = useState(false);
  return (
    <header className="page-head game-head">
      <div className="game-head__text">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">{subtitle}</p>
      </div>
      <div className="page-head__actions">
        {fairnessTo !== undefined ? (
          <Link className="button button--ghost game-head__button" to={fairnessTo} aria-label={t('fairnessShort')} title={t('fairnessShort')} data-testid="open-fairness">
            <IconShield width={18} height={18} /> <span className="game-head__label">{t('fairness')}</span>
          </Link>
        ) : (
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
        )}
        <a className="button button--ghost game-head__button" href={`#${rulesAnchor}`} aria-label={t('howTo')} title={t('howTo')}>
          <IconHelp width={18} height={18} /> <span className="game-head__label">{t('howTo')}</span>
        </a>
      </div>
      {seedsLoaded && SeedsDialog && (
        <Suspense fallback={null}>
          <SeedsDialog open={seedsOpen} onClose={() => setSeedsOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
