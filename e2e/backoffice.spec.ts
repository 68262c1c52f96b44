import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { signUp } from './support/session.ts';
import { ADMIN, signInThroughModal } from './support/staff.ts';
import { seriousViolations } from './support/a11y.ts';

/**
 * The back office at /admin (issue 11), against the production build and
 * server on a fresh database with its bootstrap admin (scripts/e2e-server.ts):
 * players and visitors are kept out (403 page, sign-in), no player downloads
 * it, and an admin works through every section. Screenshots of each section
 * at 1280 and 390 px go to e2e/artifacts/backoffice-*.png.
 */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const PASSWORD = 'Secret123';
/** Texts that exist only in the back office's code and catalogue. */
const BACKOFFICE_MARKERS = ['bo-verdict', 'Сохранение денег', 'Conservation of money', 'deposit_claim.forward'];
/** "1 234,50" with the no-break spaces the app writes. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

test.describe('players and visitors', () => {
  test('a player gets the 403 page at /admin and /en/admin/withdrawals, in the site\'s frame', async ({ page }) => {
    await signUp(page.context(), { login: uniqueLogin('bop') });
    await page.goto('/');
    await page.goto('/admin');
    await expect(page.getByTestId('error-403')).toBeVisible();
    await expect(page.getByTestId('error-403')).toContainText('Доступ запрещён — попробуйте обновить страницу.');
    await expect(page.getByTestId('logo')).toBeVisible();
    await expect(page.getByTestId('bo-nav')).toHaveCount(0);
    await expect(page).toHaveTitle('Доступ запрещён | Azart');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /^noindex/);

    await page.goto('/en/admin/withdrawals');
    await expect(page.getByTestId('error-403')).toContainText('Access denied - try refreshing the page.');
    await expect(page).toHaveTitle('Access denied | Azart');
    await expect(page.getByTestId('bo-nav')).toHaveCount(0);
    // The same inside the app: a link followed from a page of the site.
    await page.goto('/en/dice');
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'bo', idx: 1 }, '', '/en/admin/players');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByTestId('error-403')).toContainText('Access denied - try refreshing the page.');
  });

  test('the documents carry title, description, canonical, hreflang and noindex in both languages', async ({ page, baseURL }) => {
    // The server's HTML as a crawler sees it (in a browser the guard would send a visitor to sign in).
    for (const [url, title] of [['/en/admin/reconciliation', 'Reconciliation — back office | Azart'], ['/admin/players', 'Игроки — бэк-офис | Azart']] as const) {
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const base = url.replace(/^\/en/, '');
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${url}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="ru" href="${baseURL}${base}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/en${base}"/>`);
    }
  });

  test('no player downloads the back office: /dice and / load none of its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
    });
    for (const url of ['/dice', '/']) {
      await page.goto(url);
      await expect(page.getByTestId('open-login')).toBeVisible();
    }
    expect(scripts.length).toBeGreaterThan(5);
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      for (const marker of BACKOFFICE_MARKERS) expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
    }
  });
});

/** A player with a deposit that never arrived and a "deposit not received" request with a receipt, made through the API. */
async function playerWithClaim(baseURL: string, page: Page): Promise<{ login: string; api: APIRequestContext; depositId: number | null }> {
  const login = uniqueLogin('bo');
  const api = await apiRequest.newContext({ baseURL });
  const registered = await api.post('/api/auth/register', { data: { login, password: PASSWORD, password_confirmation: PASSWORD, agree: true } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = ((await registered.json()) as { access_token: { token: string } }).access_token.token;
  const headers = { Authorization: `Bearer ${token}` };
  const deposit = await api.post('/api/payments/deposits', { headers: { ...headers, 'Idempotency-Key': `e2e-${login}` }, data: { method: 'card', amount: 150_000 } });
  if (!deposit.ok()) return { login, api, depositId: null };
  const depositId = ((await deposit.json()) as { deposit: { id: number } }).deposit.id;
  // A receipt that looks like one: rendered in the browser, uploaded as a PNG.
  const receiptPage = await page.context().newPage();
  await receiptPage.setViewportSize({ width: 360, height: 420 });
  await receiptPage.setContent(`<body style="margin:0;font:16px sans-serif;background:#fff;color:#111"><div style="padding:28px"><h2 style="margin:0 0 12px">Чек по операции</h2><p>Перевод по карте</p><p>Сумма: <b>1 500,00 ₽</b></p><p>Получатель: AZART</p><p>Статус: Успешно</p><p style="color:#777">№ ${depositId}</p></div></body>`);
  const png = await receiptPage.screenshot();
  await receiptPage.close();
  const claim = await api.post('/api/payments/deposit-claims', {
    headers,
    multipart: { depositId: String(depositId), comment: 'Оплатил картой, деньги списались, а на баланс не пришли.', file: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
  });
  expect(claim.ok(), await claim.text()).toBe(true);
  return { login, api, depositId };
}

test.describe('an admin', () => {
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) @ .*\/admin\/no-such-section$/] });

  test('signs in, sees every section, and works through players, games, audit and reconciliation', async ({ page, baseURL, browser }) => {
    test.setTimeout(240_000);
    const player = await playerWithClaim(baseURL!, page);

    // A visitor is sent to sign in; the sign-in brings them back to the back office.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await signInThroughModal(page);
    await expect(page).toHaveURL(/\/admin$/);
    const nav = page.getByTestId('bo-nav');
    for (const section of ['players', 'claims', 'withdrawals', 'deposits', 'reconciliation', 'games', 'audit']) {
      await expect(nav.getByTestId(`bo-nav-${section}`)).toBeVisible();
      await expect(page.getByTestId(`bo-section-${section}`)).toBeVisible();
    }
    await expect(page.getByTestId('bo-login')).toHaveText(ADMIN.login);
    // Its own frame: not the site's header.
    await expect(page.getByTestId('logo')).toHaveCount(0);

    // Players: search by the start of the login, open the player.
    await nav.getByTestId('bo-nav-players').click();
    await expect(page).toHaveURL(/\/admin\/players$/);
    await page.getByTestId('player-search').locator('input[name=q]').fill(player.login.slice(0, -1).toUpperCase());
    await page.getByTestId('player-search').locator('button[type=submit]').click();
    const row = page.locator(`[data-testid=player-row][data-login="${player.login}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: player.login }).click();
    await expect(page.getByTestId('player-login')).toHaveText(player.login);
    await expect(page.getByTestId('balance-main')).toHaveText('0,00');
    const playerUrl = page.url();
    const playerId = Number(new URL(playerUrl).pathname.split('/').pop());

    // Block with a required reason, then unblock.
    await page.getByTestId('player-block').click();
    const block = page.getByTestId('block-dialog');
    await block.getByTestId('reason-submit').click();
    await expect(block.getByText('Укажите причину')).toBeVisible();
    await block.locator('textarea[name=reason]').fill('e2e: проверка блокировки');
    await block.getByTestId('reason-submit').click();
    await expect(block).toBeHidden();
    await expect(page.getByText(`${player.login} заблокирован`)).toBeVisible();
    await expect(page.getByTestId('player-blocked')).toBeVisible();
    await page.getByTestId('player-unblock').click();
    await page.getByTestId('block-dialog').locator('textarea[name=reason]').fill('e2e: разблокировка');
    await page.getByTestId('block-dialog').getByTestId('reason-submit').click();
    await expect(page.getByTestId('player-blocked')).toHaveCount(0);
    await expect(page.getByTestId('player-block')).toBeVisible();

    // The player's audit trail has both, newest first.
    await page.getByTestId('player-tab-audit').click();
    const trail = page.getByTestId('player-audit-row');
    await expect(trail.nth(0)).toHaveAttribute('data-action', 'player.unblock');
    await expect(trail.nth(1)).toHaveAttribute('data-action', 'player.block');
    await expect(trail.nth(1)).toContainText('e2e: проверка блокировки');

    // A balance adjustment: a debit below zero is refused before any request; a credit is confirmed with the new balance.
    await page.getByTestId('player-adjust').click();
    const adjust = page.getByTestId('adjust-dialog');
    await adjust.getByTestId('adjust-amount').fill('-5');
    await adjust.getByTestId('adjust-reason').fill('e2e: компенсация');
    await adjust.getByTestId('adjust-review-button').click();
    await expect(adjust.getByText('Баланс не может стать меньше нуля')).toBeVisible();
    await adjust.getByTestId('adjust-amount').fill('1 234,5');
    await adjust.getByTestId('adjust-review-button').click();
    await expect(adjust.getByTestId('adjust-after')).toHaveText(nb('1 234,50'));
    await adjust.getByTestId('adjust-confirm').click();
    await expect(adjust).toBeHidden();
    await expect(page.getByText(`Проведено. Основной баланс ${player.login}: ${nb('1 234,50')}`)).toBeVisible();
    await expect(page.getByTestId('balance-main')).toHaveText(nb('1 234,50'));
    await page.getByTestId('player-tab-ledger').click();
    await expect(page.locator('[data-testid=ledger-row][data-code=adjustment]')).toContainText(nb('+1 234,50'));

    // The audit log shows the block, the unblock and the adjustment, each with its details.
    await nav.getByTestId('bo-nav-audit').click();
    const filters = page.getByTestId('audit-filters');
    await filters.getByTestId('audit-target-type').selectOption('player');
    await filters.getByTestId('audit-target-id').fill(String(playerId));
    await filters.locator('button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`targetId=${playerId}`));
    const entries = page.getByTestId('audit-row');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toHaveAttribute('data-action', 'player.adjust');
    await expect(entries.nth(1)).toHaveAttribute('data-action', 'player.unblock');
    await expect(entries.nth(2)).toHaveAttribute('data-action', 'player.block');
    await expect(entries.nth(2)).toContainText(ADMIN.login);
    await entries.nth(2).getByTestId('audit-expand').click();
    await expect(entries.nth(2).getByTestId('audit-expand')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('audit-details')).toContainText('e2e: проверка блокировки');
    await filters.getByTestId('audit-action').selectOption('player.block');
    await filters.locator('button[type=submit]').click();
    await expect(entries).toHaveCount(1);

    // Roles: the player becomes support, and sees only what support may open.
    await page.goto(new URL(playerUrl).pathname);
    await page.getByTestId('player-scope').click();
    const roles = page.getByTestId('scope-dialog');
    await expect(roles.getByTestId('scope-submit')).toBeDisabled();
    await roles.getByTestId('scope-support').check();
    await roles.getByTestId('scope-submit').click();
    await expect(page.getByText(`Роли ${player.login} сохранены`)).toBeVisible();
    await expect(page.getByTestId('player-tags')).toContainText('Поддержка');
    const support = await browser.newContext({ baseURL, locale: 'ru-RU' });
    const agent = await support.newPage();
    await agent.goto('/admin');
    await agent.getByTestId('auth-modal').locator('input[name=login]').fill(player.login);
    await agent.getByTestId('auth-modal').locator('input[name=password]').fill(PASSWORD);
    await agent.getByTestId('auth-modal').locator('button[type=submit]').click();
    await expect(agent).toHaveURL(/\/admin$/);
    await expect(agent.getByTestId('bo-nav').getByTestId('bo-nav-players')).toBeVisible();
    await expect(agent.getByTestId('bo-nav').getByTestId('bo-nav-claims')).toBeVisible();
    for (const section of ['withdrawals', 'deposits', 'reconciliation', 'games', 'audit']) await expect(agent.getByTestId(`bo-nav-${section}`)).toHaveCount(0);
    await agent.goto('/admin/games');
    await expect(agent.getByTestId('error-403')).toBeVisible();
    await expect(agent.getByTestId('bo-nav')).toBeVisible();
    // Support reads a player but has no admin actions.
    await agent.goto(new URL(playerUrl).pathname);
    await expect(agent.getByTestId('player-login')).toHaveText(player.login);
    await expect(agent.getByTestId('player-adjust')).toHaveCount(0);
    await expect(agent.getByTestId('player-block')).toHaveCount(0);
    await support.close();

    // Games: validation against the bounds, then a saved setting that the audit log records.
    await nav.getByTestId('bo-nav-games').click();
    const popit = page.getByTestId('game-popit');
    await popit.getByTestId('game-edge').fill('20');
    await popit.getByTestId('game-save').click();
    await expect(popit.getByText(`От ${nb('0,5 %')} до ${nb('10 %')}`)).toBeVisible();
    await popit.getByRole('button', { name: 'Вернуть' }).click();
    const maxWin = popit.getByTestId('game-maxWin');
    const before = await maxWin.inputValue();
    const raised = String(Number(before.replace(',', '.')) + 1).replace('.', ',');
    await maxWin.fill(raised);
    await popit.getByTestId('game-save').click();
    await expect(page.getByText('Popit: настройки сохранены')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('game-popit').getByTestId('game-maxWin')).toHaveValue(raised);
    await page.goto('/admin/audit?action=game.settings&targetId=popit');
    await expect(page.getByTestId('audit-row').first()).toHaveAttribute('data-action', 'game.settings');

    // Reconciliation: the ledger balances and every kopeck is accounted for.
    await page.getByTestId('bo-nav').getByTestId('bo-nav-reconciliation').click();
    await expect(page.getByTestId('reconciliation-verdict')).toHaveAttribute('data-balanced', 'true');
    await expect(page.getByTestId('reconciliation-verdict')).toContainText('Всё сходится');
    await expect(page.getByTestId('money-difference')).toHaveAttribute('data-difference', '0');

    // Withdrawals open on moderation; deposits filter by player.
    await page.getByTestId('bo-nav').getByTestId('bo-nav-withdrawals').click();
    await expect(page.getByTestId('withdrawal-status').locator('[aria-current=page]')).toHaveAttribute('data-status', 'moderation');
    if (player.depositId !== null) {
      await page.goto(`/admin/deposits?playerId=${playerId}`);
      await expect(page.getByTestId('deposit-row')).toHaveCount(1);
      await expect(page.getByTestId('deposit-row')).toContainText(nb('1 500,00'));

      // The request with its receipt, forwarded to support.
      await page.getByTestId('bo-nav').getByTestId('bo-nav-claims').click();
      const card = page.getByTestId('claim-card').filter({ hasText: player.login });
      await expect(card).toBeVisible();
      await card.getByTestId('claim-receipt').click();
      await expect(page.getByTestId('receipt-dialog').locator('img')).toBeVisible();
      await page.keyboard.press('Escape');
      await card.getByTestId('claim-forward').click();
      await expect(page.getByText(/передана в поддержку/)).toBeVisible();
      await page.goto('/admin/claims?status=support');
      await expect(page.getByTestId('claim-card').filter({ hasText: player.login })).toBeVisible();
    }

    // Anything else under /admin is the back office's own 404; the same pages in English.
    await page.goto('/admin/no-such-section');
    await expect(page.getByTestId('error-404')).toBeVisible();
    await expect(page.getByTestId('bo-nav')).toBeVisible();
    await page.goto('/en/admin/reconciliation');
    await expect(page.getByTestId('reconciliation-verdict')).toContainText('Balanced');
    await expect(page.getByTestId('bo-nav').getByTestId('bo-nav-audit')).toHaveText('Audit log');

    // Every section at a desktop and a phone width: no page-wide sideways scroll, no serious axe violation, a screenshot.
    const sections: [string, string][] = [
      ['overview', '/admin'],
      ['players', '/admin/players'],
      ['player', new URL(playerUrl).pathname],
      ['player-ledger', `${new URL(playerUrl).pathname}?tab=ledger`],
      ['withdrawals', '/admin/withdrawals?status=all'],
      ['deposits', '/admin/deposits'],
      ['claims', '/admin/claims?status=all'],
      ['games', '/admin/games'],
      ['reconciliation', '/admin/reconciliation'],
      ['audit', '/admin/audit'],
    ];
    const PHONE_AXE = new Set(['overview', 'players', 'player', 'withdrawals', 'claims']);
    for (const [width, height] of [[1280, 900], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      for (const [name, url] of sections) {
        await page.goto(url);
        await expect(page.locator('#bo-main h1')).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(width);
        // axe on every section at the desktop width; at a phone's, on the sections whose markup is their own
        // (the frame with its menu, a list, a player's card, a table of amounts); the others share those parts.
        if (width > 500 || PHONE_AXE.has(name)) expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([]);
        if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, `backoffice-${name}-${width}.png`), fullPage: true });
      }
    }
    // The dialogs too.
    await page.goto(new URL(playerUrl).pathname);
    await page.getByTestId('player-adjust').click();
    await page.getByTestId('adjust-amount').fill('abc');
    await page.getByTestId('adjust-review-button').click();
    expect(await seriousViolations(page), 'the adjustment dialog with an error').toEqual([]);
    await player.api.dispose();
  });
});
