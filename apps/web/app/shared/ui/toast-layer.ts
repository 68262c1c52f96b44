import { startTransition, useEffect, useState } from 'react';
import { toast } from './toasts.tsx';

/**
 * Where the toaster lives, so toasts are never hidden behind a modal.
 *
 * A modal <dialog> (showModal) sits in the browser's top layer, above every
 * z-index, and makes the rest of the page inert. A toaster elsewhere in the
 * page would be drawn under the dialog's backdrop and could not be clicked.
 * So the toaster renders (through a React portal) into one host element that
 * moves into the topmost open modal and back to <body> when the last one
 * closes. React does not mind where its portal's container is attached, so
 * the toaster and its toasts survive every move.
 */
let host: HTMLDivElement | null = null;
const openDialogs: HTMLDialogElement[] = [];

function place(): void {
  if (!host) return;
  const parent = openDialogs.at(-1) ?? document.body;
  if (host.parentNode !== parent) parent.append(host);
}

/** A modal dialog has opened: toasts go on top of it. */
export function raiseToasts(dialog: HTMLDialogElement): void {
  if (!openDialogs.includes(dialog)) openDialogs.push(dialog);
  place();
}

/** A modal dialog has closed (or is going away): toasts go back to the one below, or the page. */
export function lowerToasts(dialog: HTMLDialogElement): void {
  const i = openDialogs.indexOf(dialog);
  if (i !== -1) openDialogs.splice(i, 1);
  place();
}

/** The toaster's container; null during the server render and hydration (toasts only ever appear later). */
export function useToastHost(): HTMLDivElement | null {
  // Null while hydrating (as on the server); an app shell that mounts again later gets the host at once.
  const [element, setElement] = useState<HTMLDivElement | null>(() => host);
  useEffect(() => {
    if (!host) {
      host = document.createElement('div');
      host.className = 'toast-layer';
    }
    place();
    // A transition: the toaster (and sonner, loaded with it) renders in slices, not in one task after hydration.
    const created = host;
    startTransition(() => setElement(created));
  }, []);
  return element;
}

/**
 * Toasts report what happened on the page the player was on. A navigation
 * clears them, so a stale toast never covers the next page's controls (the
 * verifier's buttons after "seeds rotated" in a dialog); a toast meant for
 * the next page is queued with `toastAfterNavigation` and shown once the new
 * page is there.
 */
let pending: (() => void)[] = [];
export function toastAfterNavigation(show: () => void): void {
  pending.push(show);
}
/** Called by the app on every route change. */
export function onRouteChangeForToasts(): void {
  toast.dismiss();
  const queued = pending;
  pending = [];
  for (const show of queued) show();
}
