import { expect, parseMoney, test, uniqueLogin } from './support/fixtures.ts';
import { depositByCard, headerBalance } from './support/ui.ts';
import { signUp } from './support/session.ts';
import { signInThroughModal } from './support/staff.ts';

/**
 * Real money end to end (issue 11): a player deposits by card through the
 * sandbox's checkout and sees the balance move without a reload, plays Dice
 * on the main balance, asks for a withdrawal; an admin approves it in the
 * back office; the payout goes through the provider and the player sees the
 * withdrawal completed in their history, again without a reload.
 */

test('deposit, play, withdraw, approve in the back office, completed in the player\'s history', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page.context(), { login: uniqueLogin('mj') });
  await page.goto('/dice');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
  const money = async () => parseMoney(await headerBalance(page));
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // Deposit 1 500 coins by card through the provider's hosted checkout, in a second tab of the same session.
  await depositByCard(page, '/dice', 1500);
  // The first tab, never reloaded, gets the new balance by the live push.
  await expect.poll(money, { timeout: 20_000 }).toBe(150_000);

  // Play on the main balance: a few bets from the board, then enough to reach the X2 wager (3 000 coins).
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('dice-less').click();
    await expect(page.getByTestId('dice-result-status')).toHaveAttribute('data-state', /^(win|loss)$/);
  }
  const wagered = await page.evaluate(async () => {
    const token = localStorage.getItem('token')!;
    let ok = 0;
    for (let i = 0; i < 15; i++) {
      const answer = await fetch('/api/games/dice/bet', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ amount: 20_000, chance: 95, side: 'less' }),
      });
      if (answer.ok) ok++;
    }
    return ok;
  });
  expect(wagered).toBe(15);
  await expect.poll(money, { timeout: 20_000 }).toBeLessThan(150_000 + 100_000);

  // Ask for 500 coins to a card: the amount and the 2 % fee are held at once.
  await page.getByTestId('header-withdraw').click();
  await expect(page.getByTestId('withdraw-wager-figures')).toHaveText('Условие выполнено');
  await page.getByTestId('withdraw-cardNumber').pressSequentially('4111111111111111');
  await page.getByTestId('withdraw-bank').selectOption('tinkoff');
  await page.getByTestId('withdraw-amount').fill('500');
  const before = await money();
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await expect.poll(money).toBe(before - 51_000);
  await page.getByTestId('withdraw-to-history').click();
  await page.getByTestId('history-withdrawals').click();
  const row = page.getByTestId('withdrawal-row').first();
  await expect(row.getByTestId('withdrawal-status')).toHaveText('На проверке');

  // An admin, in a browser of their own, approves it in the back office.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/withdrawals');
  await signInThroughModal(admin);
  await expect(admin).toHaveURL(/\/admin\/withdrawals$/);
  const queued = admin.getByTestId('withdrawal-row').filter({ hasText: '500,00' }).first();
  await expect(queued).toBeVisible();
  await queued.getByTestId('withdrawal-approve').click();
  await admin.getByTestId('approve-dialog').getByRole('button', { name: 'Одобрить' }).click();
  await adminContext.close();

  // The payout goes through the provider; the player's open history shows it completed, with no reload.
  await expect(row.getByTestId('withdrawal-status')).toHaveText('Выплачен', { timeout: 30_000 });
  await expect(row.getByTestId('withdrawal-cancel')).toHaveCount(0);
  expect(await money()).toBe(before - 51_000);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
