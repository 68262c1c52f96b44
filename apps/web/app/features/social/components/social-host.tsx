import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSubscriptionKeys } from '~/shared/api/subscription-keys.ts';
import { useSession } from '~/shared/session/session.ts';
import { closeSocialModal, openNewYear, openSocials, openTelegram, useSocialModal } from '../modals.ts';

const SocialOverlay = lazy(() => import('./social-overlay.tsx'));

/** `?gift=newyear` opens the new-year gift (the header's gifts link). */
export const GIFT_PARAM = 'gift';

/**
 * The social modals' host, mounted once by the layout (signed-in players
 * only, spec §2). It opens the socials modal when any API answer carries a
 * `vksub:`/`tgsub:` key and the Telegram modal on `tg_bot` (spec §8), and
 * opens the new-year gift on `?gift=newyear`. (A link comes back through
 * social sign-in's /auth/social page, which finishes it.) The modals, their texts and
 * styles load only when one is needed.
 */
export function SocialHost() {
  const session = useSession();
  const signedIn = session.user !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const modal = useSocialModal();

  useEffect(
    () => onSubscriptionKeys((keys) => {
      if (keys.vk.length || keys.tg.length) openSocials([...(keys.vk.length ? ['vk' as const] : []), ...(keys.tg.length ? ['tg' as const] : [])]);
      else if (keys.bot) openTelegram();
    }),
    [],
  );
  useEffect(() => {
    if (!signedIn) closeSocialModal();
  }, [signedIn]);

  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const without = useCallback((names: string[]) => {
    const next = new URLSearchParams(location.search);
    for (const name of names) next.delete(name);
    const search = next.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
  }, [location.pathname, location.search, location.hash]);

  // The modal opens once the location without the parameter is on screen: a modal closes on every navigation,
  // and the router commits a navigation in a transition, which may come after its promise has resolved.
  const giftPending = useRef(false);
  useEffect(() => {
    if (!session.restored || !signedIn) return;
    if (params.get(GIFT_PARAM) === 'newyear') {
      giftPending.current = true;
      void navigate(without([GIFT_PARAM]), { replace: true, preventScrollReset: true });
    } else if (giftPending.current) {
      giftPending.current = false;
      openNewYear();
    }
  }, [params, session.restored, signedIn]);

  if (!signedIn || !modal) return null;
  return (
    <Suspense fallback={null}>
      <SocialOverlay />
    </Suspense>
  );
}
