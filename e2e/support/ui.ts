import type { Locator, Page } from '@playwright/test';
import { expect, parseMoney, uniqueLogin } from './fixtures.ts';
import { signUp } from './session.ts';

export type Lang = 'ru' | 'en';
export const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** Texts the tests look for, in both languages (the app's catalogues are the source; these mirror them). */
export const T = {
  ru: { enterLogin: 'Введите логин', registered: 'Аккаунт создан', demoOn: 'Демо-режим включён', added: 'Добавлено 1 000 демо-монет', notFound: 'Страница не найдена: ', heroCta: 'Играть в Dice', showPassword: 'Показать пароль', hidePassword: 'Скрыть пароль' },
  en: { enterLogin: 'Enter a login', registered: 'Your account is ready', demoOn: 'Demo mode is on', added: '1 000 demo coins added', notFound: 'Page not found: ', heroCta: 'Play Dice', showPassword: 'Show password', hidePassword: 'Hide password' },
} as const;

/**
 * Opens the auth modal from the header and registers a new player: for
 * e2e/journey.spec.ts, which tests the modal itself in both languages; every
 * other spec signs up through the API (support/session.ts).
 */
export async function registerViaModal(page: Page, lang: Lang, login: string, password = 'Secret123'): Promise<void> {
  await page.getByTestId('open-register').click();
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  const form = modal.getByTestId('register-form');
  // Client-side validation with the shared schemas, before any request.
  await form.locator('button[type=submit]').click();
  await expect(form.getByText(T[lang].enterLogin)).toBeVisible();
  await form.locator('input[name=login]').fill(login);
  await form.locator('input[name=password]').fill(password);
  // The eye button shows what was typed, and hides it again.
  const reveal = form.getByRole('button', { name: T[lang].showPassword }).first();
  await reveal.click();
  await expect(form.locator('input[name=password]')).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: T[lang].hidePassword }).click();
  await expect(form.locator('input[name=password]')).toHaveAttribute('type', 'password');
  await form.locator('input[name=password_confirmation]').fill(password);
  await form.locator('input[name=agree_terms]').check();
  await form.locator('input[name=agree_age]').check();
  await form.locator('button[type=submit]').click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(T[lang].registered)).toBeVisible();
}

export async function headerBalance(page: Page): Promise<string> {
  return (await page.getByTestId('balance-amount').textContent())?.trim() ?? '';
}

/**
 * A new player signed up through the API with demo mode on and 1 000 demo
 * coins (support/session.ts), on the home page of `lang` once the header
 * balance shows them. Its page's context must not have signed anyone up yet.
 */
export async function demoPlayer(page: Page, lang: Lang, login = uniqueLogin(`p${lang}`)): Promise<string> {
  await signUp(page.context(), { login, demoCoins: true });
  await page.goto(prefix(lang) || '/');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
  await expect.poll(async () => parseMoney(await headerBalance(page))).toBeGreaterThanOrEqual(100_000);
  return login;
}

/**
 * Asserts that every element is wholly on screen at the current scroll
 * position: inside the viewport, below the sticky header, and not covered by
 * anything else at its centre (a sticky bar, a toast, an overlay).
 */
export async function expectOnScreenTogether(page: Page, elements: Record<string, Locator>): Promise<void> {
  const viewport = page.viewportSize()!;
  const headerBottom = (await page.locator('header.header').boundingBox())?.height ?? 0;
  for (const [name, locator] of Object.entries(elements)) {
    const box = await locator.boundingBox();
    expect(box, `${name} is rendered`).not.toBeNull();
    expect(box!.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.y, `${name} top edge is below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(box!.x + box!.width, `${name} right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box!.y + box!.height, `${name} bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
    const onTop = await locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (el === hit || el.contains(hit));
    });
    expect(onTop, `${name} is not covered at its centre`).toBe(true);
  }
}

/**
 * Plays every finite animation and transition on the page to its end, so a
 * layout check sees the state the page stays in (a win's burst, say, grows
 * for 1.4 s and keeps its last frame) whatever the moment the check runs.
 * Not `settle` (support/a11y.ts), which waits instead: by then the page has
 * removed the win card, and with it what a layout check is there to see.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
}

/** Elements that scroll sideways or cut their content off at this width. */
export async function clippedElements(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => `${el.className || el.tagName} ${el.scrollWidth}>${el.clientWidth}`),
  );
}

/**
 * Deposits `coins` by card through the sandbox's hosted checkout, in a second
 * tab of the same session opened on `path` with the cashier, and waits until
 * the checkout says it succeeded (the first tab gets its balance by push).
 */
export async function depositByCard(page: Page, path: string, coins: number): Promise<void> {
  const pay = await page.context().newPage();
  await pay.goto(`${path}?cashier=deposit`);
  await pay.getByTestId('deposit-method-card').click();
  await pay.getByTestId('deposit-amount').fill(String(coins));
  await pay.getByTestId('deposit-submit').click();
  await pay.getByTestId('card-number').fill('4242 4242 4242 4242');
  await pay.getByTestId('card-expiry').fill('12/39');
  await pay.getByTestId('card-cvc').fill('123');
  await pay.getByTestId('checkout-pay').click();
  await expect(pay.getByTestId('checkout-status')).toHaveAttribute('data-status', 'succeeded');
  await pay.close();
}
