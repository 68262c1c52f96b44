import { useEffect } from 'react';
import type { SupportStatus } from '@azart/contracts';
import { onPublication } from '~/shared/realtime/socket.ts';
import { useSession } from '~/shared/session/session.ts';
import { createStore, useStore } from '~/shared/store.ts';
import { loadUnread } from './api/tickets.ts';

/** The player's unread agent messages over all tickets (the header badge); null until known. */
export const unreadStore = createStore<number | null>(null, null);

/** A change of one ticket pushed live (an agent answered or set its status), for an open support page. */
export type TicketChange = { ticketId: number; unread: number; status?: SupportStatus };
const changeListeners = new Set<(change: TicketChange) => void>();
export function onTicketChange(listener: (change: TicketChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Keeps the badge's count: read once a player is signed in, then from the
 * `support` field of the live pushes on `usr#{id}` (the toast itself comes
 * with the push's `notify`, shown by the layout's live wiring).
 */
export function useSupportUnread(): number | null {
  const userId = useSession().user?.id ?? null;
  useEffect(() => {
    if (userId === null) {
      unreadStore.set(null);
      return;
    }
    let live = true;
    loadUnread()
      .then(({ unread }) => live && unreadStore.set(unread))
      .catch(() => undefined);
    const stop = onPublication(({ channel, data }) => {
      if (!data.support || channel !== `usr#${userId}`) return;
      unreadStore.set(data.support.unread);
      for (const listener of [...changeListeners]) listener(data.support);
    });
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return useStore(unreadStore);
}
