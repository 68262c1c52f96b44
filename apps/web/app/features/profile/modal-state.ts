import { createStore, useStore } from '~/shared/store.ts';

/** Whether the profile modal is open; the header's user menu opens it, the layout shows it. */
const open = createStore(false);
export const openProfile = () => open.set(true);
export const closeProfile = () => open.set(false);
export const useProfileModal = () => useStore(open);
