import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { CatalogueGames } from '~/shared/game/registry.ts';
import { useGameNames } from '~/shared/game/texts.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { IconChevron, IconGamepad } from '~/shared/ui/icons.tsx';
import { Popover } from '~/shared/ui/popover.tsx';

/** Header "Games" menu: every registered game. */
export function GamesMenu({ games }: { games: CatalogueGames }) {
  const { t } = useTranslation('games');
  const paths = usePaths();
  const name = useGameNames();
  return (
    <Popover
      align="start"
      testId="games-menu"
      triggerClassName="nav-button"
      // The text beside the icon is hidden on a phone: the button keeps its name there.
      triggerLabel={t('menu')}
      trigger={<><IconGamepad /> <span className="nav-button__text">{t('menu')}</span> <IconChevron width={16} height={16} /></>}
    >
      {(close) => (
        <ul className="menu" role="menu">
          {games.map((game) => (
            <li key={game.id} role="none">
              <Link role="menuitem" to={paths.game(game.id)} className="menu__item" onClick={close}>
                <game.Mark width={22} height={22} /> {name(game.id)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
