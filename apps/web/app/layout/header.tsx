import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { BackofficeLink } from '~/features/backoffice/index.ts';
import { CashierButtons, CashierMenuActions } from '~/features/cashier/index.ts';
import { GamesMenu } from '~/features/games/index.ts';
import { SupportLink, SupportMenuItem } from '~/features/support/index.ts';
import { BalanceMenu } from '~/features/wallet/index.ts';
import { openProfile } from '~/features/profile/index.ts';
import { CATALOGUE_GAMES } from '~/games.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { logout, useSession } from '~/shared/session/session.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { IconCrown, IconGift, IconLogout, IconShield, IconTrophy, IconUser, IconUsers } from '~/shared/ui/icons.tsx';
import { Popover } from '~/shared/ui/popover.tsx';
import { toast } from '~/shared/ui/toasts.tsx';
import { GiftsLink, MoreMenu, SearchLink, ViewToggle } from './header-tools.tsx';
import { Logo } from './logo.tsx';

/**
 * Header: logo (home), games menu, bonuses, tournaments, fairness and (signed in) gifts links; search,
 * the tiles / list switch and the "more" menu (header-tools.tsx); and either the cashier's
 * Deposit / Withdraw buttons, the balance (its menu also opens the cashier)
 * and the profile menu, or the sign-in / sign-up buttons.
 */
export function Header() {
  const { t } = useTranslation(['common', 'auth']);
  const paths = usePaths();
  const session = useSession();

  return (
    <header className={session.user ? 'header header--signed-in' : 'header'}>
      <div className="header__inner container">
        <Link to={paths.home()} className="header__logo" aria-label={t('home')} data-testid="logo">
          <Logo />
        </Link>
        <nav className="header__nav" aria-label={t('navGames')}>
          <GamesMenu games={CATALOGUE_GAMES} />
          <Link to={paths.bonus()} className="nav-button nav-button--hide-narrow nav-button--compact" title={t('bonuses')} data-testid="nav-bonus">
            <IconGift /> <span className="nav-button__text">{t('bonuses')}</span>
          </Link>
          <Link to={paths.tournaments()} className="nav-button nav-button--hide-narrow nav-button--compact" title={t('tournaments')} data-testid="nav-tournaments">
            <IconTrophy /> <span className="nav-button__text">{t('tournaments')}</span>
          </Link>
          <Link to={paths.fairness()} className="nav-button nav-button--hide-narrow nav-button--compact" title={t('fairness')}>
            <IconShield /> <span className="nav-button__text">{t('fairness')}</span>
          </Link>
          {session.user && <GiftsLink />}
        </nav>
        <div className="header__tools">
          <SearchLink />
          <ViewToggle />
          <MoreMenu />
        </div>
        <div className="header__account">
          {!session.restored ? (
            <span className="skeleton skeleton--account" aria-hidden />
          ) : session.user ? (
            <>
              <SupportLink />
              <CashierButtons />
              <BalanceMenu actions={<CashierMenuActions />} />
              <Popover
                testId="profile-menu"
                triggerClassName="avatar-button"
                triggerLabel={t('auth:profile')}
                trigger={<><IconUser /><span className="avatar-button__name">{session.user.login}</span></>}
              >
                {(close) => (
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
                )}
              </Popover>
            </>
          ) : (
            <>
              <button type="button" className="button button--ghost button--sm" onClick={() => openAuthModal('login')} data-testid="open-login">{t('signIn')}</button>
              <button type="button" className="button button--primary button--sm" onClick={() => openAuthModal('register')} data-testid="open-register">{t('signUp')}</button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
