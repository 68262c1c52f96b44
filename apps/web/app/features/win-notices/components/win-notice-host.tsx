import { lazy, Suspense } from 'react';
import { useSinceFirst } from '~/shared/use-since-first.ts';
import { closeWinNotice, useWinNotice } from '../win-notice.ts';

const WinNoticeModal = lazy(() => import('./win-notice-modal.tsx'));

/** Shows the win notice (win-notice.ts decides when there is one). Its code and texts load with the first win. */
export function WinNoticeHost() {
  const notice = useWinNotice();
  const wanted = useSinceFirst(notice !== null);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WinNoticeModal notice={notice} onClose={closeWinNotice} />
    </Suspense>
  );
}
