/**
 * The profile (issue 23 item 1), the light part the layout may import: the
 * functions that open and close the profile modal. The panel, its texts and
 * styles load on demand (./panel.ts).
 */
export { closeProfile, openProfile, useProfileModal } from './modal-state.ts';
