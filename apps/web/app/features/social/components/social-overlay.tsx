import '../social.css';
import { closeSocialModal, useSocialModal } from '../modals.ts';
import { NewYearModal } from './newyear.tsx';
import { SocialsModal } from './socials-modal.tsx';

/** What SocialHost loads on demand (with the texts and styles): the open social modal. */
export default function SocialOverlay() {
  const modal = useSocialModal();
  if (modal?.kind === 'socials') return <SocialsModal networks={modal.networks} onClose={closeSocialModal} />;
  if (modal?.kind === 'telegram') return <SocialsModal networks={['tg']} telegram onClose={closeSocialModal} />;
  if (modal?.kind === 'newyear') return <NewYearModal onClose={closeSocialModal} />;
  return null;
}
