import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, parseMoney, test, uniqueLogin, SCREENSHOTS } from './support/fixtures.ts';
import { E2E_SOCIAL_API_KEY } from './support/sandbox.ts';
import { prefix, type Lang } from './support/ui.ts';
import { signUp } from './support/session.ts';
import { ADMIN, signInAdmin } from './support/staff.ts';

/**
 * The social rewards (issue 13 item 9, docs/social.md) end to end, against
 * the production build with the social sandbox standing in for VK and
 * Telegram: a player links both networks through the sandbox issuers' sign-in
 * (the real OpenID Connect redirect and code, decision 032), subscribes on the sandbox's community pages, sees
 * the Telegram block unlock and is paid for a repost once; a promo code that
 * needs the VK community opens the socials modal by itself (spec §8) and
 * activates once the player has joined; a Telegram screenshot approved in the
 * back office pays 50 coins once; the new-year gift, in a season the admin
 * sets around today, is given once. Screenshots of the social cards at 1280
 * and 390 px go to e2e/artifacts/social-cards-*.png.
 */
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const SANDBOX_API = '/sandbox/social/api/v1';
const VK_GROUP = 'azart';

type Network = 'vk' | 'tg';

/** The app's words the tests look for (features/social/i18n, features/bonus/i18n, contracts' SOCIAL_MESSAGES and backoffice/i18n mirror them). */
const TEXT = {
  ru: {
    linked: { vk: 'Аккаунт ВКонтакте привязан', tg: 'Аккаунт Telegram привязан' },
    linkedAs: (name: string) => `Привязан: ${name}`,
    check: 'Проверить ещё раз',
    repostDone: /Репост засчитан: 75,00 на бонусный баланс/,
    repostClaimed: 'Бонус за этот репост уже получен',
    vkLink: 'Привяжите аккаунт ВКонтакте и подпишитесь на наше сообщество',
    vkSubscribe: 'Подпишитесь на наше сообщество ВКонтакте',
    promoDone: /Промокод активирован: 42,00 на бонусный баланс/,
    sent: 'Скриншот отправлен на проверку',
    tgLink: 'Привяжите Telegram через нашего бота',
    newyearDone: /С Новым годом! 123,00 на бонусный баланс/,
    newyearClaimed: 'Вы уже получили новогодний подарок',
  },
  en: {
    linked: { vk: 'Your VK account is linked', tg: 'Your Telegram account is linked' },
    linkedAs: (name: string) => `Linked: ${name}`,
    check: 'Check again',
    repostDone: /Repost counted: 75\.00 to your bonus balance/,
    repostClaimed: 'The bonus for this repost has already been received',
    vkLink: 'Link your VK account and join our community',
    vkSubscribe: 'Join our VK community',
    promoDone: /Promo code activated: 42\.00 to the bonus balance/,
    sent: 'Screenshot sent for review',
    tgLink: 'Link your Telegram through our bot',
    newyearDone: /Happy New Year! 123\.00 to your bonus balance/,
    newyearClaimed: 'You have already received the new-year gift',
  },
} as const;

// Refusals the tests ask for on purpose (the second claim of a repost and of the gift, a promo code or the gift
// without the subscription): the browser logs their 422. One pattern only: a list of two would be read by
// Playwright as a fixture tuple [value, options].
test.use({ allowedConsoleErrors: [/status of 422 \(Unprocessable Entity\) @ .*\/api\/(social\/reposts|bonus\/promo|bonus\/newyear)$/] });

/** An id for a sandbox account: an account links to one player ever, so every test has its own. */
const accountId = (network: Network) => uniqueLogin(`${network}_`);

/** A small valid PNG (RGB, one colour), made here: the screenshot upload checks the file by its bytes. */
function tinyPng(width = 24, height = 16, rgb: [number, number, number] = [34, 158, 217]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The back office's API as its administrator (a bearer token from a login through the API). */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { access_token: { token: string } }).access_token.token}` };
}

