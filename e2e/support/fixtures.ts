import { test as base, expect, type Page } from '@playwright/test';

/**
 * `test` with a console watchdog: any browser console error or uncaught page
 * error fails the test (spec: "a real browser can do the whole journey
 * without console errors"). A test that expects one (e.g. a document that is
 * a 404) lists a pattern in `allowedConsoleErrors`.
 */
type Fixtures = { allowedConsoleErrors: RegExp[]; consoleGuard: void; hydrationWait: void };

/**
 * The site's scripts start after its first paint (apps/web/app/shared/first-paint), so a page's `load` event
 * can come before React has hydrated it, and a click then would find no handler. Every page's goto, reload and
 * history moves therefore also wait for the document's `data-hydrated` mark when the document is the site's (a
 * sandbox provider's page has no such mark and is left alone).
 */
function waitForHydration(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      if (options?.waitUntil !== 'commit') {
        await page.waitForFunction(() => !('__reactRouterContext' in window) || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
      }
      return response;
    };
  }
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = `${message.text()} @ ${message.location().url}`;
          if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
  hydrationWait: [
    async ({ context }, use) => {
      context.pages().forEach(waitForHydration);
      context.on('page', waitForHydration);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** A login that is unique per run (3–20 chars, starts with a letter). */
export function uniqueLogin(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 20);
}

/** Kopecks from a balance text like "1 000,00" or "1 000.00". */
export function parseMoney(text: string): number {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return Math.round(Number(clean) * 100);
}

/**
 * Whether specs save their screenshots (e2e/artifacts) for a person to look
 * at: yes locally, no under CI, where nobody looks at them and full-page PNGs
 * cost CPU the suite is short of. E2E_SCREENSHOTS=1 (or 0) overrides.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !(process.env.CI && process.env.CI !== 'false');
