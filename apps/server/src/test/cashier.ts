import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Deposit, Withdrawal } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { signPayload, SIGNATURE_HEADER } from '../shared/webhook-signature.ts';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from './harness.ts';

/** What the cashier's tests share: an app that listens (the adapter reaches the sandbox over HTTP) with a fast sandbox. */
export async function cashierApp(): Promise<TestApp> {
  return createTestApp({ listen: true, env: { SANDBOX_PAYOUT_DELAY_MS: '50', SANDBOX_CONFIRMATIONS: '2', SANDBOX_CONFIRMATION_MS: '30' } });
}

export const WEBHOOK_SECRET = 'test-payments-webhook-secret-0123456789';

export async function staffMember(app: TestApp, scope: 'finance' | 'support' | 'admin'): Promise<Player> {
  const member = await registerPlayer(app);
  // As `npm run grant-scope` would (the users module's own service is not this module's to call).
  await app.ctx.db.execute(sql`UPDATE users SET scope = ${`{player,${scope}}`}::text[] WHERE id = ${member.id}`);
  return member;
}

export function api(app: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, who: Player | null, payload?: unknown, headers: Record<string, string> = {}) =>
    app.app.inject({ method, url, headers: { ...(who ? who.auth : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    async deposit(who: Player, body: Record<string, unknown>, key: string = randomUUID()) {
      const response = await call('POST', '/api/payments/deposits', who, body, { 'idempotency-key': key });
      return response;
    },
    async withdraw(who: Player, body: Record<string, unknown>, key: string = randomUUID(), lang = 'ru') {
      return call('POST', '/api/payments/withdrawals', who, body, { 'idempotency-key': key, 'accept-language': lang });
    },
    async money(who: Player): Promise<{ main: number; points: number }> {
      const rows = rowsOf<{ kind: string; balance: number }>(await app.ctx.db.execute(sql`SELECT kind, balance FROM accounts WHERE user_id = ${who.id}`));
      const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
      return { main: of('main'), points: of('points') };
    },
  };
}

/** The checkout's own URL on this test server (the sandbox builds it from PUBLIC_ORIGIN, which tests do not listen on). */
export function local(app: TestApp, url: string): string {
  const { pathname } = new URL(url);
  return `${app.url}${pathname}`;
}

export async function checkout(app: TestApp, checkoutUrl: string, outcome: 'succeeded' | 'declined'): Promise<Response> {
  return fetch(`${local(app, checkoutUrl)}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome }) });
}

/** Waits until `read` gives something `done` accepts (the sandbox and the job runner work in the background). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function depositOf(app: TestApp, who: Player, id: number): Promise<Deposit> {
  const list = await app.app.inject({ method: 'GET', url: '/api/payments/deposits?limit=100', headers: who.auth });
  const found = list.json<{ items: Deposit[] }>().items.find((d) => d.id === id);
  if (!found) throw new Error(`deposit ${id} not listed`);
  return found;
}

export async function withdrawalOf(app: TestApp, who: Player, id: number): Promise<Withdrawal> {
  const list = await app.app.inject({ method: 'GET', url: '/api/payments/withdrawals?limit=100', headers: who.auth });
  const found = list.json<{ items: Withdrawal[] }>().items.find((w) => w.id === id);
  if (!found) throw new Error(`withdrawal ${id} not listed`);
  return found;
}

/** Deposits by card through the sandbox's checkout and waits until it is credited. */
export async function paidDeposit(app: TestApp, who: Player, amount: number, method: 'card' | 'usdt_trc20' | 'wallet' = 'card'): Promise<Deposit> {
  const body = method === 'wallet' ? { method, amount, phone: '+79991234567', operator: 'mts' } : { method, amount };
  const created = await api(app).deposit(who, body);
  expect(created.statusCode, created.body).toBe(200);
  const { deposit, checkoutUrl } = created.json<{ deposit: Deposit; checkoutUrl: string }>();
  expect((await checkout(app, checkoutUrl, 'succeeded')).status).toBe(200);
  return eventually(() => depositOf(app, who, deposit.id), (d) => d.status === 'success');
}

/** A signed callback of our own making (as a provider would send it), for the replay and tamper tests. */
export function signedCallback(app: TestApp, body: string, options: { secret?: string; at?: number; signature?: string } = {}) {
  const signature = options.signature ?? signPayload(options.secret ?? WEBHOOK_SECRET, body, options.at);
  return app.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: body });
}

/**
 * Real-money Dice bets of `total` kopecks at 95 %, for the X2 rule. Most win
 * back; when losses have left less than a stake, the house tops the balance up
 * (an adjustment, which is no deposit and so changes no rule), so the tests
 * never depend on the dice.
 */
export async function wager(app: TestApp, who: Player, total: number, stake = 10_000): Promise<void> {
  for (let placed = 0; placed < total; placed += stake) {
    const { main } = await api(app).money(who);
    if (main < stake) await creditMain(app, who.id, stake - main);
    const bet = await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: who.auth, payload: { amount: stake, chance: 95, side: 'less' } });
    expect(bet.statusCode, bet.body).toBe(200);
  }
}
