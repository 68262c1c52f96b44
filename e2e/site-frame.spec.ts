import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from './support/a11y.ts';
import { expect, SCREENSHOTS, test } from './support/fixtures.ts';
import { prefix } from './support/ui.ts';

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

/**
 * Issue 23 items 4 and 5: the footer's player policies in both languages,
 * and the player's switches kept in local storage as "true"/"false" strings
 * across a reload (tiles or list, the redesign layout, snow); item 3's
 * search modal.
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
