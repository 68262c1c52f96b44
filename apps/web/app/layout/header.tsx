import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CashierButtons, CashierMenuActions } from '~/features/cashier/index.ts';
import { GamesMenu } from '~/features/games/index.ts';
import { SupportLink } from '~/features/support/index.ts';
import { BalanceMenu } from '~/features/wallet/index.ts';
import { CATALOGUE_GAMES } from '~/games.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { useSession } from '~/shared/session/session.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { IconGift, IconShield, IconTrophy, IconUser } from '~/shared/ui/icons.tsx';
import { Popover } from '~/shared/ui/popover.tsx';
import { GiftsLink, MoreMenu, SearchLink, ViewToggle } from './header-tools.tsx';
import { Logo } from './logo.tsx';

/** The profile menu's entries load when it first opens: no page's first load carries them. */
const ProfileMenuItems = lazy(() => import('./profile-menu-items.tsx'));

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
                  <Suspense fallback={null}>
                    <ProfileMenuItems close={close} />
                  </Suspense>
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