/** The social sandbox's test helpers (docs/social.md "The sandbox's test helpers"). */
async function sandboxControl<T>(request: APIRequestContext, what: 'posts' | 'reposts' | 'accounts', data: Record<string, unknown>): Promise<T> {
  const answer = await request.post(`${SANDBOX_API}/control/${what}`, { data, headers: { authorization: `Bearer ${E2E_SOCIAL_API_KEY}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** Fails the test on a console error of a page outside the test's own context (the admin's browser). */
function watchConsole(context: BrowserContext, problems: string[]): void {
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  });
}

/** The administrator signed in to the back office in a browser of their own (the player's session stays in the test's context). */
async function adminBrowser(browser: Browser, baseURL: string, url: string, problems: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  watchConsole(context, problems);
  const page = await context.newPage();
  await signInAdmin(page, url);
  return { context, page };
}

/** A new player, signed up through the API, on /bonus. */
async function newPlayerOnBonus(page: Page, lang: Lang): Promise<string> {
  const login = uniqueLogin(`so${lang}`);
  await signUp(page.context(), { login });
  await page.goto(prefix(lang) || '/');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
  await page.goto(`${prefix(lang)}/bonus`);
  await expect(page.getByTestId('social-accounts-card').getByTestId('social-network-vk')).toBeVisible();
  return login;
}

/**
 * Links an account through the network's sign-in, as a player does: the link button sends the page to the
 * sandbox issuer's authorization page, the player signs in and allows, the issuer redirects to /auth/social
 * with a code, and that page finishes the link and goes back to the page the player came from.
 */
async function linkThroughSandbox(page: Page, lang: Lang, scope: Locator, network: Network, account: { id: string; name: string }): Promise<void> {
  const back = new URL(page.url()).pathname;
  await scope.getByTestId(`social-link-${network}`).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/social/oidc/${network}/authorize\\?`));
  await page.getByTestId('social-account').fill(account.id);
  await page.getByTestId('social-name').fill(account.name);
  await page.getByTestId('social-allow').click();
  await expect(toast(page, TEXT[lang].linked[network])).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === back && url.search === '');
  await expect(page.getByTestId('social-accounts-card').getByTestId(`social-account-${network}`)).toHaveText(TEXT[lang].linkedAs(account.name));
}

const OPPOSITE = { join: 'leave', allow: 'deny' } as const;

/**
 * A community's "Subscribe" link (a group or channel row of a card or modal) opens the sandbox's page of it
 * in a new tab, where the player (signed in there by the link) presses the buttons, then comes back.
 */
async function actOnSandboxPage(page: Page, row: Locator, accountName: string, actions: (keyof typeof OPPOSITE)[]): Promise<void> {
  const opened = page.waitForEvent('popup');
  await row.getByRole('link').click();
  const tab = await opened;
  await expect(tab.getByTestId('social-viewer')).toHaveText(accountName);
  for (const action of actions) {
    await tab.getByTestId(`social-${action}`).click();
    await expect(tab.getByTestId(`social-${OPPOSITE[action]}`)).toBeVisible();
  }
  await tab.close();
}

/** Reads the networks' answers again ("Check again" on the linked accounts card). */
async function checkAgain(page: Page, lang: Lang): Promise<void> {
  const card = page.getByTestId('social-accounts-card');
  const button = card.getByRole('button', { name: TEXT[lang].check });
  await expect(button).toBeEnabled();
  const read = page.waitForResponse((r) => r.url().endsWith('/api/social') && r.request().method() === 'GET');
  await button.click();
  expect((await read).ok()).toBe(true);
}

