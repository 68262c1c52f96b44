import { lazy, Suspense, useEffect, useState } from 'react';
import { onPublication } from '~/shared/realtime/socket.ts';
import { announcesAway, closeWinNotice, showWinNotice, useWinNotice } from '../win-notice.ts';

const WinNoticeModal = lazy(() => import('./win-notice-modal.tsx'));

/**
 * Listens on the player's own channel for a round game's win (`roundWin`)
 * and, when the player is on another page, shows the win notice. Its code
 * and texts load with the first win.
 */
export function WinNoticeHost() {
  const notice = useWinNotice();
  const [wanted, setWanted] = useState(false);

  useEffect(
    () =>
      onPublication(({ channel, data }) => {
        if (data.roundWin && channel.startsWith('usr#') && announcesAway(data.roundWin, window.location.pathname)) showWinNotice(data.roundWin);
      }),
    [],
  );
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
