import { createStore, useStore } from '~/shared/store.ts';

/**
 * The configured official address as `GET /api/settings` reported it (null
 * until it has answered, or when it failed), and which of the two domain
 * modals is open: the move notice ("we have moved") or the address modal
 * ("our official address"). Spec §2 shows both to everyone.
 */
export type DomainState = { domain: string | null; open: 'move' | 'address' | null };

const initial: DomainState = { domain: null, open: null };
const store = createStore<DomainState>(initial, initial);

export const setDomain = (domain: string) => store.set((prev) => ({ ...prev, domain }));
export const openMoveNotice = () => store.set((prev) => ({ ...prev, open: 'move' }));
export const openDomainModal = () => store.set((prev) => ({ ...prev, open: 'address' }));
export const closeDomainModal = () => store.set((prev) => (prev.open ? { ...prev, open: null } : prev));
export const useDomainState = () => useStore(store);
