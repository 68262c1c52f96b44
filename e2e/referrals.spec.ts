import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, parseMoney, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { headerBalance } from './support/ui.ts';
import { signUp } from './support/session.ts';

/**
 * Issue 14 items 3 and 4, the referral programme in a real browser: the
 * referrer's /refs page (link, copy, figures, chart), a visitor following
 * the link (the guard reports the hit and lands on the root), registering
 * from another address and paying through the sandbox's checkout, and the
 * referrer's balance moving by 3 % without a reload. Screenshots of /refs at
 * 1280 and 390 px go to e2e/artifacts/refs-*.png.
 */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const money = async (page: Page) => parseMoney(await headerBalance(page));

test('a referral link registration followed by a sandbox deposit credits the referrer 3 % live; /refs at 1280 and 390 px', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page.context(), { login: uniqueLogin('rf') });
  await page.goto('/');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
  await page.goto('/refs');
  await expect(page.getByTestId('refs-page')).toBeVisible();
  const link = await page.getByTestId('refs-link').inputValue();
  expect(link).toMatch(/\/refs\/[a-z0-9]{8}$/);
  await page.getByTestId('refs-copy').click();
  await expect(page.getByText('Ссылка скопирована').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByTestId('refs-count')).toHaveText('0');
  await expect(page.getByTestId('refs-chart').locator('canvas').first()).toBeVisible();
  expect(await money(page)).toBe(0);
  // This page is never reloaded from here on: its balance may only change by the live push.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The friend: another browser, another address (the self-referral rule refuses the referrer's own).
  const friendContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' }, locale: 'ru-RU' });
  try {
    const friend = await friendContext.newPage();
    await friend.goto(`${new URL(link).pathname}?utm_source=e2e`);
    await expect(friend).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(friend.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
    // After the link's visit: its cookie (in the context's jar, which signUp's request shares) names the referrer.
    await signUp(friendContext, { login: uniqueLogin('fr') });
    await friend.goto('/?cashier=deposit');
    await friend.getByTestId('deposit-method-card').click();
    await friend.getByTestId('deposit-amount').fill('1000');
    await friend.getByTestId('deposit-submit').click();
    await expect(friend.getByTestId('card-number')).toBeVisible();
    await friend.getByTestId('card-number').fill('4242 4242 4242 4242');
    await friend.getByTestId('card-expiry').fill('12/39');
    await friend.getByTestId('card-cvc').fill('123');
    await friend.getByTestId('checkout-pay').click();
    await expect(friend.getByTestId('checkout-status')).toBeVisible();
  } finally {
    await friendContext.close();
  }

  // 3 % of 1 000,00 is 30,00, on the referrer's header without a reload.
  await expect.poll(() => money(page), { timeout: 20_000 }).toBe(3_000);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('refs-count')).toHaveText('1');
  await expect(page.getByTestId('refs-earned')).toHaveText('30,00');
  await expect(page.getByTestId('refs-month')).toHaveText('30,00');
  await expect(page.getByTestId('refs-chart-readout')).toContainText('Заработок: 30,00');
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'refs-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('refs-chart').locator('canvas').first()).toBeVisible();
  // Nothing wider than the phone: no sideways scrolling.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const canvasWidth = await page.getByTestId('refs-chart').locator('canvas').first().evaluate((c) => c.getBoundingClientRect().width);
  expect(canvasWidth).toBeLessThanOrEqual(390);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, 'refs-390.png'), fullPage: true });

  await page.goto('/en/refs');
  await expect(page.getByRole('heading', { name: 'Referral programme' })).toBeVisible();
  await expect(page.getByTestId('refs-earned')).toHaveText('30.00');
});
