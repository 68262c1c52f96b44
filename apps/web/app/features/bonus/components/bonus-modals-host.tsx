import { lazy, Suspense } from 'react';
import { useSession } from '~/shared/session/session.ts';
import { useLinkAction } from '~/shared/use-link-action.ts';
import { useSinceFirst } from '~/shared/use-since-first.ts';
import { BONUS_PARAM, bonusModalFromQuery, closeBonusModal, openFreeCoins, openPromo, PROMO_PARAM, useBonusModal } from '../bonus-modals.ts';

const BonusModals = lazy(() => import('./bonus-modals.tsx'));

/**
 * The free coins and promo code modals' place in the layout. The menu's
 * entries open them, and so does a link (`?bonus=free-coins`, `?bonus=promo`,
 * `?promo=CODE` from a newsletter or a post), once the parameters have left
 * the address (useLinkAction). Their code and texts load when one first opens.
 */
export function BonusModalsHost() {
  const modal = useBonusModal();
  const session = useSession();
  const wanted = useSinceFirst(modal !== null);

  useLinkAction([BONUS_PARAM, PROMO_PARAM], bonusModalFromQuery, (asked) => (asked.kind === 'promo' ? openPromo(asked.code) : openFreeCoins()), session.restored);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BonusModals modal={modal} onClose={closeBonusModal} />
    </Suspense>
  );
}
