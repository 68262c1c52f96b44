import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, parseMoney, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { depositByCard, headerBalance } from './support/ui.ts';
import { signUp } from './support/session.ts';

/**
 * Issue 14 item 2 in a real browser: a player deposits through the sandbox's
 * checkout, plays a few Dice bets, and /tournaments shows their points (3 %
 * of the stakes) in the daily and weekly tournaments and their nick in the
 * places table. Screenshots at 1280 and 390 px go to
 * e2e/artifacts/tournaments-*.png.
 */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

test('the tournaments page shows the player\'s points after a few bets; 1280 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = uniqueLogin('tr');
  await signUp(page.context(), { login });
  await page.goto('/dice');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');

  await depositByCard(page, '/dice', 1000);
  await expect.poll(async () => parseMoney(await headerBalance(page)), { timeout: 20_000 }).toBe(100_000);

  for (let i = 0; i < 3; i++) {
    await page.getByTestId('dice-less').click();
    await expect(page.getByTestId('dice-result-status')).toHaveAttribute('data-state', /^(win|loss)$/);
  }

  await page.goto('/tournaments');
  await expect(page.getByTestId('tournaments-page')).toBeVisible();
  // Points trail the bets by the counting's moment, and the player's own standing loads after the session is restored: look again until they show.
  // The page lists the running tournaments by their end, so the first of each kind is the default period's (the back office may have added others).
  const myPoints = page.getByTestId('tour-bank-my-points').first().locator('dd');
  await expect(async () => {
    await page.reload();
    await expect(myPoints).not.toHaveText('0,00', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // 3 % of what was staked: Dice's points, in the daily and the weekly tournament alike.
  expect(parseMoney((await myPoints.textContent()) ?? '')).toBeGreaterThan(0);
  await expect(page.getByTestId('tour-places-my-points').first().locator('dd')).toHaveText((await myPoints.textContent()) ?? '');
  await expect(page.getByTestId('tour-bank').first().getByRole('cell', { name: login })).toBeVisible();
  await expect(page.getByTestId('tour-places').first().getByRole('cell', { name: login })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'tournaments-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing of the page wider than the phone (the places tables scroll inside their own frame if they must).
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('[data-testid="tournaments-page"] *')].filter((e) => !e.closest('.table-wrap') && e.getBoundingClientRect().right > 390).length))
    .toBe(0);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'tournaments-390.png'), fullPage: true });

  await page.goto('/en/tournaments');
  await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
  await expect(page.getByText('Rate per point', { exact: true }).first()).toBeVisible();
});
