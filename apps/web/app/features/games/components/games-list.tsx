import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatPercent } from '~/shared/money.ts';
import { GameMark } from '~/features/originals/components/game-mark.tsx';
import { IconShield } from '~/shared/ui/icons.tsx';
import { PLAYABLE_GAMES } from '../catalog.ts';

/** "All games" grid of the home page: one card per own game that exists. */
export function GamesList() {
  const { t } = useTranslation('games');
  const paths = usePaths();
  const locale = useLocale();
  return (
    <section className="section" aria-labelledby="all-games">
      <header className="section__head">
        <h2 id="all-games" className="section__title">{t('allGames')}</h2>
        <p className="section__lead">{t('allGamesLead')}</p>
      </header>
      <ul className="games-grid">
        {PLAYABLE_GAMES.map((game) => (
          <li key={game.id}>
            <Link to={paths[game.page]()} className={`game-card game-card--${game.accent}`} data-testid={`game-card-${game.id}`}>
              <div className="game-card__art" aria-hidden>
                <GameMark game={game.id} className="game-card__mark" width={88} height={88} />
                <span className="game-card__glow" />
              </div>
              <div className="game-card__body">
                <h3 className="game-card__name">{t(`names.${game.id}`)}</h3>
                <p className="game-card__blurb">{t(`blurbs.${game.id}`)}</p>
                <div className="game-card__meta">
                  <span className="chip"><IconShield width={14} height={14} /> {t('provablyFair')}</span>
                  <span className="chip">{t('rtp', { value: formatPercent(game.rtp, locale) })}</span>
                </div>
              </div>
              <span className="game-card__cta">{t('play')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
