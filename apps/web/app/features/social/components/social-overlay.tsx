import '../social.css';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { SocialNetwork } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { toastAfterNavigation } from '~/shared/ui/toast-layer.ts';
import { finishLink } from '../api/social.ts';
import { useSocialT } from '../i18n/index.ts';
import { closeSocialModal, useSocialModal } from '../modals.ts';
import { NewYearModal } from './newyear.tsx';
import { SocialsModal } from './socials-modal.tsx';

export type LinkReturn = { network: SocialNetwork; code: string | null; state: string | null; error: string | null };

/**
 * What SocialHost loads on demand (with the texts and styles): the open
 * social modal, and the end of a link — the network sent the player back
 * with a code, which the server exchanges for the account.
 */
export default function SocialOverlay({ linkReturn, onLinkDone }: { linkReturn: LinkReturn | null; onLinkDone: () => void }) {
  const { t } = useSocialT();
  const modal = useSocialModal();
  const handled = useRef<LinkReturn | null>(null);

  useEffect(() => {
    if (!linkReturn || handled.current === linkReturn) return;
    handled.current = linkReturn;
    const name = t(linkReturn.network);
    // The outcome shows once the return's parameters are gone: a route change clears the toasts shown before it.
    if (!linkReturn.code || !linkReturn.state) {
      if (linkReturn.error) toastAfterNavigation(() => toast.info(t('linkCancelled')));
      onLinkDone();
      return;
    }
    finishLink(linkReturn.network, linkReturn.code, linkReturn.state)
      .then(
        () => toastAfterNavigation(() => toast.success(t('linkedToast', { network: name }))),
        (error: unknown) => {
          const messages = error instanceof ApiError ? error.messages : [t('loadFailed')];
          toastAfterNavigation(() => messages.forEach((message) => toast.error(message)));
        },
      )
      .finally(onLinkDone);
  }, [linkReturn, onLinkDone, t]);

  if (modal?.kind === 'socials') return <SocialsModal networks={modal.networks} onClose={closeSocialModal} />;
  if (modal?.kind === 'telegram') return <SocialsModal networks={['tg']} telegram onClose={closeSocialModal} />;
  if (modal?.kind === 'newyear') return <NewYearModal onClose={closeSocialModal} />;
  return null;
}
