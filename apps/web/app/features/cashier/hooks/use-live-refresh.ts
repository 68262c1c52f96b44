import { useEffect, useRef } from 'react';
import { onPublication, onSubscribed } from '~/shared/realtime/socket.ts';

/**
 * Calls `refresh` when the player's own channel says their payments moved: a
 * `wallet {waiting}` push (a withdrawal changed state) or a balance push (a
 * deposit was credited, a payout failed and came back). Pushes that arrive
 * together make one refresh. So does the player's channel being subscribed
 * after the view mounted: what it pushed before then was never received.
 */
export function useLiveRefresh(refresh: () => void, options: { balance?: boolean } = {}): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const withBalance = options.balance ?? true;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => refreshRef.current(), 250);
    };
    const off = onPublication(({ channel, data }) => {
      if (!channel.startsWith('usr#')) return;
      if (!data.wallet && !(withBalance && data.balance)) return;
      schedule();
    });
    const offSubscribed = onSubscribed('usr#', schedule);
    return () => {
      clearTimeout(timer);
      off();
      offSubscribed();
    };
  }, [withBalance]);
}
