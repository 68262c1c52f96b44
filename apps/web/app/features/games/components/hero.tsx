import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { CatalogueGames } from '~/shared/game/registry.ts';
import { useGameNames } from '~/shared/game/texts.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatList } from '~/shared/list.ts';
import { IconShield } from '~/shared/ui/icons.tsx';

/**
 * The home page banner: every registered game by name, and a button into the
 * first one. `compact`: the redesign layout's slim strip (the title and
 * the two buttons in one row; no kicker, text, figures or art), so the games come first.
 */
export function Hero({ games, compact = false }: { games: CatalogueGames; compact?: boolean }) {
  const { t } = useTranslation('games');
  const paths = usePaths();
  const locale = useLocale();
  const name = useGameNames();
  const featured = games[0]!;
  return (
    <section className={compact ? 'hero hero--compact' : 'hero'} data-testid="hero">
      <div className="hero__content">
        {!compact && <p className="hero__kicker"><IconShield width={16} height={16} /> {t('hero.kicker')}</p>}
        <h1 className="hero__title">{t('hero.title')}</h1>
        {!compact && <p className="hero__text">{t('hero.text', { games: formatList(games.map((game) => name(game.id)), locale) })}</p>}
        <div className="hero__actions">
          <Link to={paths.game(featured.id)} className="button button--primary button--lg" data-testid="hero-play">{t('hero.cta', { name: name(featured.id) })}</Link>
          <Link to={paths.fairness()} className="button button--ghost button--lg">{t('hero.secondary')}</Link>
        </div>
        {!compact && (
          <dl className="hero__stats">
            <div><dt>{t('hero.stat1Label', { count: games.length })}</dt><dd>{games.length}</dd></div>
            <div><dt>{t('hero.stat2Label')}</dt><dd>{t('hero.stat2')}</dd></div>
            <div><dt>{t('hero.stat3Label')}</dt><dd>{t('hero.stat3')}</dd></div>
          </dl>
        )}
      </div>
      {!compact && (
        <div className="hero__art" aria-hidden>
          <div className="hero__orb" />
          <featured.Mark className="hero__die hero__die--a" width={150} height={150} />
          <featured.Mark className="hero__die hero__die--b" width={96} height={96} />
        </div>
      )}
    </section>
  );
}
