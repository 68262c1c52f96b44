import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, switchLocale, type Locale } from '~/shared/locale.ts';
import { logout, useUser } from '~/shared/session/session.ts';
import { IconLogout, IconUser } from '~/shared/ui/icons.tsx';
import { SECTIONS, sectionsFor, type StaffScope } from '../access.ts';
import { useAdminPaths, useBackofficeText } from '../hooks.ts';
import { IconArrowLeft, IconOverview, SECTION_ICONS } from './icons.tsx';
import '../backoffice.css';

const GROUPS: readonly StaffScope[] = ['support', 'finance', 'admin'];

function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * The back office's own frame: a sidebar with the sections the user's scopes
 * open (grouped by the scope that opens them), who is signed in, the language
 * and the way back to the site; on a phone the sidebar becomes a top bar whose
 * sections scroll sideways. `logo` is the site's logo (the app hands it in).
 */
export function BackofficeShell({ logo, children }: { logo: ReactNode; children: ReactNode }) {
  const { t } = useBackofficeText();
  const user = useUser();
  const paths = useAdminPaths();
  const site = usePaths();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const open = new Set(sectionsFor(user?.scope));
  const here = `${location.pathname}${location.search}`;
  const staffScopes = (user?.scope ?? []).filter((s) => s !== 'player');

  async function signOut() {
    await logout();
    toast.success(t('nav.signedOut'));
    void navigate(site.home());
  }

  return (
    <div className="bo">
      <a className="bo-skip" href="#bo-main">{t('nav.skip')}</a>
      <aside className="bo-side">
        <div className="bo-side__top">
          <Link to={paths.overview()} className="bo-brand" aria-label={t('nav.home')}>
            {logo}
            <span className="bo-brand__tag">{t('brand')}</span>
          </Link>
          <Link to={site.home()} className="bo-side__site bo-side__site--narrow" data-testid="bo-back-to-site">
            <IconArrowLeft /> <span>{t('nav.backToSite')}</span>
          </Link>
        </div>
        <nav className="bo-nav" aria-label={t('nav.label')} data-testid="bo-nav">
          <NavLink to={paths.overview()} end className="bo-nav__link" data-section="overview">
            <IconOverview /> <span>{t('nav.overview')}</span>
          </NavLink>
          {GROUPS.map((group) => {
            const sections = SECTIONS.filter((s) => s.scope === group && open.has(s.id));
            if (!sections.length) return null;
            return (
              <div className="bo-nav__group" key={group} role="group" aria-labelledby={`bo-nav-${group}`}>
                <p className="bo-nav__caption" id={`bo-nav-${group}`}>{t(`nav.groups.${group}`)}</p>
                {sections.map(({ id }) => {
                  const Icon = SECTION_ICONS[id];
                  return (
                    <NavLink key={id} to={paths[id]()} className="bo-nav__link" data-section={id} data-testid={`bo-nav-${id}`}>
                      <Icon /> <span>{t(`sections.${id}.name`)}</span>
                    </NavLink>
                  );
                })}
              </div>
            );
          })}
        </nav>
        <div className="bo-side__bottom">
          <div className="bo-me" aria-label={t('nav.account')} role="group">
            <span className="bo-me__avatar" aria-hidden><IconUser /></span>
            <span className="bo-me__text">
              <span className="bo-me__login" data-testid="bo-login">{user?.login}</span>
              <span className="bo-me__scopes">{staffScopes.map((s) => t(`scopes.${s}`)).join(' · ')}</span>
            </span>
            <button type="button" className="icon-button icon-button--sm" onClick={() => void signOut()} aria-label={t('nav.signOut')} title={t('nav.signOut')} data-testid="bo-logout">
              <IconLogout />
            </button>
          </div>
          <div className="bo-side__row">
            <ul className="bo-lang" aria-label={t('nav.language')}>
              {LOCALES.map((l) => (
                <li key={l}>
                  <Link
                    to={switchLocale(here, l)}
                    hrefLang={l}
                    lang={l}
                    aria-current={l === locale ? 'true' : undefined}
                    className={l === locale ? 'is-active' : undefined}
                    onClick={() => rememberLocale(l)}
                  >
                    {l.toUpperCase()}
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={site.home()} className="bo-side__site">
              <IconArrowLeft /> <span>{t('nav.backToSite')}</span>
            </Link>
          </div>
        </div>
      </aside>
      <main className="bo-main" id="bo-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
