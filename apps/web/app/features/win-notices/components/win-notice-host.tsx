import { lazy, Suspense, useEffect, useState } from 'react';
import { closeWinNotice, useWinNotice } from '../win-notice.ts';

const WinNoticeModal = lazy(() => import('./win-notice-modal.tsx'));

/** Shows the win notice (win-notice.ts decides when there is one). Its code and texts load with the first win. */
export function WinNoticeHost() {
  const notice = useWinNotice();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (notice) setWanted(true);
  }, [notice]);

  if (!wanted && !notice) return null;
  return (
    <Suspense fallback={null}>
      <WinNoticeModal notice={notice} onClose={closeWinNotice} />
    </Suspense>
  );
}
