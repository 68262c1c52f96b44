import type { SupportTicketList } from '@azart/contracts';
import { createStore } from '~/shared/store.ts';
import { loadTickets } from './api/tickets.ts';
import { unreadStore } from './unread.ts';

/** The player's tickets as the list on the left shows them; null until loaded, 'failed' when the load failed. */
export const ticketsStore = createStore<SupportTicketList | 'failed' | null>(null, null);

/** Reads the list again (after a new ticket, a reply, a close, or a live change). */
export async function refreshTickets(): Promise<void> {
  try {
    const list = await loadTickets();
    ticketsStore.set(list);
    unreadStore.set(list.unread);
  } catch {
    if (ticketsStore.get() === null) ticketsStore.set('failed');
  }
}
