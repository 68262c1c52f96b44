import { expect, test } from './support/fixtures.ts';
import { T } from './support/ui.ts';

test.describe('HTTP behaviour of pages', () => {
  test('unmatched routes are real 404 pages', async ({ request }) => {
    for (const [path, text] of [['/no/such/page', `${T.ru.notFound}/no/such/page`], ['/en/no-such-page', `${T.en.notFound}/en/no-such-page`]] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain(text);
    }
    // A missing hashed asset or API path is a plain 404, never a page.
    expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
    expect((await request.get('/api/no-such-endpoint')).status()).toBe(404);
  });

  test('no trailing slash: permanent redirect', async ({ request }) => {
    const response = await request.get('/dice/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/dice');
  });

  test('root path: Accept-Language English → /en and the i18n_redirected cookie', async ({ playwright, baseURL }) => {
    const english = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9,ru;q=0.5' } });
    const response = await english.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/en');
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('i18n_redirected='));
    expect(cookie?.value).toMatch(/^i18n_redirected=en;.*Max-Age=31536000/);
    // Remembered: the next visit to / goes to /en again; /en itself is never redirected.
    expect((await english.get('/', { maxRedirects: 0 })).headers()['location']).toBe('/en');
    expect((await english.get('/en', { maxRedirects: 0 })).status()).toBe(200);
    await english.dispose();

    const russian = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'ru-RU,ru;q=0.9' } });
    const ru = await russian.get('/', { maxRedirects: 0 });
    expect(ru.status()).toBe(200);
    expect(ru.headers()['set-cookie']).toMatch(/i18n_redirected=ru/);
    // Only the root path detects: an English browser on /dice stays on the Russian page.
    const deep = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en' } });
    expect((await deep.get('/dice', { maxRedirects: 0 })).status()).toBe(200);
    await russian.dispose();
    await deep.dispose();
  });

});

test.describe('browser with English preferred', () => {
  test.use({ locale: 'en-US' });
  test('root redirect, cookie, footer language switch', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await context.cookies();
    const cookie = cookies.find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    // The footer switch keeps the page and remembers the choice.
    await page.goto('/en/dice');
    await page.getByTestId('lang-ru').click();
    await expect(page).toHaveURL(/\/dice$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ru');
  });
});

test.describe('auth guard', () => {
  // An unbuilt guarded page is a 404 document for everyone; the browser logs the status.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) @ .*\/(bonus|support)$/] });
  test('a guest opening an auth-only page goes back and sees the auth modal', async ({ page }) => {
    // First load: no previous path → the root.
    await page.goto('/bonus');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page.getByTestId('login-form')).toBeVisible();

    // In-app navigation: back to the page the visitor was on.
    await page.goto('/en/dice');
    await expect(page.getByTestId('dice-game')).toBeVisible();
    // The game is in the server's HTML, so it shows before the app runs; the
    // sign-in button replaces the header placeholder only once the app has
    // hydrated, and from then on the router owns history. (A history entry
    // pushed before the app starts is not an in-app navigation: the router
    // would start on it as if it were the first load.)
    await expect(page.getByTestId('open-login')).toBeVisible();
    // Drive the router directly to the auth-only support page (a history entry + popstate).
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'guard', idx: 1 }, '', '/en/support');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\/en\/dice$/);
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('the server turns a guest away from an auth-only page: back to the page before on this site, or the root', async ({ request, baseURL }) => {
    const from = async (referer?: string) => {
      const answer = await request.get('/en/bonus?tab=1', { maxRedirects: 0, headers: referer ? { referer } : {} });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['set-cookie']).toContain(`auth_next=${encodeURIComponent('/en/bonus?tab=1')};`);
      return answer.headers().location;
    };
    expect(await from(`${baseURL}/en/dice?x=1`)).toBe('/en/dice?x=1');
    expect(await from()).toBe('/en');
    expect(await from('https://elsewhere.example/en/dice')).toBe('/en');
    expect(await from(`${baseURL}/en/bonus?tab=1`)).toBe('/en');
    expect(await from('not a url')).toBe('/en');
  });

  test('a navigation that reaches the guard while the page is still hydrating goes back too', async ({ page }) => {
    // The guarded page's code is then in the browser cache, so its guard runs as soon as it is asked to.
    await page.goto('/bonus');
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    // The router listens to history from the moment it is created, during
    // hydration, before the app's first render has committed. Drive it right
    // then: as soon as its popstate listener is attached on the /en/dice page.
    await page.addInitScript(() => {
      if (window.location.pathname !== '/en/dice') return;
      const original = window.addEventListener;
      window.addEventListener = function (this: Window, ...args: Parameters<typeof original>) {
        original.apply(this, args);
        if (args[0] !== 'popstate') return;
        window.addEventListener = original;
        queueMicrotask(() => {
          (window as unknown as { __guardDriven?: boolean }).__guardDriven = true;
          window.history.pushState({ usr: null, key: 'guard', idx: 1 }, '', '/en/support');
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        });
      } as typeof original;
    });
    await page.goto('/en/dice');
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/dice$/);
    await expect(page.getByTestId('dice-game')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __guardDriven?: boolean }).__guardDriven), 'the router was driven during hydration').toBe(true);
  });
});

test.describe('the casino sections from the home page, the footer and the header', () => {
  test('home tiles, footer and header lead to bonuses, statuses, tournaments, referrals and support in each language', async ({ page }) => {
    for (const base of ['', '/en']) {
      await page.goto(base || '/');
      // The footer links every section under the page's language prefix.
      const hrefs = await page.getByTestId('footer-casino').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['bonus', 'statuses', 'tournaments', 'refs', 'support'].map((p) => `${base}/${p}`));
      // A home tile opens the public tournaments page in the app (no reload).
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      await page.getByTestId('highlight-tournaments').click();
      await expect(page).toHaveURL(new RegExp(`${base}/tournaments$`));
      await expect(page.getByTestId('tournaments-page')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      // The header's link is there on a wide screen too.
      await expect(page.getByTestId('nav-tournaments')).toHaveAttribute('href', `${base}/tournaments`);
    }
  });

  test('a guest following the referrals tile is asked to sign in and stays on the home page', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('open-login')).toBeVisible();
    await page.getByTestId('highlight-refs').click();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
  });
});
