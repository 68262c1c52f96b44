import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { openSearch } from '~/features/search/search-prompt.ts';
import { GIFT_PARAM, openSocials, openTelegram } from '~/features/social/index.ts';
import { useFlag } from '~/shared/client-flags.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useSession } from '~/shared/session/session.ts';
import { IconChat, IconGrid, IconHelp, IconList, IconMail, IconMore, IconSearch, IconSend, IconShield, IconSnowflake } from '~/shared/ui/icons.tsx';
import { Popover } from '~/shared/ui/popover.tsx';
import { Switch } from '~/shared/ui/switch.tsx';
import { useNarrow } from '~/shared/use-narrow.ts';
import { useReducedMotion } from '~/shared/use-reduced-motion.ts';

/** The home page's games search field (features/games: GAMES_SEARCH_ID); the hash focuses it. */
const SEARCH_HASH = '#games-search';

/** The current page with `?gift=newyear`: the social feature's host opens the season's gift over it. */
function useGiftHref(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(GIFT_PARAM, 'newyear');
  return `${location.pathname}?${params.toString()}`;
}

/**
 * Gifts (signed-in players: the new-year gift is an account's). A dot marks
 * it until the player has opened it once in this browser (the `2022` key).
 */
export function GiftsLink() {
  const { t } = useTranslation();
  const href = useGiftHref();
  const [seen, setSeen] = useFlag('2022');
  return (
    <Link to={href} preventScrollReset className="nav-button nav-button--hide-narrow nav-button--compact header-tool--roomy" title={t('gifts')} onClick={() => setSeen(true)} data-testid="nav-gifts">
      <span className="nav-button__icon">
        <IconSnowflake />
        {!seen && <span className="nav-button__dot" />}
      </span>
      <span className="nav-button__text">{t('gifts')}</span>
      {!seen && <span className="sr-only">{t('giftsNew')}</span>}
    </Link>
  );
}

/**
 * Search: opens the search modal (features/search; on a phone, from the
 * "more" menu). Before the page is interactive the link goes to the home
 * page's games search, focused.
 */
export function SearchLink() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Link to={`${paths.home()}${SEARCH_HASH}`} onClick={searchInModal} className="nav-button icon-button nav-button--hide-narrow header-tool--roomy" aria-label={t('search')} title={t('search')} aria-haspopup="dialog" aria-keyshortcuts="Control+K /" data-testid="header-search">
      <IconSearch />
    </Link>
  );
}

/** A plain click opens the modal instead of following the link (a click with a modifier still opens a tab). */
function searchInModal(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openSearch();
}

/** Tiles or a list (the `tiled` flag); the label says what a press switches to. */
export function ViewToggle() {
  const { t } = useTranslation();
  const [tiled, setTiled] = useFlag('tiled');
  const label = t(tiled ? 'view.list' : 'view.tiles');
  return (
    <button type="button" className="nav-button icon-button nav-button--hide-narrow header-tool--roomy" aria-label={label} title={label} onClick={() => setTiled(!tiled)} data-testid="view-toggle" data-view={tiled ? 'tiles' : 'list'}>
      {tiled ? <IconList /> : <IconGrid />}
    </button>
  );
}

/**
 * "More": contacts, the community (Telegram and VK, signed-in players, whose
 * modals they open: spec §2), the information pages, and the player's
 * switches: tiles, snow, the home page's layout.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  return (
    <Popover testId="more-menu" triggerClassName="nav-button icon-button" triggerLabel={t('more')} trigger={<IconMore />}>
      {(close) => <MoreMenuItems close={close} />}
    </Popover>
  );
}

function MoreMenuItems({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const signedIn = useSession().user !== null;
  const giftHref = useGiftHref();
  const [, setGiftSeen] = useFlag('2022');
  const [tiled, setTiled] = useFlag('tiled');
  const [snow, setSnow] = useFlag('snow');
  const [redesign, setRedesign] = useFlag('redesign');
  const reducedMotion = useReducedMotion();
  const oldHome = useNarrow();
  return (
    <div className="menu more-menu">
      <Link to={`${paths.home()}${SEARCH_HASH}`} className={`menu__item more-menu__narrow${signedIn ? ' more-menu__signed-in' : ''}`} onClick={(event) => { close(); searchInModal(event); }} aria-haspopup="dialog" data-testid="menu-search"><IconSearch /> {t('search')}</Link>
      {signedIn && (
        <Link to={giftHref} preventScrollReset className="menu__item" onClick={() => { setGiftSeen(true); close(); }} data-testid="menu-gifts"><IconSnowflake /> {t('gifts')}</Link>
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
      <p className="menu__caption">{t('settings')}</p>
      <MenuSwitch label={t('view.tiles')} checked={tiled} onChange={setTiled} testId="switch-tiles" />
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
