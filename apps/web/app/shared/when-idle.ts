/**
 * Runs `run` once the page has loaded and then gone idle (or after 5 s of
 * load at most), for work no first paint waits on: the service worker's
 * registration, the settings call. Returns a cancel function for an effect's
 * clean-up.
 */
export function whenIdle(run: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const go = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(run, { timeout: 5_000 });
    else idleId = window.setTimeout(run, 2_000);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', go);
    if (idleId !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idleId);
  };
}
