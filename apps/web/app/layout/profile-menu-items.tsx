import { Link } from 'react-router';
import { BackofficeLink } from '~/features/backoffice/index.ts';
import { openProfile } from '~/features/profile/index.ts';
import { SupportMenuItem } from '~/features/support/index.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { logout, useSession } from '~/shared/session/session.ts';
import { IconCrown, IconGift, IconLogout, IconTrophy, IconUser, IconUsers } from '~/shared/ui/icons.tsx';
import { toast } from '~/shared/ui/toasts.tsx';

/** The profile menu's entries (header.tsx loads them when the menu first opens): the profile, the player's pages, support, the back office for staff, log out. */
export default function ProfileMenuItems({ close }: { close: () => void }) {
  const { t } = useTranslation(['common', 'auth']);
  const paths = usePaths();
  const session = useSession();
  return (
    <div className="menu">
      <p className="menu__caption">{session.user?.login}</p>
      <button type="button" className="menu__item" data-testid="menu-profile" onClick={() => { close(); openProfile(); }}><IconUser /> {t('auth:profile')}</button>
      <Link to={paths.bonus()} className="menu__item" onClick={close} data-testid="menu-bonus"><IconGift /> {t('bonuses')}</Link>
      <Link to={paths.statuses()} className="menu__item" onClick={close} data-testid="menu-statuses"><IconCrown /> {t('statuses')}</Link>
      <Link to={paths.tournaments()} className="menu__item" onClick={close} data-testid="menu-tournaments"><IconTrophy /> {t('tournaments')}</Link>
      <Link to={paths.refs()} className="menu__item" onClick={close} data-testid="menu-refs"><IconUsers /> {t('referrals')}</Link>
      <SupportMenuItem onNavigate={close} />
      <BackofficeLink onNavigate={close} />
      <button
        type="button"
        className="menu__item"
        data-testid="logout"
        onClick={() => {
          close();
          void logout().then(() => toast.success(t('auth:loggedOut')));
        }}
      >
        <IconLogout /> {t('auth:logout')}
      </button>
    </div>
  );
}
