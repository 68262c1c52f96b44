// The browser's half of ./server.ts for stylesheets: once the page is idle, each stylesheet link the server left
// disabled is enabled (the file comes from the network or the cache), and the <style> that stood in for it is
// dropped when the file has loaded, so nothing is unstyled in between. Dropping it matters: a route's rules must
// leave with the route's <link> when the player navigates on, as React Router expects; an inlined copy would
// stay forever. A stylesheet that fails to load keeps its <style>.
import { useEffect } from 'react';
import { whenIdle } from '../when-idle.ts';

const INLINED_HREF = 'data-inlined-href';

export function releaseInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>(`style[${INLINED_HREF}]`)) {
    const href = style.getAttribute(INLINED_HREF);
    const link = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].find((candidate) => candidate.getAttribute('href') === href);
    // The link is gone already (the player navigated away before the page was idle): its rules go with it.
    if (!link) {
      style.remove();
      continue;
    }
    link.addEventListener('load', () => style.remove(), { once: true });
    link.disabled = false;
  }
}

/** Called once as the app's code starts in the browser. */
export function releaseInlinedStylesheetsWhenIdle(): void {
  whenIdle(() => releaseInlinedStylesheets());
}

/**
 * Marks the document `data-hydrated` once React has hydrated it. The scripts start after the first paint, so a
 * page can be seen (and its `load` event fire) before it answers clicks: end-to-end tests wait for this mark
 * after each page load (e2e/support/fixtures.ts), as a person waits for the page to respond.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
