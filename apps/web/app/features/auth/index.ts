export { requireUser, requireScope, rememberCurrentPath, takeAuthNextCookie } from './guard.ts';
export { requireSessionOnServer } from './server-guard.ts';
export { authI18n } from './i18n/index.ts';
/** The auth modal is loaded on first use (it brings the shared zod schemas). */
export const loadAuthModal = () => import('./components/auth-modal.tsx');
