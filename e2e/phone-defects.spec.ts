// Phone-layout and copy defects a new player met at 375 × 812 (issue 20,
// items 6–16): each test shows one fixed on the real build, and leaves a
// screenshot of it in e2e/artifacts/phone-defects/ to look at.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, SCREENSHOTS } from './support/fixtures.ts';
import { signUp, type ApiPlayer } from './support/session.ts';
import { clippedElements, expectOnScreenTogether } from './support/ui.ts';

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'phone-defects');
const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};
/** Tether's own TRC-20 contract: a real, valid base58check address. */
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true });

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  expect(found, `${locator} is rendered`).not.toBeNull();
  return found!;
};
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the player reads (innerText: what CSS lays out, spaces included or not), no-break spaces as spaces. */
const readText = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).innerText.replace(/\u00a0/g, ' '));

/** Waits (by the API) until a round of `game` takes bets for at least `minLeftMs` more. */
async function bettingWindow(request: APIRequestContext, game: string, minLeftMs: number): Promise<void> {
  type Current = { round: { state: string; bettingEndsAt: string } | null; serverTime: string };
  await expect.poll(async () => {
    const { round, serverTime } = (await (await request.get(`/api/rounds/${game}/current`)).json()) as Current;
    return round?.state === 'betting' && Date.parse(round.bettingEndsAt) - Date.parse(serverTime) >= minLeftMs;
  }, { timeout: 45_000, intervals: [250] }).toBe(true);
}

async function api<T>(request: APIRequestContext, player: ApiPlayer, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const answer = await request[method](url, { data, headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() } });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

test('a USDT withdrawal at 375 px: a bad address\'s message is not under the sticky total, and "open history" shows the withdrawal with its cancel button', async ({ page, context }) => {
  test.setTimeout(90_000);
  const player = await signUp(context);
  const request = context.request;
  // A USDT deposit, completed by the sandbox's test helper (the provider's webhook credits it).
  const { checkoutUrl } = await api<{ checkoutUrl: string }>(request, player, 'post', '/api/payments/deposits', { method: 'usdt_trc20', amount: 200_000 });
  const completed = await request.post(`${new URL(checkoutUrl).pathname}/complete`, { data: { outcome: 'succeeded' } });
  expect(completed.status(), await completed.text()).toBe(200);
  await expect.poll(async () => (await api<{ user: { money: number } }>(request, player, 'get', '/api/auth/me')).user.money, { timeout: 20_000 }).toBe(200_000);
  // The X2 wager: 4 000 coins of Dice bets at 95 %.
  for (let i = 0; i < 20; i++) await api(request, player, 'post', '/api/games/dice/bet', { amount: 20_000, chance: 95, side: 'less' });

  // A shorter phone (375 × 667), where the form scrolls under its sticky total.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/dice?cashier=withdraw');
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  await page.getByTestId('withdraw-method-usdt_trc20').click();
  await page.getByTestId('withdraw-amount').fill('1000');
  await page.getByTestId('withdraw-wallet').fill('Tnot-an-address');
  // As a player who scrolled down to the amount: the address field just above the sticky total, still in view,
  // so focusing it alone scrolls nothing and its message would open under the total.
  await page.getByTestId('withdraw-wallet').evaluate((input) => {
    let scroller = input.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
    const footerTop = document.querySelector('.cashier-form__footer')!.getBoundingClientRect().top;
    if (scroller) scroller.scrollTop += input.getBoundingClientRect().bottom - (footerTop - 4);
  });
  await page.getByTestId('withdraw-submit').click();
  const error = page.locator('#withdraw-wallet-error');
  await expect(error).toHaveText('Вы ввели неверный кошелек. Сеть: TRC-20, монета: USDT');
  await expect(page.getByTestId('withdraw-wallet')).toBeFocused();
  // The message is wholly above the sticky total and its button, not under it.
  await expect.poll(async () => (await box(error)).y + (await box(error)).height <= (await box(page.locator('.cashier-form__footer'))).y).toBe(true);
  await shot(page, 'usdt-address-error');

  await page.getByTestId('withdraw-wallet').fill(TRC20);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await page.getByTestId('withdraw-to-history').click();
  await expect(page).toHaveURL(/cashier=history&history=withdrawals/);
  await expect(page.getByTestId('history-withdrawals')).toHaveAttribute('aria-selected', 'true');
  const list = page.getByTestId('history-withdrawals-list');
  await expect(list.getByRole('button', { name: /Отменить/ }).first()).toBeVisible();
  await shot(page, 'withdrawal-history');
});