/** Telegram linked from the Telegram block and both channels joined on the sandbox's pages: the block unlocks. */
async function unlockTelegram(page: Page, lang: Lang, account: { id: string; name: string }): Promise<void> {
  const card = page.getByTestId('telegram-card');
  await expect(card.getByTestId('telegram-locked')).toBeVisible();
  await linkThroughSandbox(page, lang, card, 'tg', account);
  await expect(card.getByTestId('telegram-locked')).toBeVisible();
  for (const role of ['main', 'reserve'] as const) {
    const row = card.getByTestId(`social-channel-${role}`);
    await expect(row).toHaveAttribute('data-subscribed', 'false');
    await actOnSandboxPage(page, row, account.name, ['join']);
  }
  await checkAgain(page, lang);
  await expect(card.getByTestId('telegram-locked')).toHaveCount(0);
  await expect(card.getByTestId('telegram-file')).toBeVisible();
  for (const role of ['main', 'reserve'] as const) {
    await expect(page.getByTestId('social-accounts-card').getByTestId(`social-channel-${role}`)).toHaveAttribute('data-subscribed', 'true');
  }
}

/** A toast (sonner's) with this text: the same words may stand elsewhere on the page (a card's note, a modal's lead). */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const bonusMoney = async (page: Page) => parseMoney((await page.getByTestId('bonus-money').textContent()) ?? '');

/** The bonus balance in the header's balance menu. */
async function headerBonus(page: Page): Promise<number> {
  await page.getByTestId('balance').click();
  const amount = parseMoney((await page.getByTestId('balance-bonus').textContent()) ?? '');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('balance-bonus')).toBeHidden();
  return amount;
}

/**
 * The social cards of /bonus at a desktop and a phone width: nothing scrolls sideways or sticks out of the
 * page; a screenshot of them (cut from the whole page, so that the sticky header does not cover them).
 */
