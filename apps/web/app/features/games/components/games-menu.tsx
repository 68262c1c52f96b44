import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { GameMark } from '~/features/originals/components/game-mark.tsx';
import { IconChevron, IconGamepad } from '~/shared/ui/icons.tsx';
import { Popover } from '~/shared/ui/popover.tsx';
import { PLAYABLE_GAMES } from '../catalog.ts';

/** Header "Games" menu. */
export function GamesMenu() {
  const { t } = useTranslation('games');
  const paths = usePaths();
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
          {PLAYABLE_GAMES.map((game) => (
            <li key={game.id} role="none">
              <Link role="menuitem" to={paths[game.page]()} className="menu__item" onClick={close}>
                <GameMark game={game.id} width={22} height={22} /> {t(`names.${game.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
