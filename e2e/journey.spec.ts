import { expect, parseMoney, test, uniqueLogin } from './support/fixtures.ts';
import { headerBalance, prefix, registerViaModal, T, type Lang } from './support/ui.ts';

/**
 * The journey, once per language: register in the modal → demo mode
 * on → +1 000 demo → roll Dice → the header balance changes without a page
 * reload (also in a second tab, which only the live push can update) → the
 * bet's fairness dialog → rotate seeds → the /fairness verifier recomputes
 * the same roll in the browser (and the server agrees).
 *
 * With full motion (the suite otherwise asks for reduced motion): the journey
 * most players take, animations included.
 */
test.use({ reducedMotion: 'no-preference' });

for (const lang of ['ru', 'en'] as const satisfies readonly Lang[]) {
  test(`journey in ${lang}: register, demo, Dice, live balance, fairness check`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const base = prefix(lang);
    await page.goto(base || '/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('hero-play')).toHaveText(T[lang].heroCta);
    // The live connection comes up anonymously first.
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');

    await registerViaModal(page, lang, uniqueLogin(`e2e${lang}`));
    await expect(page.getByTestId('balance')).toBeVisible();

    // Marker that disappears on any full page load: proves "without reload".
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    // Demo mode on, +1 000 demo coins (from the balance panel in the header).
    await page.getByTestId('balance').click();
    await page.getByTestId('play-demo').click();
    await expect(page.getByTestId('play-demo')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(T[lang].demoOn)).toBeVisible();
    const beforeAdd = parseMoney(await headerBalance(page));
    await page.getByTestId('demo-add').click();
    await expect.poll(async () => parseMoney(await headerBalance(page))).toBe(beforeAdd + 100_000);
    await expect(page.getByTestId('balance-demo')).toHaveText(await headerBalance(page));
    await page.keyboard.press('Escape');

    // Dice through the games menu (client-side navigation).
    await page.getByTestId('games-menu').click();
    await page.getByTestId('games-menu-panel').getByRole('menuitem').first().click();
    await expect(page).toHaveURL(new RegExp(`${base}/dice$`));

    // Seed management: a client seed of our own (rotates the pair, reveals the old server seed).
    const clientSeed = `e2e-${lang}-seed`;
    await page.getByTestId('open-seeds').click();
    const seeds = page.getByTestId('seeds-dialog');
    await expect(seeds.getByTestId('seeds-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await seeds.getByTestId('seeds-client-input').fill(clientSeed);
    await seeds.getByTestId('seeds-client-submit').click();
    await expect(seeds.getByTestId('seeds-client-seed')).toHaveText(clientSeed);
    await expect(seeds.getByTestId('seeds-nonce')).toHaveText('0');
    await expect(seeds.getByTestId('seeds-revealed')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(seeds).toBeHidden();

    // A second tab on the same session: only a socket push can change its header.
    const watcher = await context.newPage();
    await watcher.goto(`${base}/dice`);
    await expect(watcher.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
    const watcherBefore = parseMoney(await headerBalance(watcher));
    // Background tabs get no animation frames: bring the playing tab forward.
    await page.bringToFront();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');

    const before = parseMoney(await headerBalance(page));
    await page.getByTestId('dice-amount').fill('10');
    await page.getByTestId('dice-chance-input').fill('50');
    await expect(page.getByTestId('dice-coefficient')).toHaveText(lang === 'ru' ? '×1,98' : '×1.98');
    await expect(page.getByTestId('dice-possible-win')).toHaveText(lang === 'ru' ? '19,80' : '19.80');
    // Record every status the roll passes through: the result must never show before the roll animation.
    await page.getByTestId('dice-result-status').evaluate((el) => {
      const seen: (string | null)[] = [];
      const observer = new MutationObserver((records) => records.forEach((r) => seen.push(r.oldValue)));
      observer.observe(el, { attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
      (window as unknown as { __diceStates: () => (string | null)[] }).__diceStates = () => [...seen, el.getAttribute('data-state')];
    });
    await page.getByTestId('dice-less').click();

    const status = page.getByTestId('dice-result-status');
    await expect(status).toHaveAttribute('data-state', /^(win|loss)$/);
    // The number carries its value only once the roll has settled, in the same render as the status.
    await expect(page.getByTestId('dice-result-number')).toHaveAttribute('data-value', /^\d+$/);
    const won = (await status.getAttribute('data-state')) === 'win';
    const rolled = Number(await page.getByTestId('dice-result-number').getAttribute('data-value'));
    const states = await page.evaluate(() => (window as unknown as { __diceStates: () => (string | null)[] }).__diceStates());
    expect(states.filter((state, i) => state !== states[i - 1])).toEqual(['idle', 'rolling', won ? 'win' : 'loss']);
    expect(rolled).toBeGreaterThanOrEqual(0);
    expect(rolled).toBeLessThan(1_000_000);
    expect(won).toBe(rolled < 500_000);
    const expected = before - 1000 + (won ? 1980 : 0);
    await expect.poll(async () => parseMoney(await headerBalance(page))).toBe(expected);
    await expect.poll(async () => parseMoney(await headerBalance(watcher))).toBe(watcherBefore - 1000 + (won ? 1980 : 0));
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await watcher.close();

    // The bet in my history → its fairness dialog.
    const row = page.getByTestId('my-bet-row').first();
    await expect(row).toBeVisible();
    await row.getByTestId('my-bet-check').click();
    const dialog = page.getByTestId('fairness-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('fairness-number')).toHaveText(String(rolled).replace(/\B(?=(\d{3})+(?!\d))/g, ' '));
    await expect(dialog.getByTestId('fairness-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(dialog.getByTestId('fairness-client-seed')).toHaveText(clientSeed);
    await expect(dialog.getByTestId('fairness-nonce')).toHaveText('0');
    await expect(dialog.getByTestId('fairness-server-seed')).toHaveCount(0);

    // JSON download of the fairness record.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('fairness-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^azart-dice-bet-\d+\.json$/);

    // Rotate: the server seed of this bet is revealed.
    await dialog.getByTestId('fairness-rotate').click();
    await expect(dialog.getByTestId('fairness-server-seed')).toHaveText(/^[0-9a-f]{64}$/);

    // Check it in the verifier page: same roll, computed in the browser.
    await dialog.getByTestId('fairness-verify-link').click();
    await expect(page).toHaveURL(new RegExp(`${base}/fairness\\?`));
    await expect(page.getByTestId('fairness-dialog')).toBeHidden();
    await expect(page.getByTestId('verifier-number')).toHaveAttribute('data-value', String(rolled));
    await expect(page.getByTestId('verifier-hash-match')).toBeVisible();
    await expect(page.locator('#v-client-seed')).toHaveValue(clientSeed);
    await page.getByTestId('verifier-server-check').click();
    await expect(page.getByTestId('verifier-server-agrees')).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // A reload restores the session from local storage (then refreshes it); log out ends it.
    const balance = await headerBalance(page);
    await page.reload();
    await expect(page.getByTestId('balance-amount')).toHaveText(balance);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
    await page.getByTestId('profile-menu').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('open-login')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
}
