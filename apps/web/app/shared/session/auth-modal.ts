import { createStore, useStore } from '../store.ts';

/**
 * Which tab of the auth modal is open (null: closed). All modals close on a
 * route change; a guard that redirects asks for the modal *after* that
 * navigation with `openAuthModalAfterNavigation`, and hands over the page the
 * visitor wanted: once they sign in (or register) in that modal, they are
 * taken there (`takeAuthTarget`). Closing the modal forgets the page.
 */
export type AuthTab = 'login' | 'register';
export const authModalStore = createStore<AuthTab | null>(null);
let pendingTab: AuthTab | null = null;
let pendingTarget: string | null = null;
let target: string | null = null;

export function openAuthModal(tab: AuthTab = 'login'): void {
  authModalStore.set(tab);
}
export function closeAuthModal(): void {
  authModalStore.set(null);
  target = null;
}
export function openAuthModalAfterNavigation(tab: AuthTab = 'login', wanted: string | null = null): void {
  pendingTab = tab;
  pendingTarget = wanted;
}
/** Called by the app on every route change. */
export function onRouteChangeForAuthModal(): void {
  authModalStore.set(pendingTab);
  target = pendingTab ? pendingTarget : null;
  pendingTab = null;
  pendingTarget = null;
}
/** The page a guard sent the visitor away from, once: the auth modal goes there after a successful sign-in. */
export function takeAuthTarget(): string | null {
  const wanted = target;
  target = null;
  return wanted;
}
/** The same page, left in place: a sign-in that leaves this site first (a social network's) comes back to it. */
export function peekAuthTarget(): string | null {
  return target;
}
export function useAuthModal(): AuthTab | null {
  return useStore(authModalStore);
}

/**
 * Opens the modal now with the page to go to after a sign-in: a server guard
 * turned the visitor away on a page load (features/auth/server-guard.ts).
 */
export function openAuthModalFor(wanted: string): void {
  authModalStore.set('login');
  target = wanted;
}
