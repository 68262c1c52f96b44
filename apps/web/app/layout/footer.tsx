import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CATALOGUE_GAMES } from '~/games.ts';
import { useGameNames } from '~/shared/game/texts.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, switchLocale, type Locale } from '~/shared/locale.ts';
import { useRealtime } from '~/shared/realtime/socket.ts';
import { openSocials, openTelegram } from '~/features/social/index.ts';
import { useSession } from '~/shared/session/session.ts';
import { Logo } from './logo.tsx';

function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * Footer: about the site, the games, the casino's own sections (bonuses,
 * statuses, tournaments, referrals, support; the signed-in ones open the
 * sign-in first), the information pages, the player policies (responsible
 * gambling, KYC, AML), the language switch (keeps the page), the community
 * (Telegram and VK: their modals are a signed-in player's, spec §2) and the
 * 18+ notice.
 */
export function Footer() {
  const { t } = useTranslation();
  const gameName = useGameNames();
  const paths = usePaths();
  const locale = useLocale();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const { state } = useRealtime();
  const signedIn = useSession().user !== null;

  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__brand">
          <Logo />
          <p className="muted">{t('tagline')}</p>
          <section className="footer__about" aria-labelledby="footer-about">
            <h2 id="footer-about" className="footer__head">{t('about')}</h2>
            <p className="muted">{t('aboutText')}</p>
          </section>
          <p className="footer__age"><span className="age-badge">18+</span> {t('adultsOnly')}</p>
        </div>
        <nav className="footer__col" aria-label={t('navGames')}>
          <h2 className="footer__head">{t('navGames')}</h2>
          <ul>
            {CATALOGUE_GAMES.map((game) => (
              <li key={game.id}><Link to={paths.game(game.id)}>{gameName(game.id)}</Link></li>
            ))}
          </ul>
        </nav>
        <nav className="footer__col" aria-label={t('navCasino')}>
          <h2 className="footer__head">{t('navCasino')}</h2>
          <ul data-testid="footer-casino">
            <li><Link to={paths.bonus()}>{t('bonuses')}</Link></li>
            <li><Link to={paths.statuses()}>{t('statuses')}</Link></li>
            <li><Link to={paths.tournaments()}>{t('tournaments')}</Link></li>
            <li><Link to={paths.refs()}>{t('referrals')}</Link></li>
            <li><Link to={paths.support()}>{t('support')}</Link></li>
          </ul>
        </nav>
        <nav className="footer__col" aria-label={t('navInfo')}>
          <h2 className="footer__head">{t('navInfo')}</h2>
          <ul>
            <li><Link to={paths.fairness()}>{t('fairness')}</Link></li>
            <li><Link to={paths.faq()}>{t('faq')}</Link></li>
            <li><Link to={paths.terms()}>{t('terms')}</Link></li>
            <li><Link to={paths.policy()}>{t('policy')}</Link></li>
          </ul>
        </nav>
        <nav className="footer__col" aria-label={t('navPlayers')}>
          <h2 className="footer__head">{t('navPlayers')}</h2>
          <ul data-testid="footer-policies">
            <li><Link to={paths.responsibleGambling()} data-testid="footer-responsible">{t('responsibleGambling')}</Link></li>
            <li><Link to={paths.kyc()} data-testid="footer-kyc">{t('kycPolicy')}</Link></li>
            <li><Link to={paths.amlPolicy()} data-testid="footer-aml">{t('amlPolicy')}</Link></li>
          </ul>
        </nav>
        <div className="footer__col">
          <h2 className="footer__head">{t('language')}</h2>
          <ul className="lang-switch" data-testid="language-switch">
            {LOCALES.map((l) => (
              <li key={l}>
                <Link
                  to={switchLocale(here, l)}
                  hrefLang={l}
                  lang={l}
                  aria-current={l === locale ? 'true' : undefined}
                  className={l === locale ? 'is-active' : undefined}
                  onClick={() => rememberLocale(l)}
                  preventScrollReset
                  data-testid={`lang-${l}`}
                >
                  {t(`languages.${l}`)}
                </Link>
              </li>
            ))}
          </ul>
          {signedIn && (
            <>
              <h2 className="footer__head footer__head--spaced">{t('community')}</h2>
              <ul data-testid="footer-community">
                <li><button type="button" className="link-button" onClick={() => openTelegram()}>{t('telegram')}</button></li>
                <li><button type="button" className="link-button" onClick={() => openSocials(['vk'])}>{t('vk')}</button></li>
              </ul>
            </>
          )}
          <p className={`connection connection--${state}`} data-testid="connection-state" data-state={state}>
            <span className="connection__dot" /> {t(`connection.${state}`)}
          </p>
        </div>
      </div>
      <div className="footer__bottom container">
        <p className="muted">{t('rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
