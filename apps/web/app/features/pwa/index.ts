export { PwaHost } from './components/pwa-host.tsx';
export { installLoadFailureRecovery } from './recovery.ts';
