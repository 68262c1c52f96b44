import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, parseMoney, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { headerBalance, prefix, type Lang } from './support/ui.ts';
import { signUp } from './support/session.ts';

/**
 * Issue 11, the player's cashier: the payment modal opened by its URL and by
 * the header at 375 px, the forms' own checks in both languages (spec §5's
 * messages verbatim), a card deposit through the sandbox's hosted checkout
 * with the balance moving live, and a withdrawal (after the X2 wager) that is
 * cancelled with the money back at once, and a deposit-not-received request
 * (multipart) for the declined deposit. Screenshots of every tab at 1280 and
 * 390 px go to e2e/artifacts/cashier-*.png.
 */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

const T = {
  ru: {
    below: 'Минимальная сумма — 100,00',
    phone: 'Введите номер телефона в формате +7XXXXXXXXXX',
    operator: 'Выберите оператора',
    card: 'Вы ввели неверный номер карты',
    cardRequired: 'Введите номер карты',
    bank: 'Выберите банк',
    trc20: 'Вы ввели неверный кошелек. Сеть: TRC-20, монета: USDT',
    depositNotSelected: 'Депозит не выбран',
    commentRequired: 'Комментарий не заполнен.',
    fileNotSelected: 'Файл не выбран',
    fileFromCloud: 'Нельзя загружать файлы из облачного хранилища.',
    fileTooLarge: 'Максимальный размер файла 8 МБ',
    fileType: 'Допустимы только изображения и PDF',
    declined: 'Платёж отклонён',
  },
  en: {
    below: 'The minimum amount is 100.00',
    phone: 'Enter the phone number as +7XXXXXXXXXX',
    operator: 'Please select an operator',
    card: 'You entered an invalid card number',
    cardRequired: 'Enter the card number',
    bank: 'Please select bank',
    trc20: 'You entered an invalid wallet. Network: TRC-20, coin: USDT',
    depositNotSelected: 'Deposit not selected',
    commentRequired: 'The comment was not filled in.',
    fileNotSelected: 'File not selected',
    fileFromCloud: 'You cannot download files from cloud storage.',
    fileTooLarge: 'Maximum file size 8 MB',
    fileType: 'Only images and PDF format are allowed',
    declined: 'The payment was declined',
  },
} as const;

/** Fills and sends the registration form of an auth modal that is already open. */
async function registerInOpenModal(page: Page, login: string): Promise<void> {
  const modal = page.getByTestId('auth-modal');
  await modal.getByTestId('auth-tab-register').click();
  const form = modal.getByTestId('register-form');
  await form.locator('input[name=login]').fill(login);
  await form.locator('input[name=password]').fill('Secret123');
  await form.locator('input[name=password_confirmation]').fill('Secret123');
  await form.locator('input[name=agree_terms]').check();
  await form.locator('input[name=agree_age]').check();
  await form.locator('button[type=submit]').click();
  await expect(modal).toBeHidden();
}

/** Every element wholly inside the viewport (the modal covers the page; nothing is cut off sideways). */
async function expectInViewport(page: Page, elements: Record<string, Locator>): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const [name, locator] of Object.entries(elements)) {
    const box = await locator.boundingBox();
    expect(box, `${name} is rendered`).not.toBeNull();
    expect(box!.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.y, `${name} top edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box!.y + box!.height, `${name} bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
  }
}

/** Nothing in the modal scrolls sideways, and the page does not either. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const wide = await page.getByTestId('cashier-modal').evaluate((modal) =>
    [modal, ...modal.querySelectorAll('*')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible').map((el) => `${el.className} ${el.scrollWidth}>${el.clientWidth}`),
  );
  expect(wide).toEqual([]);
  const box = await page.getByTestId('cashier-modal').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

async function axe(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  // Only violations are read (axe keeps one node of each pass then, which is most of its time).
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="cashier-modal"]').options({ resultTypes: ['violations'] }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A 1 × 1 PNG: a receipt the server recognises by its content. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const money = async (page: Page) => parseMoney(await headerBalance(page));
/** A form's message (under a field or for the whole form), not a control that happens to say the same words. */
const message = (scope: Locator, text: string) => scope.getByRole('alert').filter({ hasText: text });

