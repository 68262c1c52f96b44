import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SocialNetwork } from '@azart/contracts';
import { onSubscriptionKeys } from '~/shared/api/subscription-keys.ts';
import { useSession } from '~/shared/session/session.ts';
import { LINK_PARAM } from '../link-param.ts';
import { closeSocialModal, openNewYear, openSocials, openTelegram, useSocialModal } from '../modals.ts';
import type { LinkReturn } from './social-overlay.tsx';

const SocialOverlay = lazy(() => import('./social-overlay.tsx'));
/** Checked by hand: the contracts' zod enum would bring zod into every page's first load. */
const networkOf = (value: string | null): SocialNetwork | null => (value === 'vk' || value === 'tg' ? value : null);

/** `?gift=newyear` opens the new-year gift (the header's gifts link). */
export const GIFT_PARAM = 'gift';

/**
 * The social modals' host, mounted once by the layout (signed-in players
 * only, spec §2). It opens the socials modal when any API answer carries a
 * `vksub:`/`tgsub:` key and the Telegram modal on `tg_bot` (spec §8), finishes
 * a link when the network sends the player back (`?social_link=…&code&state`),
 * and opens the new-year gift on `?gift=newyear`. The modals, their texts and
 * styles load only when one is needed.
 */
export function SocialHost() {
  const session = useSession();
  const signedIn = session.user !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const modal = useSocialModal();
  const [linkReturn, setLinkReturn] = useState<LinkReturn | null>(null);

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

  useEffect(() => {
    if (!session.restored || !signedIn) return;
    const network = networkOf(params.get(LINK_PARAM));
    if (network && !linkReturn) setLinkReturn({ network, code: params.get('code'), state: params.get('state'), error: params.get('error') });
    if (params.get(GIFT_PARAM) === 'newyear') {
      // The modal opens after the parameter is gone: a modal closes on every navigation.
      void Promise.resolve(navigate(without([GIFT_PARAM]), { replace: true, preventScrollReset: true })).then(openNewYear);
    }
  }, [params, session.restored, signedIn]);

  const onLinkDone = useCallback(() => {
    setLinkReturn(null);
    void navigate(without([LINK_PARAM, 'code', 'state', 'error']), { replace: true, preventScrollReset: true });
  }, [navigate, without]);

  if (!signedIn || (!modal && !linkReturn)) return null;
  return (
    <Suspense fallback={null}>
      <SocialOverlay linkReturn={linkReturn} onLinkDone={onLinkDone} />
    </Suspense>
  );
}
