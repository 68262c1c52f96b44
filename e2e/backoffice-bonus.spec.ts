import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { signInAdmin } from './support/staff.ts';
import { seriousViolations } from './support/a11y.ts';

/**
 * The bonus economy in the back office (issue 13 item 11), against the
 * production build and server with its bootstrap admin
 * (scripts/e2e-server.ts): promo codes made in the UI and activated by a
 * player, a setting changed and marked, a bonus given to a player and
 * canceled. Screenshots of each page at 1280 and 375 px go to
 * e2e/artifacts/backoffice-bonus-*.png.
 */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const PASSWORD = 'Secret123';
/** "1 234,50" with the no-break spaces the app writes. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

// Refusals the tests ask for on purpose: the browser logs their status. One pattern only: a list of
// two would be read by Playwright as a fixture tuple [value, options].
test.use({ allowedConsoleErrors: [/status of 422 \(Unprocessable Entity\) @ .*\/api\/admin\/(promo|bonus\/settings)$/] });

/** A player registered through the API, with their bearer headers. */
async function newPlayer(baseURL: string): Promise<{ login: string; api: APIRequestContext; headers: Record<string, string>; id: number }> {
  const login = uniqueLogin('bb');
  const api = await apiRequest.newContext({ baseURL });
  const registered = await api.post('/api/auth/register', { data: { login, password: PASSWORD, password_confirmation: PASSWORD, agree: true } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const body = (await registered.json()) as { access_token: { token: string }; user: { id: number } };
  return { login, api, headers: { Authorization: `Bearer ${body.access_token.token}` }, id: body.user.id };
}

/** A page at a desktop and a phone width: no page-wide sideways scroll, no serious axe violation, a screenshot. */
async function checkLayout(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1280, 900], [375, 812]] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('#bo-main h1')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, `backoffice-bonus-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin creates a promo code, sees a player activate it, and disables it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signInAdmin(page, '/admin/promo');
  await expect(page.getByTestId('bo-nav').getByTestId('bo-nav-promo')).toHaveText('Промокоды');
  await expect(page.getByTestId('bo-nav').getByTestId('bo-nav-bonusSettings')).toHaveText('Настройки бонусов');

  // The form checks before any request: every wrong field says what is wrong.
  await page.getByTestId('promo-create').click();
  const form = page.getByTestId('promo-form');
  await form.getByTestId('promo-code').fill('a b');
  await form.getByTestId('promo-wager').fill('101');
  await form.getByTestId('promo-submit').click();
  await expect(form.getByText('От 3 до 32 латинских букв, цифр, «-» или «_»')).toBeVisible();
  await expect(form.getByText('Введите сумму в монетах больше нуля')).toBeVisible();
  await expect(form.getByText('От 0 до 100, например 3 или 2,5')).toBeVisible();

  // A fixed 50 coins, wager ×2, half withdrawable, ten activations, until next year.
  await form.getByTestId('promo-code').fill(code);
  await form.getByTestId('promo-amount').fill('50');
  await form.getByTestId('promo-wager').fill('2');
  await form.getByTestId('promo-withdrawable').fill('50');
  await form.getByTestId('promo-totalLimit').fill('10');
  const nextYear = new Date().getFullYear() + 1;
  await form.getByTestId('promo-endsAt').fill(`${nextYear}-01-31T18:00`);
  await page.setViewportSize({ width: 1280, height: 900 });
  if (SCREENSHOTS) await form.screenshot({ path: path.join(ARTIFACTS, 'backoffice-bonus-promo-form-1280.png') });
  await form.getByTestId('promo-submit').click();
  await expect(page.getByText(`Промокод ${code} создан`)).toBeVisible();
  await expect(page.getByTestId('promo-form')).toHaveCount(0);
  const row = page.locator(`[data-testid=promo-row][data-code="${code}"]`);
  await expect(row).toContainText(nb('50,00'));
  await expect(row).toContainText('вейджер ×2');
  await expect(row).toContainText('выводимо 50\u00a0%');
  await expect(row.getByTestId('promo-usage')).toHaveText('0 из 10');
  await expect(row).toHaveAttribute('data-state', 'active');

  // The same code again (any case) is the server's refusal, next to the field.
  await page.getByTestId('promo-create').click();
  await page.getByTestId('promo-code').fill(code.toLowerCase());
  await page.getByTestId('promo-amount').fill('1');
  await page.getByTestId('promo-submit').click();
  await expect(page.getByTestId('promo-form').getByText('Такой промокод уже есть')).toBeVisible();
  await page.getByTestId('promo-form').getByRole('button', { name: 'Отмена' }).click();

  // A player activates it.
  const player = await newPlayer(baseURL!);
  const activated = await player.api.post('/api/bonus/promo', { headers: player.headers, data: { code: code.toLowerCase() } });
  expect(activated.ok(), await activated.text()).toBe(true);
  expect(((await activated.json()) as { amount: number }).amount).toBe(5_000);

  // The admin sees the activation and what it paid.
  await page.reload();
  await expect(row.getByTestId('promo-usage')).toHaveText('1 из 10');
  await row.getByTestId('promo-activations').click();
  const activations = page.getByTestId('promo-activations-dialog');
  const activation = activations.locator(`[data-testid=activation-row][data-login="${player.login}"]`);
  await expect(activation).toContainText(nb('50,00'));
  if (SCREENSHOTS) await activations.screenshot({ path: path.join(ARTIFACTS, 'backoffice-bonus-promo-activations-1280.png') });
  await page.keyboard.press('Escape');
  await expect(activations).toBeHidden();

  // Shared and personal codes apart.
  await page.getByTestId('promo-kind').locator('[data-kind=personal]').click();
  await expect(page).toHaveURL(/kind=personal/);
  await expect(row).toHaveCount(0);
  await page.getByTestId('promo-kind').locator('[data-kind=shared]').click();
  await expect(row).toBeVisible();
  await checkLayout(page, 'promo');

  // Disabled after a confirmation: nobody else can activate it.
  await row.getByTestId('promo-disable').click();
  const confirm = page.getByTestId('promo-disable-dialog');
  await expect(confirm).toContainText(`Отключить ${code}?`);
  await confirm.getByTestId('confirm-submit').click();
  await expect(page.getByText(`Промокод ${code} отключён`)).toBeVisible();
  await expect(row).toHaveAttribute('data-state', 'disabled');
  await expect(row.getByTestId('promo-disable')).toHaveCount(0);
  const late = await newPlayer(baseURL!);
  const refused = await late.api.post('/api/bonus/promo', { headers: late.headers, data: { code } });
  expect(refused.status()).toBe(422);

  // The audit log has both.
  await page.goto('/admin/audit?targetType=promo');
  await expect(page.locator('[data-testid=audit-row][data-action="promo.disable"]').first()).toBeVisible();
  await expect(page.locator('[data-testid=audit-row][data-action="promo.create"]').first()).toBeVisible();
  await player.api.dispose();
  await late.api.dispose();
});

test('an admin changes a bonus setting, sees it marked changed, and restores the default', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, '/admin/bonus-settings');
  const lifetime = page.getByTestId('setting-grantLifetimeDays');
  const field = lifetime.locator('[data-testid=setting-field][data-path=grantLifetimeDays]');
  await expect(field).toHaveValue('30');
  await expect(lifetime.getByText('По умолчанию: 30')).toBeVisible();
  await expect(lifetime.getByTestId('setting-save')).toBeDisabled();

  // Beyond the server's range: its message, on the field.
  await field.fill('400');
  await lifetime.getByTestId('setting-save').click();
  await expect(lifetime.getByText('Проверьте значения настроек')).toBeVisible();
  // Not a whole number: caught before any request.
  await field.fill('4,5');
  await lifetime.getByTestId('setting-save').click();
  await expect(lifetime.getByText('Введите целое число')).toBeVisible();

  await field.fill('45');
  await lifetime.getByTestId('setting-save').click();
  await expect(page.getByText('«Срок жизни бонуса»: сохранено')).toBeVisible();
  await expect(lifetime).toHaveAttribute('data-changed', 'true');
  await expect(lifetime.getByTestId('setting-changed')).toHaveText('Изменено');
  await page.reload();
  await expect(page.getByTestId('setting-grantLifetimeDays').locator('[data-testid=setting-field]')).toHaveValue('45');
  await expect(page.getByTestId('setting-grantLifetimeDays').getByTestId('setting-changed')).toBeVisible();

  // Levels: a table in coins and percent; a value that does not parse is marked where it is.
  const levels = page.getByTestId('setting-levels');
  const reward = levels.locator('[data-testid=setting-field][data-path="levels.rewards.2"]');
  await expect(reward).not.toHaveValue('');
  await reward.fill('abc');
  await levels.getByTestId('setting-save').click();
  await expect(levels.getByText(/Уровень 3 · Награда, монет: Введите число/)).toBeVisible();
  await levels.getByRole('button', { name: 'Отменить правки' }).click();
  await expect(levels.getByTestId('setting-save')).toBeDisabled();

  // A key as JSON, in the API's units: edits carry over between the two modes.
  const wheel = page.getByTestId('setting-wheel');
  await wheel.locator('[data-testid=setting-field][data-path="wheel.intervalHours"]').fill('12');
  await wheel.getByTestId('setting-mode-json').click();
  await expect(wheel.getByTestId('setting-json')).toHaveValue(/"intervalHours": 12/);
  await wheel.getByTestId('setting-json').fill('{ "intervalHours": ');
  await wheel.getByTestId('setting-save').click();
  await expect(wheel.getByText('Это не JSON')).toBeVisible();
  await wheel.getByRole('button', { name: 'Отменить правки' }).click();
  await wheel.getByTestId('setting-mode-form').click();
  await expect(wheel.locator('[data-testid=setting-field][data-path="wheel.intervalHours"]')).toHaveValue('24');

  // The whole page at both widths, then the default back.
  await checkLayout(page, 'settings');
  await page.getByTestId('setting-grantLifetimeDays').getByTestId('setting-defaults').click();
  await expect(page.getByTestId('setting-grantLifetimeDays').locator('[data-testid=setting-field]')).toHaveValue('30');
  await page.getByTestId('setting-grantLifetimeDays').getByTestId('setting-save').click();
  await expect(page.getByText('«Срок жизни бонуса»: сохранено')).toBeVisible();
  await expect(page.getByTestId('setting-grantLifetimeDays').getByTestId('setting-defaults')).toHaveCount(0);

  // In English too.
  await page.goto('/en/admin/bonus-settings');
  await expect(page.getByTestId('setting-levels')).toContainText('Levels');
  await expect(page.getByTestId('setting-grantLifetimeDays').getByTestId('setting-changed')).toHaveText('Changed');
  await page.goto('/admin/audit?action=bonus.settings');
  await expect(page.getByTestId('audit-row').first()).toHaveAttribute('data-action', 'bonus.settings');
});

test('an admin gives a player a bonus and cancels it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const player = await newPlayer(baseURL!);
  await signInAdmin(page, `/admin/players/${player.id}`);
  const bonuses = page.getByTestId('player-bonuses');
  await expect(bonuses).toContainText('Бонусов нет');

  await bonuses.getByTestId('bonus-give').click();
  const give = page.getByTestId('bonus-give-dialog');
  await give.getByTestId('bonus-give-submit').click();
  await expect(give.getByText('Введите сумму в монетах больше нуля')).toBeVisible();
  await expect(give.getByText('Укажите причину')).toBeVisible();
  await give.getByTestId('bonus-amount').fill('100');
  await give.getByTestId('bonus-wager').fill('2,5');
  await give.getByTestId('bonus-withdrawable').fill('50');
  await give.getByTestId('bonus-reason').fill('e2e: компенсация');
  await page.setViewportSize({ width: 375, height: 812 });
  if (SCREENSHOTS) await give.screenshot({ path: path.join(ARTIFACTS, 'backoffice-bonus-give-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await give.getByTestId('bonus-give-submit').click();
  await expect(give).toBeHidden();
  await expect(page.getByText(`Бонус ${nb('100,00')} выдан ${player.login}`)).toBeVisible();
  await expect(page.getByTestId('balance-bonus')).toHaveText(nb('100,00'));
  const grant = bonuses.locator('[data-testid=grant-row][data-source=admin]');
  await expect(grant).toHaveAttribute('data-state', 'active');
  await expect(grant).toContainText('От администратора');
  await expect(grant).toContainText(`вейджер ×2,5`);
  await expect(grant).toContainText(nb('0,00 из 250,00'));
  await checkLayout(page, 'player');

  // Canceled with a reason: what is left goes back.
  await grant.getByTestId('grant-cancel').click();
  const cancel = page.getByTestId('grant-cancel-dialog');
  await cancel.getByTestId('reason-submit').click();
  await expect(cancel.getByText('Укажите причину')).toBeVisible();
  await cancel.locator('textarea[name=reason]').fill('e2e: выдан по ошибке');
  await cancel.getByTestId('reason-submit').click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText(new RegExp(`Бонус №\\d+ отменён, списано ${nb('100,00')}`))).toBeVisible();
  await expect(grant).toHaveAttribute('data-state', 'expired');
  await expect(grant.getByTestId('grant-cancel')).toHaveCount(0);
  await expect(page.getByTestId('balance-bonus')).toHaveText(nb('0,00'));

  // Both in the player's audit trail.
  await page.getByTestId('player-tab-audit').click();
  await expect(page.locator('[data-testid=player-audit-row][data-action="bonus.cancel"]')).toContainText('e2e: выдан по ошибке');
  await expect(page.locator('[data-testid=player-audit-row][data-action="bonus.grant"]')).toContainText('e2e: компенсация');
  await player.api.dispose();
});
