import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The administrator scripts/e2e-server.ts creates before the suite. */
export const ADMIN = { login: 'e2eadmin', password: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-admin-pass-1' };

/** Signs in through the auth modal the page shows (a visitor opening a signed-in page gets it). */
export async function signInThroughModal(page: Page, who: { login: string; password: string } = ADMIN): Promise<void> {
  const modal = page.getByTestId('auth-modal');
  await expect(modal.getByTestId('login-form')).toBeVisible();
  await modal.locator('input[name=login]').fill(who.login);
  await modal.locator('input[name=password]').fill(who.password);
  await modal.locator('button[type=submit]').click();
}

/** Opens a back-office page as a visitor, signs in as the administrator, and waits to be back on it. */
export async function signInAdmin(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await signInThroughModal(page);
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
}