test('the seeds dialog\'s new client seed field is wide enough to read a seed', async ({ page, context }) => {
  await signUp(context);
  await page.goto('/dice');
  await page.getByTestId('open-seeds').click();
  const input = page.getByTestId('seeds-client-input');
  await expect(input).toBeVisible();
  // It was 57 px beside its button; now the button goes under it when both do not fit.
  expect((await box(input)).width).toBeGreaterThanOrEqual(250);
  const button = await box(page.getByTestId('seeds-client-submit'));
  expect(button.x + button.width).toBeLessThanOrEqual(375);
  await shot(page, 'seeds-dialog');
});

test('on /bonus the Telegram block\'s "link through the bot" button covers neither its title nor its state', async ({ page, context }) => {
  await signUp(context);
  await page.goto('/bonus');
  const card = page.getByTestId('telegram-card');
  const link = card.getByTestId('social-link-tg');
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveText('Привязать через бота');
  const button = await box(link);
  for (const part of [card.locator('.social-network__who strong'), card.getByTestId('social-account-tg'), card.locator('#telegram-title')]) {
    expect(overlap(button, await box(part)), `the button over ${await part.textContent()}`).toBe(false);
  }
  expect(await clippedElements(page, '.social-network__account, .social-network__who')).toEqual([]);
  if (SCREENSHOTS) await card.screenshot({ path: path.join(SHOTS, 'bonus-telegram.png') });
});

