import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type TestApp } from '../../test/harness.ts';
import { cashierApp, staffMember } from '../../test/cashier.ts';

/**
 * Issue 20 item 5: a support account credited a deposit through `POST /api/admin/deposit-claims/{id}/credit`.
 * Money moves only with finance (admin includes it). Every staff route that writes is classified here: those that
 * move money must declare it (`config.movesMoney`), so a new staff route fails this test until someone decides.
 */
const MOVES_MONEY = [
  'POST /api/admin/deposit-claims/:id/credit',
  'POST /api/admin/withdrawals/:id/approve',
  'POST /api/admin/withdrawals/:id/reject',
  'POST /api/admin/players/:id/adjust',
  'POST /api/admin/players/:id/grants',
  'POST /api/admin/grants/:id/cancel',
  'POST /api/admin/telegram-screenshots/:id/approve',
];

/** Staff writes that move no money now (settings, blocks, words, forwarding a request to the provider). */
const MOVES_NO_MONEY = [
  'PUT /api/admin/bonus/settings',
  'POST /api/admin/deposit-claims/:id/deny',
  'POST /api/admin/deposit-claims/:id/forward',
  'PUT /api/admin/games/:game/settings',
  'POST /api/admin/players/:id/block',
  'POST /api/admin/players/:id/rakeback-boost',
  'PUT /api/admin/players/:id/scope',
  'POST /api/admin/players/:id/unblock',
  'POST /api/admin/promo',
  'POST /api/admin/promo/:id/disable',
  'POST /api/admin/telegram-screenshots/:id/reject',
  'POST /api/admin/tournaments',
  'PUT /api/admin/tournaments/:id',
  'POST /api/support/agent/canned',
  'POST /api/support/agent/canned/:id/delete',
  'POST /api/support/agent/tickets/:id/assign',
  'POST /api/support/agent/tickets/:id/messages',
  'POST /api/support/agent/tickets/:id/status',
];

let app: TestApp;
beforeAll(async () => {
  app = await cashierApp();
});
afterAll(async () => {
  await app?.close();
});

const writes = () => app.app.scopedRoutes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
const name = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('money moved by staff', () => {
  it('every staff route that writes is classified, and exactly the money routes declare it', () => {
    const all = writes().map(name).sort();
    expect(all).toEqual([...MOVES_MONEY, ...MOVES_NO_MONEY].sort());
    expect(writes().filter((r) => r.movesMoney).map(name).sort()).toEqual([...MOVES_MONEY].sort());
    for (const route of writes().filter((r) => r.movesMoney)) expect(route.scopes.length === 1 && ['finance', 'admin'].includes(route.scopes[0]!), name(route)).toBe(true);
  });

  it('a support account is refused every money route; finance gets past the scope check where the path is not admin\'s', async () => {
    const support = await staffMember(app, 'support');
    const finance = await staffMember(app, 'finance');
    const player = await registerPlayer(app);
    for (const route of writes().filter((r) => r.movesMoney)) {
      const url = route.url.replace(':id', '999999');
      const call = (who: { auth: Record<string, string> }) => app.app.inject({ method: route.method as 'POST', url, headers: who.auth, payload: { reason: 'test', amount: 100, account: 'main' } });
      expect((await call(support)).statusCode, `${name(route)} as support`).toBe(403);
      expect((await call(player)).statusCode, `${name(route)} as a player`).toBe(403);
      const asFinance = await call(finance);
      if (route.scopes[0] === 'finance') expect(asFinance.statusCode, `${name(route)} as finance: ${asFinance.body}`).not.toBe(403);
    }
  });
});
