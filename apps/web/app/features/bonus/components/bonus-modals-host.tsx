import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '~/shared/session/session.ts';
import { useSinceFirst } from '~/shared/use-since-first.ts';
import { BONUS_PARAM, bonusModalFromQuery, closeBonusModal, openFreeCoins, openPromo, PROMO_PARAM, useBonusModal } from '../bonus-modals.ts';

const BonusModals = lazy(() => import('./bonus-modals.tsx'));

/**
 * The free coins and promo code modals' place in the layout. The menu's
 * entries open them, and so does a link (`?bonus=free-coins`, `?bonus=promo`,
 * `?promo=CODE` from a newsletter or a post): the parameters leave the
 * address first, since a modal closes on every navigation. Their code and
 * texts load when one first opens.
 */
export function BonusModalsHost() {
  const modal = useBonusModal();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = useSinceFirst(modal !== null);

  useEffect(() => {
    if (!session.restored) return;
    const params = new URLSearchParams(location.search);
    const asked = bonusModalFromQuery(params);
    if (!asked) return;
    params.delete(BONUS_PARAM);
    params.delete(PROMO_PARAM);
    const search = params.toString();
    void Promise.resolve(navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true }))
      .then(() => (asked.kind === 'promo' ? openPromo(asked.code) : openFreeCoins()));
  }, [location.search, session.restored]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BonusModals modal={modal} onClose={closeBonusModal} />
    </Suspense>
  );
}
