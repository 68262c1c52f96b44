import { expect, test } from '@playwright/test';

/**
 * Runs after the whole suite (the `ledger` teardown project): whatever the
 * tests did with money through the browser — deposits through the sandbox,
 * bets, withdrawals approved, cancelled or rejected, adjustments — the
 * reconciliation report is balanced: every posting sums to zero, every cached
 * balance equals its entries, and the cashier's records equal the ledger.
 */
test('the ledger is balanced after the whole suite', async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: { login: 'e2eadmin', password: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-admin-pass-1' } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { access_token: { token: string } }).access_token.token;
  const answer = await request.get('/api/admin/reconciliation', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const report = (await answer.json()) as { balanced: boolean; cachedMismatches: unknown[]; unbalancedPostings: unknown[]; money: { difference: number } };
  expect(report.cachedMismatches).toEqual([]);
  expect(report.unbalancedPostings).toEqual([]);
  expect(report.money.difference).toBe(0);
  expect(report.balanced).toBe(true);
});
