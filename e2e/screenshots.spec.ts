import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { signUp } from './support/session.ts';

/** Home and Dice at desktop (1280) and phone (375) widths, saved as e2e/artifacts/*.png. */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'mobile', viewport: { width: 375, height: 812 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor: 1, locale: 'ru-RU' });
    test(`screenshots at ${viewport.width}px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
      await page.evaluate(() => document.fonts.ready);
      // No horizontal overflow at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, `home-${name}.png`), fullPage: true });

      await signUp(page.context(), { login: uniqueLogin('shot') });
      await page.reload();
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
      await page.getByTestId('balance').click();
      await page.getByTestId('play-demo').click();
      await expect(page.getByTestId('demo-add')).toBeVisible();
      await page.getByTestId('demo-add').click();
      await page.keyboard.press('Escape');
      await page.goto('/dice');
      await expect(page.getByTestId('balance')).toBeVisible();
      await page.getByTestId('dice-less').click();
      await expect(page.getByTestId('dice-result-status')).toHaveAttribute('data-state', /^(win|loss)$/);
      await expect(page.getByTestId('my-bet-row').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Full-page shots from the top, so the sticky header sits where it belongs.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, `dice-${name}.png`), fullPage: true });
    });
  });
}
