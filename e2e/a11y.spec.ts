import { expect, test } from './support/fixtures.ts';
import { demoPlayer, prefix } from './support/ui.ts';
import { seriousViolations } from './support/a11y.ts';

/**
 * Issue 9: accessibility checks with axe-core (what Lighthouse's
 * accessibility audit runs) on every page, in both languages, on a desktop
 * and on a 375 px phone: zero serious and zero critical violations. A signed
 * -in player's game page after a bet (tables, results, the win moment) is
 * checked too. The phone pass checks the Russian pages (see WIDTHS).
 */
const PAGES = ['/', '/dice', '/mines', '/bubbles', '/hotline', '/popit', '/x100', '/megawheel', '/fairness', '/faq', '/terms', '/policy', '/aml-policy', '/kyc', '/responsible-gambling', '/no-such-page'];
// Both languages on a desktop; the phone layout (its own header, menus and tables) in Russian, the default: the
// English pages have the same markup with other words, and each axe pass over every page costs a minute of CPU.
// The policy pages share one template, and the round games another: the Russian desktop pass checks all of them,
// the other passes one round game and two policy pages.
const SAME_TEMPLATE = new Set(['/megawheel', '/policy', '/aml-policy', '/kyc']);
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, langs: ['ru', 'en'] },
  { name: 'phone', viewport: { width: 375, height: 812 }, langs: ['ru'] },
] as const;
const pagesOf = (width: string, lang: string) => (width === 'desktop' && lang === 'ru' ? PAGES : PAGES.filter((path) => !SAME_TEMPLATE.has(path)));

for (const { name, viewport, langs } of WIDTHS) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor: 1, allowedConsoleErrors: [/status of 404 \(Not Found\) @ .*\/no-such-page$/] });

    for (const lang of langs) {
      // Two halves per language: each test stays well inside its time on a slow machine, and the halves run side by side.
      const all = pagesOf(name, lang);
      const half = Math.ceil(all.length / 2);
      for (const pages of [all.slice(0, half), all.slice(half)]) {
        test(`axe: ${pages[0]} … ${pages.at(-1)} in ${lang} have no serious or critical violations`, async ({ page }) => {
          test.setTimeout(120_000);
          for (const path of pages) {
            const url = path === '/' ? prefix(lang) || '/' : `${prefix(lang)}${path}`;
            await page.goto(url, { waitUntil: 'load' });
            // Hydrated: the header's account area replaces its placeholder.
            await expect(page.getByTestId('open-login')).toBeVisible();
            expect(await seriousViolations(page), url).toEqual([]);
          }
        });
      }
    }

    test('axe: a signed-in player\'s game after a bet, with an open dialog', async ({ page }) => {
      test.setTimeout(120_000);
      await demoPlayer(page, 'ru');
      await page.goto('/dice');
      await page.getByTestId('dice-chance-input').fill('95');
      await page.getByTestId('dice-less').click();
      await expect(page.getByTestId('dice-result-status')).toHaveAttribute('data-state', /^(win|loss)$/);
      await expect(page.getByTestId('my-bet-row').first()).toBeVisible();
      expect(await seriousViolations(page), '/dice after a bet').toEqual([]);
      // An invalid chance with its message.
      await page.getByTestId('dice-chance-input').fill('99');
      expect(await seriousViolations(page), '/dice with an invalid chance').toEqual([]);
      await page.getByTestId('my-bet-check').first().click();
      await expect(page.getByTestId('fairness-dialog')).toBeVisible();
      expect(await seriousViolations(page), 'the fairness dialog').toEqual([]);
    });
  });
}
