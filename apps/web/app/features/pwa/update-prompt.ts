import { createStore, useStore } from '~/shared/store.ts';

/**
 * Whether the update modal is open, and the build it offers (null when a new
 * service worker, not the version check, found it). Opened by the version
 * check and by a waiting service worker; spec §2 shows it to everyone.
 */
export type UpdatePrompt = { open: boolean; buildAt: number | null };

const closed: UpdatePrompt = { open: false, buildAt: null };
const store = createStore<UpdatePrompt>(closed, closed);

export const openUpdatePrompt = (buildAt: number | null) => store.set((prev) => ({ open: true, buildAt: buildAt ?? prev.buildAt }));
export const closeUpdatePrompt = () => store.set((prev) => (prev.open ? { ...prev, open: false } : prev));
export const useUpdatePrompt = () => useStore(store);
