import { expect, test } from './support/fixtures.ts';
import { prefix } from './support/ui.ts';

/**
 * Issue 23 items 4 and 5: the footer's player policies in both languages,
 * and the player's switches kept in local storage as "true"/"false" strings
 * across a reload (tiles or list, the redesign layout, snow).
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

test('the tiles or list view and the home layout are remembered across a reload; search focuses the games search', async ({ page }) => {
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

  // The header's search: the games search, focused; it narrows the list.
  await page.goto('/faq');
  await page.getByTestId('header-search').click();
  await expect(page.getByTestId('games-search')).toBeFocused();
  await page.getByTestId('games-search').fill('dice');
  await expect(page.getByTestId('game-card-dice')).toBeVisible();
  await expect(page.getByTestId('game-card-mines')).toHaveCount(0);
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