test('round games: 44 px spot buttons, readable ×10 chips, limits inside their tiles, and a status line with its spaces', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signUp(context, { demoCoins: true });
  for (const game of ['megawheel', 'crazytime', 'x100'] as const) {
    await page.goto(`/${game}`);
    await expect(page.getByTestId('round-phase')).toHaveAttribute('data-round-id', /\d+/);
    const spots = page.locator('.spot-button');
    for (const spot of await spots.all()) {
      const b = await box(spot);
      expect(Math.min(b.width, b.height), `${game} ${await spot.getAttribute('data-testid')} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    // The limits card: "1 000 000,00" stays inside its tile.
    await page.getByTestId('game-limits').scrollIntoViewIfNeeded();
    for (const figure of await page.getByTestId('game-limits').locator('dd').all()) {
      const tile = await box(figure.locator('xpath=..'));
      const text = await figure.evaluate((el) => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); });
      expect(text.right, `${game} ${await figure.textContent()} inside its tile`).toBeLessThanOrEqual(tile.x + tile.width);
    }
    if (SCREENSHOTS) await page.getByTestId('game-limits').screenshot({ path: path.join(SHOTS, `${game}-limits.png`) });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // x100's ×10 chip: its text against its colour reads at 4.5:1 at least (it was white at 3.28:1).
  const ratio = await page.getByTestId('round-spot-10').evaluate((el) => {
    const style = getComputedStyle(el);
    const rgb = (value: string) => value.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
    const lum = (c: number[]) => c.map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const spot = style.getPropertyValue('--spot').trim();
    const n = Number.parseInt(spot.slice(1), 16);
    const [a, b] = [lum(rgb(style.color)), lum([(n >> 16) & 255, (n >> 8) & 255, n & 255])].sort((x, y) => y - x) as [number, number];
    return (a + 0.05) / (b + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);

  // Mega Wheel, nine spots in two rows: the board, the status line and the first and last spot still on one screen; a bet's line keeps its space.
  await page.goto('/megawheel');
  await bettingWindow(context.request, 'megawheel', 4_000);
  await expectOnScreenTogether(page, { board: page.getByTestId('round-wheel'), status: page.getByTestId('round-status'), first: page.getByTestId('round-spot-1'), last: page.getByTestId('round-spot-40') });
  await page.getByTestId('round-spot-1').click();
  await expect(page.getByTestId('round-stake-1')).not.toHaveText('\u00a0');
  await expect.poll(() => readText(page.getByTestId('round-status'))).toMatch(/^Ваша ставка \d/);
  await shot(page, 'megawheel-bet');
  // After the round: "Прошлый раунд: ×N · …" with its spaces.
  await expect.poll(() => readText(page.getByTestId('round-status')), { timeout: 40_000 }).toMatch(/^Прошлый раунд: \S+( · |$)/);
  expect(await readText(page.getByTestId('round-status'))).not.toMatch(/:\S|\S·|·\S/);
});

test('the support form: messages go once their fields are filled, the text is in the page\'s font, a 3 KB file reads "3 КБ"', async ({ page, context }) => {
  await signUp(context);
  await page.goto('/support/create');
  await page.getByTestId('support-submit').click();
  const subjectError = page.locator('#support-subject-error');
  const messageError = page.locator('#support-message-error');
  await expect(subjectError).toBeVisible();
  await expect(messageError).toBeVisible();
  await page.getByTestId('support-subject').fill('Вывод');
  await expect(subjectError).toBeHidden();
  await expect(messageError).toBeVisible();
  await page.getByTestId('support-message').fill('Где мой вывод?');
  await expect(messageError).toBeHidden();
  const fonts = await page.getByTestId('support-message').evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(document.body).fontFamily]);
  expect(fonts[0]).toBe(fonts[1]);
  expect(fonts[0]).not.toMatch(/mono/i);
  await page.getByTestId('support-files-input').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024, 1) });
  await expect(page.getByTestId('file-size')).toHaveText('3\u00a0КБ');
  await shot(page, 'support-form');
});

test('Dice shows no Less/More numbers while the chance is not a valid one', async ({ page, context }) => {
  await signUp(context);
  await page.goto('/dice');
  const less = page.getByTestId('dice-less-range');
  await expect(less).toHaveText(/\d – \d/);
  await page.getByTestId('dice-chance-input').fill('99');
  await expect(page.getByTestId('dice-chance-error')).toBeVisible();
  await expect(less).toHaveText('—');
  await expect(page.getByTestId('dice-more-range')).toHaveText('—');
  await expect(page.getByTestId('dice-less')).toBeDisabled();
  await shot(page, 'dice-invalid-chance');
  await page.getByTestId('dice-chance-input').fill('50');
  await expect(less).toHaveText(/^0 – \d/);
});

test('the phone header does not scroll sideways with a 99 999 999 demo balance, nor with the largest one', async ({ page, context }) => {
  const player = await signUp(context, { demoCoins: true });
  for (const amount of [9_999_999_900, 100_000_000_000]) {
    await api(context.request, player, 'post', '/api/demo/set', { amount });
    await page.goto('/dice');
    await expect(page.getByTestId('balance-amount')).toHaveText(amount === 9_999_999_900 ? '99\u00a0999\u00a0999' : '1\u00a0000\u00a0000\u00a0000');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(375);
    expect(await clippedElements(page, 'header.header, .header__inner')).toEqual([]);
  }
  if (SCREENSHOTS) await page.locator('header.header').screenshot({ path: path.join(SHOTS, 'header-big-balance.png') });
});

test('the first Mines view on a phone shows the mine-count buttons whole, above the sticky play button', async ({ page, context }) => {
  await signUp(context);
  await page.goto('/mines');
  await expect(page.getByTestId('mines-board')).toHaveAttribute('data-ready', 'true');
  const play = await box(page.getByTestId('mines-start'));
  const quick = page.locator('.game__controls .segmented button');
  expect(await quick.count()).toBeGreaterThan(0);
  for (const button of await quick.all()) {
    const b = await box(button);
    expect(b.y + b.height, `mine-count button ${await button.textContent()} ends above the play button`).toBeLessThanOrEqual(play.y);
  }
  await expectOnScreenTogether(page, { board: page.getByTestId('mines-board'), status: page.getByTestId('mines-status'), play: page.getByTestId('mines-start') });
  await shot(page, 'mines-first-view');
});
