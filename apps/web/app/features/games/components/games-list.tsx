import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useFlag } from '~/shared/client-flags.ts';
import type { LimitsByGame } from '~/shared/game/limits.ts';
import type { CatalogueGame, CatalogueGames } from '~/shared/game/registry.ts';
import { gameTextOf, useGameText } from '~/shared/game/texts.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatPercent } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';

/** The search field's id: the header's search trigger links to it (`#games-search`), which focuses it. */
export const GAMES_SEARCH_ID = 'games-search';

/**
 * "All games" of the home page: one card per registered game (the return to
 * player is the live one, GET /api/games/limits), as tiles or as a list (the
 * header's switch, kept as the `tiled` flag), narrowed by the search field.
 */
export function GamesList({ games, limits }: { games: CatalogueGames; limits: LimitsByGame | null }) {
  const { t } = useTranslation('games');
  const [tiled] = useFlag('tiled');
  const [query, setQuery] = useState('');
  const text = useGameTexts();
  const search = useRef<HTMLInputElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (location.hash === `#${GAMES_SEARCH_ID}`) search.current?.focus({ preventScroll: true });
  }, [location.key, location.hash]);

  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? games.filter((game) => `${text(game.id, 'name')} ${text(game.id, 'blurb')} ${game.id}`.toLocaleLowerCase().includes(needle)) : games;
  return (
    <section className="section" aria-labelledby="all-games">
      <header className="section__head section__head--search">
        <div>
          <h2 id="all-games" className="section__title">{t('allGames')}</h2>
          <p className="section__lead">{t('allGamesLead')}</p>
        </div>
        <input
          ref={search}
          id={GAMES_SEARCH_ID}
          type="search"
          className="input games-search"
          placeholder={t('search')}
          aria-label={t('search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          data-testid="games-search"
        />
      </header>
      {shown.length ? (
        <ul className={tiled ? 'games-grid' : 'games-grid games-grid--list'} data-testid="games-grid" data-view={tiled ? 'tiles' : 'list'}>
          {shown.map((game) => <li key={game.id}><GameCard game={game} edge={limits?.[game.id]?.edge ?? null} /></li>)}
        </ul>
      ) : (
        <p className="empty" role="status">{t('noGames')}</p>
      )}
    </section>
  );
}

/** A game's name or blurb by id, for the search (each game's texts are in its own namespace). */
function useGameTexts(): (id: string, key: 'name' | 'blurb') => string {
  const { i18n } = useTranslation();
  return useMemo(() => (id, key) => gameTextOf(i18n, id)(key), [i18n]);
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
