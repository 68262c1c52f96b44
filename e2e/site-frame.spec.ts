import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from './support/a11y.ts';
import { expect, SCREENSHOTS, test } from './support/fixtures.ts';
import { signUp } from './support/session.ts';
import { prefix } from './support/ui.ts';

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

/**
 * Issue 23 items 4 and 5: the footer's player policies in both languages,
 * and the player's switches kept in local storage as "true"/"false" strings
 * across a reload (tiles or list, the redesign layout, the palette, snow); item 3's
 * search modal, domain modals and the site-wide win notice.
 */
const POLICIES = [
  { testId: 'footer-kyc', path: '/kyc', title: { ru: /^Политика KYC.*\| Azart$/, en: /^KYC policy.*\| Azart$/ } },
  { testId: 'footer-aml', path: '/aml-policy', title: { ru: /^Политика AML.*\| Azart$/, en: /^AML policy.*\| Azart$/ } },
  { testId: 'footer-responsible', path: '/responsible-gambling', title: { ru: /^Ответственная игра.*\| Azart$/, en: /^Responsible gambling.*\| Azart$/ } },
] as const;

test('the footer links reach the AML, KYC and responsible gambling pages in Russian and English', async ({ page, request }) => {
  for (const lang of ['ru', 'en'] as const) {
    await page.goto(prefix(lang) || '/');
    await expect(page.getByTestId('open-login')).toBeVisible();
    for (const policy of POLICIES) {
      const href = `${prefix(lang)}${policy.path}`;
      const link = page.getByTestId(policy.testId);
      await expect(link).toHaveAttribute('href', href);
      // The document itself answers 200 (the page is rendered on the server)…
      expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
      // …and the footer's link takes the player there in the page's language.
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page).toHaveTitle(policy.title[lang]);
      await expect(page.locator('h1')).toBeVisible();
    }
    // The last one, responsible gambling: the place of the player protection tools, and real places to get help.
    await expect(page.getByTestId('protection-tools')).toBeVisible();
    await expect(page.getByTestId('gambling-help').getByRole('link', { name: 'GamCare' })).toHaveAttribute('href', 'https://www.gamcare.org.uk');
  }
});

test('the tiles or list view and the home layout are remembered across a reload; the home page search narrows the list', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('open-login')).toBeVisible();
  const grid = page.getByTestId('games-grid');
  await expect(grid).toHaveAttribute('data-view', 'tiles');
  await expect(page.getByTestId('home-grid')).toHaveAttribute('data-layout', 'old');

  await page.getByTestId('view-toggle').click();
  await expect(grid).toHaveAttribute('data-view', 'list');
  await page.getByTestId('more-menu').click();
  await page.getByTestId('switch-redesign').click();
  await expect(page.getByTestId('home-grid')).toHaveAttribute('data-layout', 'redesign');
  expect(await page.evaluate(() => [localStorage.getItem('tiled'), localStorage.getItem('redesign')])).toEqual(['false', 'true']);

  await page.reload();
  await expect(page.getByTestId('open-login')).toBeVisible();
  await expect(grid).toHaveAttribute('data-view', 'list');
  await expect(page.getByTestId('home-grid')).toHaveAttribute('data-layout', 'redesign');

  // The home page's own search field narrows the list.
  await page.getByTestId('games-search').fill('dice');
  await expect(page.getByTestId('game-card-dice')).toBeVisible();
  await expect(page.getByTestId('game-card-mines')).toHaveCount(0);
});

test('the dark theme switch: the light palette, remembered across a reload and drawn by the server, passes axe', async ({ page, request }) => {
  test.setTimeout(90_000);
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto('/dice');
  await expect(page.getByTestId('open-login')).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await background();

  await page.getByTestId('more-menu').click();
  await expect(page.getByTestId('switch-dark')).toBeChecked();
  await page.getByTestId('switch-dark').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light');
  // Polled: surfaces fade to the new palette.
  await expect.poll(background).not.toBe(dark);
  expect(await page.evaluate(() => [localStorage.getItem('dark'), document.cookie.includes('theme=light')])).toEqual(['false', true]);

  // The server draws the palette from the cookie, so the first paint is already light.
  const served = await (await request.get('/dice', { headers: { cookie: 'theme=light' } })).text();
  expect(served).toMatch(/<html[^>]* data-theme="light"/);

  await page.reload();
  await expect(page.getByTestId('open-login')).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await seriousViolations(page), '/dice in the light palette').toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'light-dice-1280-ru.png') });
  await page.goto('/en');
  await expect(page.getByTestId('open-login')).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await seriousViolations(page), '/en in the light palette').toEqual([]);

  await page.getByTestId('more-menu').click();
  await page.getByTestId('switch-dark').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => [localStorage.getItem('dark'), document.cookie.includes('theme=dark')])).toEqual(['true', true]);
});

test('the search modal: the header opens it anywhere, it finds a game, Enter opens it, the search is remembered, Ctrl+K and "/" open it too', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByTestId('open-login')).toBeVisible();
  await page.getByTestId('header-search').click();
  const modal = page.getByTestId('search-modal');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  const input = modal.getByTestId('search-input');
  await expect(input).toBeFocused();
  // An empty field lists every game; a query narrows, best first.
  await expect(modal.getByTestId('search-result-dice')).toBeVisible();
  await input.fill('mega');
  await expect(modal.getByTestId('search-results').locator('a').first()).toHaveAttribute('data-testid', 'search-result-megawheel');
  await expect(modal.getByTestId('search-result-dice')).toHaveCount(0);
  await input.fill('zzz');
  await expect(modal.getByTestId('search-status')).toHaveText('Игры не найдены');
  expect(await seriousViolations(page), 'the search modal with no result').toEqual([]);
  await input.fill('Dice');
  await input.press('Enter');
  // The route changes and the modal closes with it.
  await expect(page).toHaveURL(/\/dice$/);
  await expect(modal).toBeHidden();

  // The keyboard opens it again, with the search remembered on this device.
  await page.keyboard.press('Control+k');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('search-recent')).toHaveText(['Dice']);
  await modal.getByTestId('search-recent').click();
  await expect(modal.getByTestId('search-input')).toHaveValue('Dice');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // "/" opens it when the player is not typing: the dialog gives the focus back to where it was, maybe a field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(modal).toBeVisible();
});

