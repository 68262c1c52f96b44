import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { DiceMark, IconShield } from '~/shared/ui/icons.tsx';

/** The home page banner. */
export function Hero() {
  const { t } = useTranslation('games');
  const paths = usePaths();
  return (
    <section className="hero">
      <div className="hero__content">
        <p className="hero__kicker"><IconShield width={16} height={16} /> {t('hero.kicker')}</p>
        <h1 className="hero__title">{t('hero.title')}</h1>
        <p className="hero__text">{t('hero.text')}</p>
        <div className="hero__actions">
          <Link to={paths.dice()} className="button button--primary button--lg" data-testid="hero-play">{t('hero.cta')}</Link>
          <Link to={paths.fairness()} className="button button--ghost button--lg">{t('hero.secondary')}</Link>
        </div>
        <dl className="hero__stats">
          <div><dt>{t('hero.stat1Label')}</dt><dd>{t('hero.stat1')}</dd></div>
          <div><dt>{t('hero.stat2Label')}</dt><dd>{t('hero.stat2')}</dd></div>
          <div><dt>{t('hero.stat3Label')}</dt><dd>{t('hero.stat3')}</dd></div>
        </dl>
      </div>
      <div className="hero__art" aria-hidden>
        <div className="hero__orb" />
        <DiceMark className="hero__die hero__die--a" width={150} height={150} />
        <DiceMark className="hero__die hero__die--b" width={96} height={96} />
      </div>
    </section>
  );
}
