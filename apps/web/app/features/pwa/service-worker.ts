import { Workbox } from 'workbox-window';
import { STORAGE_KEYS } from '~/shared/client-flags.ts';
import { clearAllCaches } from './logic/reset.ts';

/**
 * The service worker's side in the page (loaded on demand after the page is
 * idle, never with the first load). workbox-window registers /sw.js (built
 * by Workbox, vite.config.ts) and reports its life cycle: a new worker that
 * installed while this page runs an older one is `waiting`, which opens the
 * same update modal as a newer `buildAt` (spec §4).
 */

/** How long accepting an update waits for the new worker to take over before reloading anyway. */
const TAKEOVER_WAIT_MS = 3_000;

/**
 * Tells a new worker to skip waiting once it has installed (generateSW's worker answers `SKIP_WAITING`) and
 * resolves when it controls the page, or after TAKEOVER_WAIT_MS.
 */
function takeOver(worker: ServiceWorker): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, TAKEOVER_WAIT_MS);
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
    const skip = () => worker.postMessage({ type: 'SKIP_WAITING' });
    if (worker.state === 'installed') return skip();
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') skip();
      if (worker.state === 'redundant') resolve();
    });
  });
}

export async function registerServiceWorker(onUpdateWaiting: () => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => onUpdateWaiting());
  try {
    await wb.register();
  } catch (error) {
    // Blocked (private modes, automation, an insecure origin): the site works the same without it.
    console.warn('[pwa] service worker not registered:', (error as Error)?.message);
  }
}

/**
 * Accepting the update (spec §4: "a service-worker update clears all caches
 * and reloads"): every cache goes (caches.keys → delete), a waiting worker is
 * told to skip waiting and take over, then the page reloads on the new build.
 * With no worker waiting yet (the version check saw the new build first) the
 * registration is asked to look for it, and the reload brings the new pages.
 */
export async function applyUpdate(buildAt: number | null): Promise<void> {
  await clearAllCaches(typeof caches === 'undefined' ? undefined : caches);
  try {
    if (buildAt !== null) localStorage.setItem(STORAGE_KEYS.buildAt, String(buildAt));
  } catch {
    // storage blocked: the next version check stores it
  }
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  if (registration) {
    if (!registration.waiting) await registration.update().catch(() => undefined);
    const next = registration.waiting ?? registration.installing;
    if (next) await takeOver(next);
  }
  window.location.reload();
}