test('the search modal in English at a phone width, from the "more" menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en/faq');
  await expect(page.getByTestId('open-login')).toBeVisible();
  await page.getByTestId('more-menu').click();
  await page.getByTestId('menu-search').click();
  const modal = page.getByTestId('search-modal');
  await expect(modal.getByRole('heading', { name: 'Search games' })).toBeVisible();
  await modal.getByTestId('search-input').fill('wheel');
  await expect(modal.getByTestId('search-status')).toHaveText(/games? found$/);
  await expect(modal.getByTestId('search-result-megawheel')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), 'the search modal on a phone').toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'search-modal-375-en.png') });
  await modal.getByTestId('search-result-megawheel').click();
  await expect(page).toHaveURL(/\/en\/megawheel$/);
  await expect(modal).toBeHidden();
});

test('on an old address the move notice names the official one until the player stays; the menu shows the address in both languages', async ({ page }) => {
  // What a deployment whose DOMAIN is another host answers (this server's DOMAIN is a loopback default, which names none).
  await page.route('**/api/settings', (route) => route.fulfill({ json: { response: { DOMAIN: 'azart-new.example' } } }));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dice?ref=e2e');
  const notice = page.getByRole('dialog', { name: 'Мы переехали' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('azart-new.example');
  await expect(notice.getByTestId('domain-go')).toHaveAttribute('href', 'https://azart-new.example/dice?ref=e2e');
  await expect(notice.getByTestId('domain-go')).toBeInViewport();
  expect(await seriousViolations(page), 'the move notice on a phone').toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'domain-move-375-ru.png') });
  await notice.getByTestId('domain-stay').click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('undomain'))).toBe('true');

  // Stayed: the next page load says nothing; the address is still one menu entry away, in the page's language.
  await page.goto('/en/faq');
  await expect(page.getByTestId('open-login')).toBeVisible();
  await page.getByTestId('more-menu').click();
  await page.getByTestId('menu-domain').click();
  const modal = page.getByRole('dialog', { name: 'Official address' });
  await expect(modal.getByTestId('domain-address')).toHaveText('azart-new.example');
  await expect(page.getByRole('dialog', { name: 'We have moved' })).toHaveCount(0);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'domain-address-375-en.png') });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('a round game won while on another page shows the win notice there, with the way back to the game', async ({ page }) => {
  // The live connection is the real one (a WebSocket from the start), passed through; once the server has accepted
  // it, the test adds the push the server sends a round's winner (`roundWin` on the player's channel) as a
  // Socket.IO event frame, since a round's result cannot be chosen.
  let socket: { send(message: string): void } | null = null;
  let connected!: () => void;
  const onWebSocket = new Promise<void>((resolve) => (connected = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      ws.send(message);
      if (typeof message === 'string' && message.startsWith('40')) { // Socket.IO's CONNECT answer
        socket = ws;
        connected();
      }
    });
  });
  const player = await signUp(page.context());
  await page.goto('/en/dice');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
  await onWebSocket;
  const push = (data: unknown) => socket!.send(`42${JSON.stringify(['publication', { channel: `usr#${player.id}`, data }])}`);

  // A round that returned less than its stakes is no win (the notice that opens is the next push's).
  push({ roundWin: { game: 'x100', roundId: 41, win: 500, amount: 1_000 } });
  push({ roundWin: { game: 'megawheel', roundId: 42, win: 12_500, amount: 2_500 } });
  const notice = page.getByRole('dialog', { name: 'You won in Mega Wheel!' });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('win-notice-payout')).toContainText('125.00');
  await expect(notice).toContainText('+100.00');
  expect(await seriousViolations(page), 'the win notice').toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'win-notice-1280-en.png') });
  await notice.getByTestId('win-notice-play').click();
  await expect(page).toHaveURL(/\/en\/megawheel$/);
  await expect(notice).toBeHidden();
  // On the game's own page: no notice. The toast pushed after it shows once the win's push has been handled.
  push({ roundWin: { game: 'megawheel', roundId: 43, win: 12_500, amount: 2_500 } });
  push({ notify: { content: 'e2e: after the win', type: 'info' } });
  await expect(page.getByText('e2e: after the win')).toBeVisible();
  await expect(notice).toBeHidden();
});

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the snow overlay turns on and off and is remembered across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('open-login')).toBeVisible();
    await expect(page.getByTestId('snow')).toHaveCount(0);

    await page.getByTestId('more-menu').click();
    await page.getByTestId('switch-snow').click();
    await expect(page.getByTestId('snow')).toHaveAttribute('data-flakes', '200');
    expect(await page.evaluate(() => localStorage.getItem('snow'))).toBe('true');

    await page.reload();
    await expect(page.getByTestId('snow')).toBeAttached();

    await page.getByTestId('more-menu').click();
    await page.getByTestId('switch-snow').click();
    await expect(page.getByTestId('snow')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('snow'))).toBe('false');
  });
});
