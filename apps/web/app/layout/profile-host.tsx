import { lazy, Suspense, useEffect } from 'react';
import { closeProfile, useProfileModal } from '~/features/profile/index.ts';
import { useSession } from '~/shared/session/session.ts';

const ProfileModal = lazy(() => import('./profile-modal.tsx'));

/**
 * The profile modal's host (spec §2: signed-in players only), mounted once
 * by the layout. The modal, its texts and styles load on first opening, so
 * no page's first load carries them.
 */
export function ProfileHost() {
  const open = useProfileModal();
  const signedIn = useSession().user !== null;
  useEffect(() => {
    if (!signedIn) closeProfile();
  }, [signedIn]);
  if (!open || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ProfileModal />
    </Suspense>
  );
}