async function shootSocialCards(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    const cards = page.locator('.bonus-grid__social');
    await expect(cards.getByTestId('repost-card')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `/bonus at ${width}px scrolls sideways`).toBeLessThanOrEqual(width);
    const wide = await cards.locator('*').evaluateAll((els) =>
      els.filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((el) => `${el.tagName}.${String(el.className)}`),
    );
    expect(wide, `social cards' elements past the right edge at ${width}px`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await cards.boundingBox())!;
    if (SCREENSHOTS) await page.screenshot({ path: path.join(ARTIFACTS, `social-cards-${name}-${width}.png`), fullPage: true, clip: box });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A modal at a phone's width, as a screenshot. */
async function shootAt390(page: Page, modal: Locator, file: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(modal).toBeInViewport();
  if (SCREENSHOTS) await modal.screenshot({ path: path.join(ARTIFACTS, file) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('en: VK and Telegram linked through the sandbox sign-in, subscriptions on its pages unlock the Telegram block; a repost is paid by its reach once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  await newPlayerOnBonus(page, lang);
  const vk = { id: accountId('vk'), name: 'Vera VK' };
  const tg = { id: accountId('tg'), name: 'Tima TG' };
  const repostCard = page.getByTestId('repost-card');

  // Nothing linked: the repost bonus names the first condition, its buttons wait, the Telegram block is locked.
  await expect(repostCard.getByTestId('repost-blocker')).toHaveAttribute('data-code', 'social_vk_link');
  await expect(repostCard.getByTestId('repost-claim').first()).toBeDisabled();
  await expect(page.getByTestId('telegram-card').getByTestId('telegram-locked')).toBeVisible();

  // VK through its sign-in; a fresh VK page is public but does not allow the community's messages yet.
  await linkThroughSandbox(page, lang, page.getByTestId('social-accounts-card'), 'vk', vk);
  await expect(repostCard.getByTestId('repost-blocker')).toHaveAttribute('data-code', 'social_messages_closed');
  const vkPanel = page.getByTestId('social-accounts-card').getByTestId('social-network-vk');
  await expect(vkPanel.getByTestId('social-vk-public')).toHaveAttribute('data-ok', 'true');
  await expect(vkPanel.getByTestId('social-vk-messages')).toHaveAttribute('data-ok', 'false');
  // On the community's page: join, and allow its messages.
  await actOnSandboxPage(page, vkPanel.getByTestId('social-group-vk'), vk.name, ['join', 'allow']);
  await checkAgain(page, lang);
  await expect(vkPanel.getByTestId('social-group-vk')).toHaveAttribute('data-subscribed', 'true');
  await expect(vkPanel.getByTestId('social-vk-messages')).toHaveAttribute('data-ok', 'true');
  // Telegram is still missing: the next condition in spec §5's order.
  await expect(repostCard.getByTestId('repost-blocker')).toHaveAttribute('data-code', 'social_tg_link');

  // Telegram through the block's own button, then both channels: the block unlocks, every repost condition holds.
  await unlockTelegram(page, lang, tg);
  await expect(repostCard.getByTestId('repost-blocker')).toHaveCount(0);
  for (const condition of ['vk', 'public', 'messages', 'tg', 'group']) await expect(repostCard.getByTestId(`repost-cond-${condition}`)).toHaveAttribute('data-ok', 'true');

  // The community publishes a post; the player reposts it on VK with a reach of 600 (75 coins, 25 % withdrawable).
  const text = `E2E post ${Date.now().toString(36)}`;
  const post = await sandboxControl<{ id: string }>(request, 'posts', { network: 'vk', group: VK_GROUP, text });
  await sandboxControl(request, 'reposts', { network: 'vk', post: post.id, account: vk.id, reach: 600 });
  await checkAgain(page, lang);
  const item = repostCard.locator(`[data-testid=repost-post][data-post="${post.id}"]`);
  await expect(item).toContainText(text);
  await expect(item.getByTestId('repost-claim')).toBeEnabled();

  // A second tab still offers the claim after the first one was paid.
  const stale = await context.newPage();
  await stale.goto(`${prefix(lang)}/bonus`);
  const staleItem = stale.locator(`[data-testid=repost-post][data-post="${post.id}"]`);
  await expect(staleItem.getByTestId('repost-claim')).toBeEnabled();

  const before = await bonusMoney(page);
  await item.getByTestId('repost-claim').click();
  await expect(toast(page, TEXT[lang].repostDone)).toBeVisible();
  await expect(item.getByTestId('repost-paid')).toHaveText('+75.00 · reach 600');
  await expect(repostCard.getByTestId('repost-today')).toHaveText('Today: 1 of 3');
  await expect.poll(() => bonusMoney(page)).toBe(before + 7_500);
  expect(await headerBonus(page)).toBe(before + 7_500);

  // The same post claimed again (from the tab that did not see the payment) is refused with its message.
  await staleItem.getByTestId('repost-claim').click();
  await expect(toast(stale, TEXT[lang].repostClaimed)).toBeVisible();
  await stale.close();
  await page.reload();
  await expect(repostCard.locator(`[data-testid=repost-post][data-post="${post.id}"]`).getByTestId('repost-paid')).toBeVisible();
  await expect.poll(() => bonusMoney(page)).toBe(before + 7_500);
  expect(await headerBonus(page)).toBe(before + 7_500);

  await shootSocialCards(page, 'en');
});

test('ru: a promo code that needs the VK community opens the socials modal by itself, and activates once the player linked VK and joined', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lang = 'ru';
  await newPlayerOnBonus(page, lang);
  const vk = { id: accountId('vk'), name: 'Вера ВК' };
  const code = `E2EVK${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/admin/promo', {
    headers: await adminHeaders(request),
    data: { code, rewardKind: 'fixed', amount: 4_200, wagerX100: 100, withdrawableBp: 10_000, requiresSubscription: 'vk' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const modal = page.getByTestId('socials-modal');
  const activate = async () => {
    await page.getByTestId('promo-input').fill(code.toLowerCase());
    await page.getByTestId('promo-submit').click();
  };

  // No VK account: the refusal's §8 key opens the socials modal, for VK only.
  await activate();
  await expect(toast(page, TEXT[lang].vkLink)).toBeVisible();
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('social-network-vk')).toBeVisible();
  await expect(modal.getByTestId('social-network-tg')).toHaveCount(0);
  await shootAt390(page, modal, 'social-socials-modal-ru-390.png');

  // Linked from the modal, through the sandbox's sign-in, back on /bonus.
  await linkThroughSandbox(page, lang, modal, 'vk', vk);
  await expect(modal).toBeHidden();

  // Linked but not in the community: the modal opens again, and its "Subscribe" leads to the community's page.
  await activate();
  await expect(toast(page, TEXT[lang].vkSubscribe)).toBeVisible();
  await expect(modal).toBeVisible();
  const group = modal.getByTestId('social-group-vk');
  await expect(group).toHaveAttribute('data-subscribed', 'false');
  await actOnSandboxPage(page, group, vk.name, ['join']);
  await modal.getByTestId('social-check').click();
  await expect(group).toHaveAttribute('data-subscribed', 'true');
  await modal.locator('.modal__actions').getByRole('button', { name: 'Закрыть' }).click();
  await expect(modal).toBeHidden();

  // Now it activates: 42 coins to the bonus balance.
  const before = await bonusMoney(page);
  await activate();
  await expect(toast(page, TEXT[lang].promoDone)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect.poll(() => bonusMoney(page)).toBe(before + 4_200);
  expect(await headerBonus(page)).toBe(before + 4_200);
});

test('ru: a Telegram screenshot sent from the block and approved in the back office pays 50 coins once', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const lang = 'ru';
  const login = await newPlayerOnBonus(page, lang);
  await unlockTelegram(page, lang, { id: accountId('tg'), name: 'Тима ТГ' });
  const card = page.getByTestId('telegram-card');
  const before = await bonusMoney(page);

  await card.getByTestId('telegram-file').setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: tinyPng() });
  await card.getByTestId('telegram-send').click();
  await expect(toast(page, TEXT[lang].sent)).toBeVisible();
  const shot = card.getByTestId('telegram-screenshot');
  await expect(shot).toHaveCount(1);
  await expect(shot).toHaveAttribute('data-state', 'pending');
  await expect(shot.locator('img')).toBeVisible();
  // One at a time: the form waits for the decision.
  await expect(card.getByTestId('telegram-waiting')).toBeVisible();

  // The administrator, in a browser of their own, sees it waiting, opens it, approves it.
  const adminProblems: string[] = [];
  const admin = await adminBrowser(browser, baseURL!, '/admin/screenshots', adminProblems);
  const item = admin.page.getByTestId('screenshot-card').filter({ hasText: login });
  await expect(item).toHaveCount(1);
  await item.getByTestId('screenshot-open').click();
  const image = admin.page.getByTestId('screenshot-dialog').locator('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  await admin.page.keyboard.press('Escape');
  await expect(admin.page.getByTestId('screenshot-dialog')).toBeHidden();
  await item.getByTestId('screenshot-approve').click();
  const dialog = admin.page.getByTestId('approve-dialog');
  await expect(dialog).toContainText(`50,00 поступят на бонусный баланс ${login}`);
  await dialog.getByTestId('confirm-submit').click();
  await expect(toast(admin.page, /Скриншот №\d+ одобрен/)).toBeVisible();
  await expect(item).toHaveCount(0);
  await admin.page.goto('/admin/screenshots?status=approved');
  const approved = admin.page.getByTestId('screenshot-card').filter({ hasText: login });
  await expect(approved).toHaveCount(1);
  await expect(approved.getByTestId('screenshot-approve')).toHaveCount(0);
  await admin.context.close();
  expect(adminProblems, 'the admin browser\'s console errors').toEqual([]);

  // The player's balance follows the push: +50 coins; the block shows the decision and takes the next screenshot.
  await expect.poll(() => bonusMoney(page)).toBe(before + 5_000);
  await checkAgain(page, lang);
  await expect(shot).toHaveAttribute('data-state', 'approved');
  await expect(card.getByTestId('telegram-file')).toBeVisible();

  // A second decision is refused (409): no second payment.
  const headers = await adminHeaders(request);
  const list = await request.get('/api/admin/telegram-screenshots?state=approved&limit=50&offset=0', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const mine = ((await list.json()) as { items: { id: number; player: { login: string } }[] }).items.filter((s) => s.player.login === login);
  expect(mine).toHaveLength(1);
  const again = await request.post(`/api/admin/telegram-screenshots/${mine[0]!.id}/approve`, { headers });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('screenshot_handled');
  await page.reload();
  await expect.poll(() => bonusMoney(page)).toBe(before + 5_000);
  expect(await headerBonus(page)).toBe(before + 5_000);

  await shootSocialCards(page, 'ru');
});

test('en: the new-year gift in a season set around today opens from ?gift=newyear and is given once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const headers = await adminHeaders(request);
  const current = await request.get('/api/admin/bonus/settings', { headers });
  expect(current.ok(), await current.text()).toBe(true);
  const { defaults } = (await current.json()) as { defaults: { newyear: { startsAt: string; endsAt: string; amount: number } } };
  // Moscow's calendar (UTC+3 all year): yesterday to tomorrow, so that midnight during the test changes nothing.
  const moscowDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(5, 10);
  const season = { startsAt: moscowDay(-1), endsAt: moscowDay(1), amount: 12_300 };
  const set = await request.put('/api/admin/bonus/settings', { headers, data: { newyear: season } });
  expect(set.ok(), await set.text()).toBe(true);
  try {
    await newPlayerOnBonus(page, lang);
    const giftCard = page.getByTestId('newyear-card');
    await expect(giftCard).toContainText('123.00');

    // Without Telegram the gift is refused, and its §8 key (tg_bot) opens the Telegram modal.
    await giftCard.getByTestId('newyear-open').click();
    await page.getByTestId('newyear-modal').getByTestId('newyear-claim').click();
    await expect(toast(page, TEXT[lang].tgLink)).toBeVisible();
    await expect(page.getByTestId('telegram-modal')).toBeVisible();
    await expect(page.getByTestId('newyear-modal')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('telegram-modal')).toBeHidden();

    await unlockTelegram(page, lang, { id: accountId('tg'), name: 'Tima TG' });
    const before = await headerBonus(page);

    // The header's gift link: any page with ?gift=newyear opens the modal (and drops the parameter). Two tabs.
    const giftUrl = `${prefix(lang)}/statuses?gift=newyear`;
    await page.goto(giftUrl);
    const modal = page.getByTestId('newyear-modal');
    await expect(modal.getByTestId('newyear-claim')).toBeEnabled();
    await expect(page).toHaveURL((url) => url.pathname === `${prefix(lang)}/statuses` && url.search === '');
    const stale = await context.newPage();
    await stale.goto(giftUrl);
    await expect(stale.getByTestId('newyear-modal').getByTestId('newyear-claim')).toBeEnabled();

    await modal.getByTestId('newyear-claim').click();
    await expect(toast(page, TEXT[lang].newyearDone)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect.poll(() => headerBonus(page)).toBe(before + 12_300);

    // The second claim (from the other tab) is refused with its message; the modal then says it was received.
    await stale.getByTestId('newyear-modal').getByTestId('newyear-claim').click();
    await expect(toast(stale, TEXT[lang].newyearClaimed)).toBeVisible();
    await stale.close();
    await page.goto(giftUrl);
    await expect(modal.getByTestId('newyear-claimed')).toBeVisible();
    await expect(modal.getByTestId('newyear-claim')).toHaveCount(0);
    await shootAt390(page, modal, 'social-newyear-modal-en-390.png');
    await page.keyboard.press('Escape');
    await page.goto(`${prefix(lang)}/bonus`);
    await expect(page.getByTestId('newyear-card')).toContainText('This season\'s gift has been received');
    await expect.poll(() => bonusMoney(page)).toBe(before + 12_300);
    expect(await headerBonus(page)).toBe(before + 12_300);
    await shootSocialCards(page, 'en-newyear');
  } finally {
    const restored = await request.put('/api/admin/bonus/settings', { headers, data: { newyear: defaults.newyear } });
    expect(restored.ok(), await restored.text()).toBe(true);
    expect(((await restored.json()) as { settings: { newyear: unknown } }).settings.newyear).toEqual(defaults.newyear);
  }
});
