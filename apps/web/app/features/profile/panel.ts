/** The profile's panel with its texts and styles: import from a route or a lazily loaded part of the layout. */
export { ProfilePanel } from './components/profile-panel.tsx';
export { useProfileT } from './i18n/index.ts';
