import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { IconGift, IconHelp, IconTrophy, IconUsers } from '~/shared/ui/icons.tsx';
import './highlights.css';

type Tile = { key: 'bonus' | 'tournaments' | 'refs' | 'support'; Icon: ComponentType<SVGProps<SVGSVGElement>> };
const TILES: readonly Tile[] = [
  { key: 'bonus', Icon: IconGift },
  { key: 'tournaments', Icon: IconTrophy },
  { key: 'refs', Icon: IconUsers },
  { key: 'support', Icon: IconHelp },
];

/**
 * The home page's way into the casino's own sections (issue 14 item 7): one
 * tile each for bonuses, tournaments, referrals and support. The signed-in
 * pages open the sign-in first and come back after it.
 */
export function Highlights() {
  const { t } = useTranslation('highlights');
  const paths = usePaths();
  const href = { bonus: paths.bonus(), tournaments: paths.tournaments(), refs: paths.refs(), support: paths.support() };
  return (
    <section className="highlights" aria-labelledby="highlights-title">
      <h2 id="highlights-title" className="highlights__title">{t('title')}</h2>
      <ul className="highlights__grid">
        {TILES.map(({ key, Icon }) => (
          <li key={key}>
            <Link to={href[key]} className={`highlight highlight--${key}`} data-testid={`highlight-${key}`}>
              <span className="highlight__icon"><Icon width={22} height={22} /></span>
              <span className="highlight__title">{t(`${key}.title`)}</span>
              <span className="highlight__text">{t(`${key}.text`)}</span>
              <span className="highlight__cta">{t(`${key}.cta`)} →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
