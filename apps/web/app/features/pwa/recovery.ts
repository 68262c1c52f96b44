import { isFailedCodeElement, isLoadFailure } from './logic/load-failure.ts';

/**
 * Spec §8: a failed dynamic import, module script, CSS preload, invalid
 * token or wrong MIME type unregisters every service worker, before the
 * recovery the site already has runs (React Router reloads the page when a
 * route's code fails to load; a lazy part that fails shows the error page,
 * which offers a reload). Unregistering is asynchronous and the page may be
 * gone before it finishes, so a flag in session storage asks the next page
 * load to finish it: that load then stays without a service worker
 * (PwaHost), and the one after registers the current one afresh.
 *
 * Installed by the root module as it loads, in the first-load bundle: a few
 * listeners, nothing else.
 */
export const RESET_FLAG = 'azart:sw-reset';

type Registrations = { getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]> };

/** Unregisters every service worker of this origin (best effort); resolves with how many went. */
export async function unregisterAll(container: Registrations | undefined): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const done = await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
    return done.filter(Boolean).length;
  } catch {
    return 0;
  }
}

type Target = Pick<Window, 'addEventListener'> & { navigator?: Navigator; sessionStorage?: Storage; console?: Console };

export function installLoadFailureRecovery(win: Target = window): void {
  const reset = () => {
    try {
      win.sessionStorage?.setItem(RESET_FLAG, '1');
    } catch {
      // storage blocked: the unregistering below still runs
    }
    void unregisterAll(win.navigator?.serviceWorker);
  };
  // Vite: a lazy chunk or its stylesheet failed (the default handling, an error, still follows).
  win.addEventListener('vite:preloadError', reset);
  // A module script or a stylesheet/modulepreload element that failed to load (capture: these events do not bubble),
  // or a script that ran into HTML ("invalid token").
  win.addEventListener('error', (event) => {
    if (isFailedCodeElement(event.target) || isLoadFailure((event as ErrorEvent).error ?? (event as ErrorEvent).message)) reset();
  }, true);
  // A dynamic import nobody caught.
  win.addEventListener('unhandledrejection', (event) => {
    if (isLoadFailure((event as PromiseRejectionEvent).reason)) reset();
  });
  // React Router catches a route module that failed to load, says so on the console and reloads at once: the
  // message is the only sign of it the page gets.
  const console = win.console;
  if (console) {
    const error = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      if (isLoadFailure(args[0])) reset();
      error(...args);
    };
  }
}

/** True (once) when a load failure asked this page load to finish unregistering instead of registering. */
export function takeResetFlag(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = sessionStorageOrNothing()): boolean {
  try {
    if (storage?.getItem(RESET_FLAG) !== '1') return false;
    storage.removeItem(RESET_FLAG);
    return true;
  } catch {
    return false;
  }
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
