import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useFlag } from '~/shared/client-flags.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { IconGrid, IconList, IconMore, IconSearch, IconSnowflake } from '~/shared/ui/icons.tsx';
import { Popover } from '~/shared/ui/popover.tsx';
import { SEARCH_HASH, searchInModal, useGiftHref } from './header-links.ts';

/** The "more" menu's entries load when it first opens: no page's first load carries them. */
const MoreMenuItems = lazy(() => import('./more-menu-items.tsx'));

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
 * modals they open: spec §2), free coins and the promo code (signed-in
 * players, their modals), the information pages, the official address
 * (the domain modal), and the player's switches: tiles, snow, the home
 * page's layout.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  return (
    <Popover testId="more-menu" triggerClassName="nav-button icon-button" triggerLabel={t('more')} trigger={<IconMore />}>
      {(close) => (
        <Suspense fallback={null}>
          <MoreMenuItems close={close} />
        </Suspense>
      )}
    </Popover>
  );
}

