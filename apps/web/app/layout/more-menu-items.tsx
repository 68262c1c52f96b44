import { Link } from 'react-router';
import { openFreeCoins, openPromo } from '~/features/bonus/modals.ts';
import { openDomainModal } from '~/features/domain/index.ts';
import { openSocials, openTelegram } from '~/features/social/index.ts';
import { useFlag } from '~/shared/client-flags.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useSession } from '~/shared/session/session.ts';
import { IconBolt, IconChat, IconGift, IconGlobe, IconHelp, IconMail, IconSearch, IconSend, IconShield, IconSnowflake } from '~/shared/ui/icons.tsx';
import { Switch } from '~/shared/ui/switch.tsx';
import { useNarrow } from '~/shared/use-narrow.ts';
import { useReducedMotion } from '~/shared/use-reduced-motion.ts';
import { SEARCH_HASH, searchInModal, useGiftHref } from './header-links.ts';

/** The "more" menu's entries (header-tools.tsx's MoreMenu loads them when the menu first opens). */
export default function MoreMenuItems({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const signedIn = useSession().user !== null;
  const giftHref = useGiftHref();
  const [, setGiftSeen] = useFlag('2022');
  const [tiled, setTiled] = useFlag('tiled');
  const [snow, setSnow] = useFlag('snow');
  const [redesign, setRedesign] = useFlag('redesign');
  const [dark, setDark] = useFlag('dark');
  const reducedMotion = useReducedMotion();
  const oldHome = useNarrow();
  return (
    <div className="menu more-menu">
      <Link to={`${paths.home()}${SEARCH_HASH}`} className={`menu__item more-menu__narrow${signedIn ? ' more-menu__signed-in' : ''}`} onClick={(event) => { close(); searchInModal(event); }} aria-haspopup="dialog" data-testid="menu-search"><IconSearch /> {t('search')}</Link>
      {signedIn && (
        <Link to={giftHref} preventScrollReset className="menu__item" onClick={() => { setGiftSeen(true); close(); }} data-testid="menu-gifts"><IconSnowflake /> {t('gifts')}</Link>
      )}
      {signedIn && (
        <>
          <button type="button" className="menu__item" onClick={() => { close(); openFreeCoins(); }} aria-haspopup="dialog" data-testid="menu-free-coins"><IconBolt /> {t('freeCoins')}</button>
          <button type="button" className="menu__item" onClick={() => { close(); openPromo(); }} aria-haspopup="dialog" data-testid="menu-promo"><IconGift /> {t('promoCode')}</button>
        </>
      )}
      <Link to={paths.support()} className="menu__item" onClick={close} data-testid="menu-contacts"><IconMail /> {t('contacts')}</Link>
      {signedIn && (
        <>
          <button type="button" className="menu__item" onClick={() => { close(); openTelegram(); }} data-testid="menu-telegram"><IconSend /> {t('telegram')}</button>
          <button type="button" className="menu__item" onClick={() => { close(); openSocials(['vk']); }} data-testid="menu-vk"><IconChat /> {t('vk')}</button>
        </>
      )}
      <Link to={paths.faq()} className="menu__item" onClick={close}><IconHelp /> {t('faq')}</Link>
      <Link to={paths.fairness()} className="menu__item" onClick={close}><IconShield /> {t('fairness')}</Link>
      <Link to={paths.responsibleGambling()} className="menu__item" onClick={close}><span className="age-badge age-badge--sm">18+</span> {t('responsibleGambling')}</Link>
      <button type="button" className="menu__item" onClick={() => { close(); openDomainModal(); }} aria-haspopup="dialog" data-testid="menu-domain"><IconGlobe /> {t('officialAddress')}</button>
      <p className="menu__caption">{t('settings')}</p>
      <MenuSwitch label={t('view.tiles')} checked={tiled} onChange={setTiled} testId="switch-tiles" />
      <MenuSwitch label={t('darkTheme')} checked={dark} onChange={setDark} testId="switch-dark" />
      <MenuSwitch label={t('snow')} note={reducedMotion ? t('snowReduced') : undefined} checked={snow} onChange={setSnow} testId="switch-snow" />
      <MenuSwitch label={t('redesign')} note={oldHome ? t('redesignNarrow') : undefined} checked={redesign} onChange={setRedesign} testId="switch-redesign" />
    </div>
  );
}

function MenuSwitch({ label, note, checked, onChange, testId }: { label: string; note?: string | undefined; checked: boolean; onChange: (value: boolean) => void; testId: string }) {
  return (
    <div className="menu__switch">
      <span className="menu__switch-label">
        {label}
        {note && <small className="muted">{note}</small>}
      </span>
      <Switch label={label} checked={checked} onChange={onChange} testId={testId} />
    </div>
  );
}
