import { lazy, Suspense, useEffect } from 'react';
import { onSubscriptionKeys } from '~/shared/api/subscription-keys.ts';
import { useSession } from '~/shared/session/session.ts';
import { useLinkAction } from '~/shared/use-link-action.ts';
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

  useLinkAction([GIFT_PARAM], (params) => (params.get(GIFT_PARAM) === 'newyear' ? true : null), openNewYear, session.restored && signedIn);

  if (!signedIn || !modal) return null;
  return (
    <Suspense fallback={null}>
      <SocialOverlay />
    </Suspense>
  );
}
