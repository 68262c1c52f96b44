import { BonusModalsHost } from '~/features/bonus/modals.ts';
import { DomainHost } from '~/features/domain/index.ts';
import { WinNoticeHost } from '~/features/win-notices/index.ts';

/**
 * The layout's hosts that nothing on a page's first screen needs: the domain
 * modals, the free coins and promo code modals (their stores already take
 * what the menu or a link asks for, so nothing is lost before these mount)
 * and the win notices. The app shell loads them once the page is idle, so
 * their code is no part of any page's first load.
 */
export default function LateHosts() {
  return (
    <>
      <DomainHost />
      <BonusModalsHost />
      <WinNoticeHost />
    </>
  );
}
