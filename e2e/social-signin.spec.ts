import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { prefix, type Lang } from './support/ui.ts';

/**
 * Social sign-in (issue 23 item 2) end to end, in Russian and English,
 * against the production build with the social sandbox's OpenID Connect
 * issuer standing in for VK: a visitor on a game page presses VK in the auth
 * modal, signs in at the issuer's consent page, lands on /auth/social, picks
 * a login, and is back on the game page signed in. Another browser then signs
 * in with the same VK account from another page and lands back there, as the
 * same player. Screenshots of the modal's buttons (375 px) and of the
 * landing page's registration step (1280 px) go to e2e/artifacts/.
 */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const TEXT = {
  ru: { registered: (login: string) => `Аккаунт создан. Удачной игры, ${login}!`, welcome: (login: string) => `Добро пожаловать, ${login}!`, registerTitle: 'Новый аккаунт' },
  en: { registered: (login: string) => `Your account is ready. Good luck, ${login}!`, welcome: (login: string) => `Welcome, ${login}!`, registerTitle: 'New account' },
} as const;

// The forged answer below is refused on purpose: the browser logs its 422.
test.use({ allowedConsoleErrors: [/status of 422 \(Unprocessable Entity\) @ .*\/api\/auth\/social\/callback$/] });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** From the header's sign-in button to the sandbox issuer's consent page, signed in there as `account`. */
async function signInWithVk(page: Page, account: string, screenshot?: string): Promise<void> {
  await page.getByTestId('open-login').click();
  const modal = page.getByTestId('auth-modal');
  await expect(modal.getByTestId('social-signin-vk')).toBeVisible();
  if (screenshot) {
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, screenshot) });
  }
  await modal.getByTestId('social-signin-vk').click();
  await expect(page).toHaveURL(/\/sandbox\/social\/oidc\/vk\/authorize\?/);
  await page.getByTestId('social-account').fill(account);
  await page.getByTestId('social-name').fill(`Игрок ${account}`);
  await page.getByTestId('social-allow').click();
}

/** Another browser, a phone's width: the modal's buttons must fit there too. */
async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
  return context.newPage();
}

for (const lang of ['ru', 'en'] as Lang[]) {
  test(`${lang}: a visitor signs up with the sandbox VK from the modal and lands back on the game; another browser signs in with it and lands back on its page`, async ({ page, browser, baseURL, request }) => {
    const account = uniqueLogin(`vk${lang}`);
    const login = uniqueLogin(`sv${lang}`);
    const game = `${prefix(lang)}/dice`;
    await page.goto(game);
    await signInWithVk(page, account);

    // The landing page: a new VK account, so a login (suggested from the name) and the agreement.
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/auth/social\\?`));
    const form = page.getByTestId('social-register-form');
    await expect(page.getByRole('heading', { name: TEXT[lang].registerTitle })).toBeVisible();
    await expect(form.locator('input[name=login]')).not.toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, `social-signin-register-${lang}-1280.png`) });
    await form.locator('input[name=login]').fill(login);
    await form.locator('input[name=agree_terms]').check();
    await form.locator('input[name=agree_age]').check();
    await page.getByTestId('social-register-submit').click();

    // Back where the player was, signed in, the provider's answer gone from the address.
    await expect(page).toHaveURL((url) => url.pathname === game && url.search === '');
    await expect(toast(page, TEXT[lang].registered(login))).toBeVisible();
    await expect(page.getByTestId('balance')).toBeVisible();
    // The browser's fingerprint was worked out on the way (FingerprintJS, on demand) and kept for 7 days (spec §3).
    await expect.poll(() => page.evaluate(() => {
      const cached = localStorage.getItem('fpCache');
      return cached && localStorage.getItem('fpDate') ? (JSON.parse(atob(cached)) as { visitorId: string }).visitorId : null;
    })).toMatch(/^[0-9a-f]{32}$/);

    // Another browser: the same VK account signs the same player in, from the FAQ, and lands back on the FAQ.
    const other = await freshPage(browser, baseURL!);
    try {
      const faq = `${prefix(lang)}/faq`;
      await other.goto(faq);
      await signInWithVk(other, account, `social-signin-modal-${lang}-375.png`);
      await expect(other).toHaveURL((url) => url.pathname === faq && url.search === '');
      await expect(toast(other, TEXT[lang].welcome(login))).toBeVisible();
      await expect(other.getByTestId('balance')).toBeVisible();
    } finally {
      await other.context().close();
    }

    // The account has no password of its own: the profile offers to set one (no current password to ask for), and
    // from then on the login and that password sign in too.
    if (lang === 'ru') {
      await page.getByTestId('profile-menu').click();
      await page.getByTestId('menu-profile').click();
      const modal = page.getByTestId('profile-modal');
      const form = modal.getByTestId('password-form');
      await expect(form).toHaveAttribute('data-password-set', 'false');
      await expect(modal.getByTestId('profile-old_password')).toHaveCount(0);
      await modal.getByTestId('profile-password').fill('Chosen789');
      await modal.getByTestId('profile-password_confirmation').fill('Chosen789');
      await form.locator('button[type=submit]').click();
      await expect(page.getByText('Пароль задан: теперь можно входить и по логину')).toBeVisible();
      await expect(form).toHaveAttribute('data-password-set', 'true');
      await expect(modal.getByTestId('profile-old_password')).toBeVisible();
      // A client of its own (no cookies of this browser): the login and the chosen password sign in.
      expect((await request.post('/api/auth/login', { data: { login, password: 'Chosen789' } })).status()).toBe(200);
    }
  });
}

test('the landing page with nothing to finish, or a forged answer, says so in the player\'s language', async ({ page }) => {
  await page.goto('/en/auth/social');
  await expect(page.getByTestId('social-landing-nothing')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // An answer this browser never asked for: no flow cookie, so the server refuses it (a 422 the browser logs).
  await page.goto('/auth/social?state=forged&code=0123456789abcdef0123456789abcdef');
  await expect(page.getByTestId('social-landing-error')).toContainText('Не удалось войти через соцсеть');
  await page.getByTestId('social-landing-home').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
