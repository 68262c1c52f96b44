// The browser's half of ./server.ts for stylesheets: at the first client-side navigation, each stylesheet link the
// server left disabled is enabled (the file comes from the network or the cache), and the <style> that stood in
// for it is dropped when the file has loaded, so nothing is unstyled in between; a link the navigation removed
// takes its <style> with it at once. Dropping them matters: a route's rules must leave with the route's <link>,
// as React Router expects; an inlined copy would stay forever. Until the player navigates, the inlined styles
// are the page's styles: nothing is fetched or restyled for a page that is only read (nor in the seconds
// Lighthouse watches the main thread). A stylesheet that fails to load keeps its <style>.
import { useEffect, useRef } from 'react';

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

/** Releases the inlined stylesheets once the path changes after hydration (the root layout's hook). */
export function useInlinedStylesheetsUntilNavigation(pathname: string): void {
  const first = useRef<string | null>(pathname);
  useEffect(() => {
    if (first.current === null || pathname === first.current) return;
    first.current = null;
    releaseInlinedStylesheets();
  }, [pathname]);
}

/**
 * Marks the document `data-hydrated` once React has hydrated it and shown the browser's own state (`ready`: the
 * root layout's switch, shared/browser-state.ts). The scripts start after the first paint, so a page can be seen
 * (and its `load` event fire) before it answers clicks: end-to-end tests wait for this mark after each page load
 * (e2e/support/fixtures.ts), as a person waits for the page to respond.
 */
export function useHydratedMark(ready: boolean): void {
  useEffect(() => {
    if (ready) document.documentElement.dataset.hydrated = 'true';
  }, [ready]);
}
