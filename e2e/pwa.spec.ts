import type { Page } from '@playwright/test';
import { expect, test, SCREENSHOTS } from './support/fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { prefix, type Lang } from './support/ui.ts';

/**
 * The installable site (issue 23 item 6, spec §4 and §8): the service worker
 * installs and precaches the shell, the manifest is served with its icons,
 * a navigation with no network answers the offline page of the page's
 * language, a newer `buildAt` opens the update modal, and accepting it
 * clears every cache and reloads. Every other spec blocks service workers
 * (playwright.config.ts); these allow them. Each test has a context of its
 * own, so its worker and caches are its own; each covers both languages in
 * its one context, since installing the worker is most of its time.
 */
test.use({ serviceWorkers: 'allow' });
// Installing the worker downloads the precache (about 1.3 MB) in each test's fresh context.
test.describe.configure({ timeout: 90_000 });

const TEXT = {
  ru: { offline: 'Нет подключения к интернету', retry: 'Попробовать снова', update: 'Доступно обновление', accept: 'Обновить', later: 'Позже' },
  en: { offline: 'No internet connection', retry: 'Try again', update: 'Update available', accept: 'Update', later: 'Later' },
} as const;

const home = (lang: Lang) => prefix(lang) || '/';

/** Waits until the page's service worker is active and controls it (registered once the page is idle). */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test.describe('offline', () => {
  // With the network gone, the page's own background calls (live connection, polls) fail on the console.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_|Failed to fetch|WebSocket/] });

  // One context for both languages: installing the worker (its precache download) is most of the test's time.
  test('the service worker installs, the manifest is served, and offline the site opens its offline page in the page\'s language', async ({ page, context }) => {
    await page.goto(home('ru'));
    await expect(page.getByTestId('open-login')).toBeVisible();
    expect(await controlled(page)).toMatch(/\/sw\.js$/);
    // The shell is precached: scripts, styles, the offline pages; never an API answer.
    const names = await cacheNames(page);
    const precache = names.find((name) => name.startsWith('workbox-precache'));
    expect(precache, names.join(', ')).toBeTruthy();
    const urls = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), precache!);
    expect(urls).toEqual(expect.arrayContaining(['/offline/ru.html', '/offline/en.html', '/manifest.webmanifest', '/icons/icon-192.png']));
    expect(urls.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);
    expect(urls.filter((url) => url.startsWith('/api/') || url.startsWith('/socket.io') || url === '/version.json')).toEqual([]);

    // The manifest, linked from the head, with its MIME type, icons and the site's dark colours; the worker never cached by HTTP.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as { display: string; start_url: string; theme_color: string; background_color: string; icons: { sizes: string; purpose: string }[] };
    expect(body).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#0b0d1a', background_color: '#0a0c18' });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
      expect((await page.request.get(icon)).headers()['content-type']).toBe('image/png');
    }
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

    await context.setOffline(true);
    for (const lang of ['ru', 'en'] as const) {
      await page.goto(`${prefix(lang)}/dice`);
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].offline })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('link', { name: TEXT[lang].retry })).toBeVisible();
      expect(await seriousViolations(page), `the offline page (${lang})`).toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(`offline-${lang}.png`) });
    }

    // Back online, the same address is the page again.
    await context.setOffline(false);
    await page.getByRole('link', { name: TEXT.en.retry }).click();
    await expect(page.getByTestId('open-login')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('a newer buildAt opens the update modal in the page\'s language, and accepting it clears the caches and reloads', async ({ page, context }) => {
  // The version check polls every 60 s: the page's clock is driven by the test, and /version.json answers the build it is told.
  let buildAt = 1_000;
  await context.route('**/version.json*', (route) => route.fulfill({ json: { buildAt }, headers: { 'cache-control': 'no-store' } }));
  await page.clock.install();
  const firstPoll = page.waitForRequest(/\/version\.json/);
  await page.goto(home('ru'));
  await expect(page.getByTestId('open-login')).toBeVisible();
  await firstPoll;
  await page.clock.runFor(6_000); // the page goes idle: the service worker registers
  await controlled(page);
  await page.evaluate(async () => (await caches.open('e2e-marker')).put('/e2e-marker', new Response('kept until an update')));
  expect(await cacheNames(page)).toEqual(expect.arrayContaining(['e2e-marker']));
  expect(await page.evaluate(() => localStorage.getItem('buildAt'))).toBe('1000');

  // The same build: nothing. A newer one: the modal, labelled by its title, focus inside.
  await page.clock.fastForward(60_000);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('update-modal')).toBeHidden();
  buildAt = 2_000;
  await page.clock.fastForward(60_000);
  const modal = page.getByRole('dialog', { name: TEXT.ru.update });
  await expect(modal).toBeVisible();
  // The native dialog keeps focus inside it (its first control: the close button).
  await expect(modal.getByRole('button', { name: TEXT.ru.later }).first()).toBeFocused();
  expect(await seriousViolations(page), 'the update modal').toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: test.info().outputPath('update-modal-ru.png') });

  // Esc puts it off; the same build does not ask again, a newer one does.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.clock.fastForward(60_000);
  await page.waitForTimeout(300);
  await expect(modal).toBeHidden();
  buildAt = 3_000;
  await page.clock.fastForward(60_000);
  await expect(modal).toBeVisible();

  // Accepting: every cache goes, the page reloads on the new build.
  const reloaded = page.waitForEvent('load');
  await modal.getByRole('button', { name: TEXT.ru.accept }).click();
  await reloaded;
  await expect(page.getByTestId('open-login')).toBeVisible();
  const after = await cacheNames(page);
  expect(after).not.toContain('e2e-marker');
  expect(after.filter((name) => name.startsWith('workbox-precache'))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('buildAt'))).toBe('3000');
  await expect(modal).toBeHidden();

  // On the English site the next build asks in English.
  await page.goto(home('en'));
  await expect(page.getByTestId('open-login')).toBeVisible();
  buildAt = 4_000;
  await page.clock.fastForward(60_000);
  const english = page.getByRole('dialog', { name: TEXT.en.update });
  await expect(english).toBeVisible();
  await expect(english.getByRole('button', { name: TEXT.en.accept })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: test.info().outputPath('update-modal-en.png') });
  await english.getByRole('button', { name: TEXT.en.later }).first().click();
  await expect(english).toBeHidden();
});