test.describe('opening the cashier', () => {
  test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });

  test('by its URL (a visitor signs in first) and by the header at 375 px; closing removes the parameter; a reload keeps it', async ({ page }) => {
    test.setTimeout(90_000);
    // A visitor following a cashier link: the sign-in modal, and the cashier once signed in.
    await page.goto('/dice?cashier=deposit');
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page).toHaveURL(/\/dice$/);
    await registerInOpenModal(page, uniqueLogin('cu'));
    const modal = page.getByTestId('cashier-modal');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/dice\?cashier=deposit$/);
    await expect(page.getByTestId('cashier-tab-deposit')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('deposit-form')).toBeVisible();

    // The phone's sheet: full width and height, nothing sideways, amount, fee and the main button on screen.
    const sheet = await modal.boundingBox();
    expect(sheet).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
    await page.getByTestId('deposit-amount').fill('1000');
    await expectNoSidewaysScroll(page);
    await expectInViewport(page, { amount: page.getByTestId('deposit-amount'), fee: page.getByTestId('deposit-fee'), total: page.getByTestId('deposit-total'), submit: page.getByTestId('deposit-submit') });
    expect(await axe(page), 'deposit tab at 375 px').toEqual([]);

    // Tabs change the URL in place; closing removes the parameter.
    await page.getByTestId('cashier-tab-history').click();
    await expect(page).toHaveURL(/\?cashier=history$/);
    await modal.locator('.modal__header').getByRole('button', { name: 'Закрыть' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/dice$/);

    // The header's compact Deposit button (the only one at 375 px), then a reload keeps the cashier open.
    await expect(page.getByTestId('header-withdraw')).toBeHidden();
    await page.getByTestId('header-deposit').click();
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/dice\?cashier=deposit$/);
    await page.reload();
    await expect(page.getByTestId('cashier-modal')).toBeVisible();
    await expect(page.getByTestId('cashier-tab-deposit')).toHaveAttribute('aria-selected', 'true');
    // Esc closes it; the back button would too (it was opened over the page).
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cashier-modal')).toBeHidden();
    await expect(page).toHaveURL(/\/dice$/);

    // Withdraw lives in the balance menu on a phone.
    await page.getByTestId('balance').click();
    await page.getByTestId('menu-withdraw').click();
    await expect(page.getByTestId('cashier-modal')).toBeVisible();
    await expect(page.getByTestId('cashier-tab-withdraw')).toHaveAttribute('aria-selected', 'true');
    // No deposit yet: nothing to withdraw by, and a way to deposit.
    await expect(page.getByTestId('withdraw-to-deposit')).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axe(page), 'withdraw tab at 375 px').toEqual([]);
    await page.getByTestId('withdraw-to-deposit').click();
    await expect(page).toHaveURL(/\?cashier=deposit$/);
    await page.getByTestId('cashier-tab-history').click();
    await expect(page.getByTestId('history-deposits')).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axe(page), 'history tab at 375 px').toEqual([]);
  });
});

