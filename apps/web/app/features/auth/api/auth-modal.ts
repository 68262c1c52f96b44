import { createStore, useStore } from '~/shared/store.ts';

/**
 * Which tab of the auth modal is open (null: closed). All modals close on a
 * route change; a guard that redirects asks for the modal *after* that
 * navigation with `openAuthModalAfterNavigation`.
 */
export type AuthTab = 'login' | 'register';
export const authModalStore = createStore<AuthTab | null>(null);
let pendingTab: AuthTab | null = null;

export function openAuthModal(tab: AuthTab = 'login'): void {
  authModalStore.set(tab);
}
export function closeAuthModal(): void {
  authModalStore.set(null);
}
export function openAuthModalAfterNavigation(tab: AuthTab = 'login'): void {
  pendingTab = tab;
}
/** Called by the app on every route change. */
export function onRouteChangeForAuthModal(): void {
  authModalStore.set(pendingTab);
  pendingTab = null;
}
export function useAuthModal(): AuthTab | null {
  return useStore(authModalStore);
}
