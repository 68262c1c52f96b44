import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { LimitsByGame } from '~/shared/game/limits.ts';
import type { CatalogueGame, CatalogueGames } from '~/shared/game/registry.ts';
import { useGameText } from '~/shared/game/texts.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatPercent } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';

/** "All games" grid of the home page: one card per registered game; the return to player is the live one (GET /api/games/limits). */
export function GamesList({ games, limits }: { games: CatalogueGames; limits: LimitsByGame | null }) {
  const { t } = useTranslation('games');
  return (
    <section className="section" aria-labelledby="all-games">
      <header className="section__head">
        <h2 id="all-games" className="section__title">{t('allGames')}</h2>
        <p className="section__lead">{t('allGamesLead')}</p>
      </header>
      <ul className="games-grid">
        {games.map((game) => <li key={game.id}><GameCard game={game} edge={limits?.[game.id]?.edge ?? null} /></li>)}
      </ul>
    </section>
  );
}

function GameCard({ game, edge }: { game: CatalogueGame; edge: number | null }) {
  const { t } = useTranslation('games');
  const text = useGameText(game.id);
  const paths = usePaths();
  const locale = useLocale();
  return (
    <Link to={paths.game(game.id)} className="game-card" data-testid={`game-card-${game.id}`}>
      <div className="game-card__art" aria-hidden>
        <game.Mark className="game-card__mark" width={88} height={88} />
        <span className="game-card__glow" />
      </div>
      <div className="game-card__body">
        <h3 className="game-card__name">{text('name')}</h3>
        <p className="game-card__blurb">{text('blurb')}</p>
        <div className="game-card__meta">
          <span className="chip"><IconShield width={14} height={14} /> {t('provablyFair')}</span>
          {edge !== null && <span className="chip">{t('rtp', { value: formatPercent(100 - edge, locale) })}</span>}
        </div>
      </div>
      <span className="game-card__cta">{t('play')}</span>
    </Link>
  );
}