for (const lang of ['ru', 'en'] as const satisfies readonly Lang[]) {
  test(`the forms check themselves before sending, with the server's words (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page.context(), { login: uniqueLogin(`cv${lang}`) });
    await page.goto(`${prefix(lang)}/dice?cashier=deposit`);
    const t = T[lang];
    let requests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/payments/')) requests++;
    });

    // Deposit: below the minimum; the wallet service's phone and operator.
    await page.getByTestId('deposit-method-card').click();
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByTestId('deposit-submit').click();
    await expect(message(page.getByTestId('deposit-form'), t.below)).toBeVisible();
    await expect(page.getByTestId('deposit-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('deposit-amount')).toBeFocused();
    await page.getByTestId('deposit-method-wallet').click();
    await page.getByTestId('deposit-amount').fill('500');
    await page.getByTestId('deposit-phone').fill('12345');
    await page.getByTestId('deposit-submit').click();
    await expect(message(page.getByTestId('deposit-form'), t.phone)).toBeVisible();
    await expect(message(page.getByTestId('deposit-form'), t.operator)).toBeVisible();
    // Fixed as the player types.
    await page.getByTestId('deposit-phone').fill('+7 999 123-45-67');
    await expect(message(page.getByTestId('deposit-form'), t.phone)).toBeHidden();
    // The fee and the amount to pay before confirming (wallet service: 1.5 % on top).
    await expect(page.getByTestId('deposit-fee')).toHaveText(lang === 'ru' ? '7,50\u00a0₽' : '7.50\u00a0₽');
    await expect(page.getByTestId('deposit-total')).toHaveText(lang === 'ru' ? '507,50\u00a0₽' : '507.50\u00a0₽');
    // USDT: the amount in USDT at the rate.
    await page.getByTestId('deposit-method-usdt_trc20').click();
    await page.getByTestId('deposit-amount').fill('1000');
    await expect(page.getByTestId('deposit-usdt')).toHaveText(/^\d+([.,]\d+)? USDT$/);

    // Deposit not received: every message of spec §5 under its field.
    await page.getByTestId('cashier-tab-history').click();
    await page.getByTestId('open-claim').click();
    const claim = page.getByTestId('claim-modal');
    await expect(claim).toBeVisible();
    await claim.getByTestId('claim-submit').click();
    await expect(message(claim, t.depositNotSelected)).toBeVisible();
    await expect(message(claim, t.commentRequired)).toBeVisible();
    await expect(message(claim, t.fileNotSelected)).toBeVisible();
    await claim.getByTestId('claim-comment').fill('Paid at 10:00');
    // A cloud-storage placeholder is a file of 0 bytes.
    await claim.getByTestId('claim-file').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await claim.getByTestId('claim-submit').click();
    await expect(message(claim, t.fileFromCloud)).toBeVisible();
    await expect(message(claim, t.commentRequired)).toBeHidden();
    await claim.getByTestId('claim-file').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(8 * 1024 * 1024 + 1, 0x25) });
    await claim.getByTestId('claim-submit').click();
    await expect(message(claim, t.fileTooLarge)).toBeVisible();
    await claim.getByTestId('claim-file').setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('not a receipt') });
    await claim.getByTestId('claim-submit').click();
    await expect(message(claim, t.fileType)).toBeVisible();
    await expect(message(claim, t.depositNotSelected)).toBeVisible();
    // None of it reached the server.
    expect(requests).toBe(0);
  });
}

test.describe('paying in and out', () => {
  test('a card deposit through the sandbox checkout moves the balance live; a withdrawal after the X2 wager, cancelled, gives the money back at once; a deposit-not-received request is sent', async ({ page, context }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUp(page.context(), { login: uniqueLogin('cd') });
    await page.goto('/dice');
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
    expect(await money(page)).toBe(0);
    // This page is never reloaded: its balance may only change by the live push.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // The payments happen in a second tab of the same session.
    const pay = await context.newPage();
    async function deposit(amount: string, card: string, code?: string): Promise<void> {
      await pay.goto('/dice?cashier=deposit');
      await pay.getByTestId('deposit-method-card').click();
      await pay.getByTestId('deposit-amount').fill(amount);
      await expect(pay.getByTestId('deposit-total')).toHaveText(`${amount.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},00\u00a0₽`);
      await pay.getByTestId('deposit-submit').click();
      // The provider's hosted checkout (plain HTML).
      await expect(pay.getByTestId('card-number')).toBeVisible();
      await pay.getByTestId('card-number').fill(card);
      await pay.getByTestId('card-expiry').fill('12/39');
      await pay.getByTestId('card-cvc').fill('123');
      await pay.getByTestId('checkout-pay').click();
      if (code) {
        await pay.getByTestId('secure-code').fill(code);
        await pay.getByTestId('secure-confirm').click();
      }
      await expect(pay.getByTestId('checkout-status')).toBeVisible();
      // Back to the shop: the same page with the history open.
      await pay.getByTestId('checkout-back').click();
      await expect(pay).toHaveURL(/\/dice\?cashier=history$/);
      await expect(pay.getByTestId('history-deposits-list')).toBeVisible();
    }

    await deposit('100', '4000 0000 0000 0002');
    const declined = pay.getByTestId('deposit-row').first();
    await expect(declined.getByTestId('deposit-status')).toHaveText('Отменён');
    await expect(declined.getByText(T.ru.declined)).toBeVisible();

    await deposit('1000', '4242 4242 4242 4242');
    await expect(pay.getByTestId('deposit-row').first().getByTestId('deposit-status')).toHaveText('Зачислен');
    await expect.poll(() => money(page), { timeout: 20_000 }).toBe(100_000);

    await deposit('1000', '4000 0000 0000 3220', '1234');
    await expect(pay.getByTestId('deposit-row').first().getByTestId('deposit-status')).toHaveText('Зачислен');
    await expect.poll(() => money(page), { timeout: 20_000 }).toBe(200_000);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await pay.close();

    // Deposit points came with it (balance menu).
    await page.getByTestId('balance').click();
    await expect(page.getByTestId('balance-points')).not.toHaveText('0');
    await page.keyboard.press('Escape');

    // Before the wager: the form says what is left to bet.
    await page.getByTestId('header-withdraw').click();
    await expect(page.getByTestId('withdraw-form')).toBeVisible();
    await expect(page.getByTestId('withdraw-wager-figures')).toContainText('0,00 из 4\u00a0000,00');
    await expect(page.getByTestId('withdraw-method-usdt_trc20').locator('input')).toBeDisabled();
    await expect(page.getByTestId('withdraw-method-wallet').locator('input')).toBeDisabled();
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-wager').getByText(/Для вывода сумма ставок должна достичь удвоенной суммы депозитов/)).toBeVisible();
    await expect(message(page.getByTestId('withdraw-form'), T.ru.cardRequired)).toBeVisible();
    await expect(message(page.getByTestId('withdraw-form'), T.ru.bank)).toBeVisible();
    await page.keyboard.press('Escape');

    // The X2 wager: 4 000 coins of real-money Dice bets at 95 % (the main balance, not demo).
    const placed = await page.evaluate(async () => {
      const token = localStorage.getItem('token')!;
      let ok = 0;
      for (let i = 0; i < 20; i++) {
        const answer = await fetch('/api/games/dice/bet', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ amount: 20_000, chance: 95, side: 'less' }),
        });
        if (answer.ok) ok++;
      }
      return ok;
    });
    expect(placed).toBe(20);
    // The header catches up with the server by the bets' balance pushes, which may still be on their way: wait for the last one.
    const settled = await page.evaluate(async () => {
      const answer = await fetch('/api/auth/me', { headers: { Authorization: localStorage.getItem('token')! } });
      return ((await answer.json()) as { user: { money: number } }).user.money;
    });
    await expect.poll(() => money(page), { timeout: 20_000 }).toBe(settled);
    const beforeWithdrawal = settled;
    expect(beforeWithdrawal).toBeGreaterThanOrEqual(51_000);

    await page.getByTestId('header-withdraw').click();
    await expect(page.getByTestId('withdraw-wager-figures')).toHaveText('Условие выполнено');
    // The card number is grouped by four as it is typed and Luhn-checked.
    const cardInput = page.getByTestId('withdraw-cardNumber');
    await cardInput.pressSequentially('4242424242424241');
    await expect(cardInput).toHaveValue('4242 4242 4242 4241');
    await page.getByTestId('withdraw-amount').fill('500');
    await page.getByTestId('withdraw-submit').click();
    await expect(message(page.getByTestId('withdraw-form'), T.ru.card)).toBeVisible();
    await cardInput.fill('');
    await cardInput.pressSequentially('4242424242424242');
    await expect(cardInput).toHaveValue('4242 4242 4242 4242');
    await expect(message(page.getByTestId('withdraw-form'), T.ru.card)).toBeHidden();
    await page.getByTestId('withdraw-bank').selectOption('sber');
    await page.getByTestId('withdraw-save-template').check();
    // Fee (2 %) and the amount to be debited before confirming.
    await expect(page.getByTestId('withdraw-fee')).toHaveText('10,00\u00a0₽');
    await expect(page.getByTestId('withdraw-debit')).toHaveText('510,00\u00a0₽');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-done')).toBeVisible();
    // The answer's user is the new balance: at once.
    await expect.poll(() => money(page)).toBe(beforeWithdrawal - 51_000);

    // History: the withdrawal under review, cancelled, the money back at once.
    await page.getByTestId('withdraw-to-history').click();
    await page.getByTestId('history-withdrawals').click();
    const row = page.getByTestId('withdrawal-row').first();
    await expect(row.getByTestId('withdrawal-status')).toHaveText('На проверке');
    await row.getByTestId('withdrawal-cancel').click();
    await row.getByTestId('withdrawal-cancel-confirm').click();
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Отменён');
    await expect.poll(() => money(page)).toBe(beforeWithdrawal);
    await expect(row.getByTestId('withdrawal-cancel')).toBeHidden();

    // Deposit not received, for the declined deposit: multipart through the API client, then listed as "Sent".
    await page.getByTestId('history-deposits').click();
    await page.getByTestId('open-claim').click();
    const claim = page.getByTestId('claim-modal');
    await claim.getByTestId('claim-deposit').selectOption({ index: 1 });
    await claim.getByTestId('claim-comment').fill('Оплатил картой, деньги списались');
    await claim.getByTestId('claim-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await claim.getByTestId('claim-submit').click();
    await expect(claim).toBeHidden();
    await expect(page.getByTestId('history-claims')).toHaveAttribute('aria-selected', 'true');
    const sent = page.getByTestId('claim-row').first();
    await expect(sent.getByTestId('claim-status')).toHaveText('Отправлено');
    await expect(sent).toContainText('receipt.png');

    // The saved template is offered next time.
    await page.getByTestId('cashier-tab-withdraw').click();
    await expect(page.getByTestId('withdraw-templates')).toContainText('•••• 4242');

    // Screenshots of every tab, at 1280 and at 390 px (looked at by a person; see the report).
    for (const [width, height] of [[1280, 900], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      for (const tab of ['deposit', 'withdraw', 'history'] as const) {
        await page.getByTestId(`cashier-tab-${tab}`).click();
        await expect(page.getByTestId(`cashier-panel-${tab}`)).toBeVisible();
        if (tab === 'deposit') await page.getByTestId('deposit-amount').fill('2500');
        if (tab === 'withdraw') await page.getByTestId('withdraw-template-new').check();
        if (tab === 'history') await expect(page.getByTestId('history-deposits-list')).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(250);
        if (width < 500) {
          await expectNoSidewaysScroll(page);
          if (tab === 'deposit') await expectInViewport(page, { amount: page.getByTestId('deposit-amount'), fee: page.getByTestId('deposit-fee'), submit: page.getByTestId('deposit-submit') });
          if (tab === 'withdraw') await expectInViewport(page, { fee: page.getByTestId('withdraw-fee'), debit: page.getByTestId('withdraw-debit'), submit: page.getByTestId('withdraw-submit') });
        }
        // At a phone's width each tab was checked above (at 375 px).
        if (width > 500) expect(await axe(page), `${tab} tab at ${width} px`).toEqual([]);
        if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, `cashier-${tab}-${width}.png`) });
      }
    }
  });
});
