import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { connectClient, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { signPayload } from '../../../shared/webhook-signature.ts';
import { pollPaymentStatuses } from '../poll.ts';
import { api, cashierApp, checkout, depositOf, eventually, local, paidDeposit, signedCallback, WEBHOOK_SECRET } from '../../../test/cashier.ts';

/**
 * Deposits through the sandbox provider over real HTTP (issue 11 items 1, 2
 * and 5): the checkout, the signed callback, the credit exactly once, the
 * points, and what happens when callbacks are replayed, tampered with, stale,
 * or never come.
 */
let app: TestApp;
beforeAll(async () => {
  app = await cashierApp();
});
afterAll(async () => {
  await app?.close();
});

type Created = { deposit: Deposit; checkoutUrl: string };

describe('card deposits through the sandbox', () => {
  it('credits the main balance once the checkout succeeds, with deposit points, and pushes the balance live', async () => {
    const player = await registerPlayer(app);
    const client = await connectClient(app.url!, player.token);
    try {
      const created = await api(app).deposit(player, { method: 'card', amount: 150_000, email: 'me@example.com' });
      expect(created.statusCode, created.body).toBe(200);
      const { deposit, checkoutUrl } = created.json<Created>();
      expect(deposit).toMatchObject({ amount: 150_000, fee: 0, method: 'card', status: 'waiting', points: 0, currency: 'RUB' });
      expect(checkoutUrl).toMatch(/\/sandbox\/checkout\/pay_[0-9a-f]+$/);
      expect(await api(app).money(player)).toEqual({ main: 0, points: 0 });

      // The hosted page asks for a card; the sandbox's test helper settles it as the form would.
      const page = await fetch(local(app, checkoutUrl), { headers: { 'accept-language': 'en' } });
      expect(await page.text()).toContain('data-testid="card-number"');
      expect((await checkout(app, checkoutUrl, 'succeeded')).status).toBe(200);

      const credited = await eventually(() => depositOf(app, player, deposit.id), (d) => d.status === 'success');
      // 1 500 coins reach Bronze this week, whose rate (25 %, bonuses.md §4) this deposit already earns: 375 points.
      expect(credited).toMatchObject({ status: 'success', points: 375, requisites: '•••• 4242', reason: null, checkoutUrl: null });
      expect(await api(app).money(player)).toEqual({ main: 150_000, points: 375 });
      const push = await client.next((p) => p.channel === `usr#${player.id}` && p.data.balance?.money === 150_000);
      expect(push.data.balance).toMatchObject({ money: 150_000, depositPoints: 375 });
    } finally {
      client.socket.close();
    }
  });

  it('a declined card cancels the deposit with its reason and moves nothing', async () => {
    const player = await registerPlayer(app);
    const { deposit, checkoutUrl } = (await api(app).deposit(player, { method: 'card', amount: 20_000 })).json<Created>();
    await checkout(app, checkoutUrl, 'declined');
    const canceled = await eventually(() => depositOf(app, player, deposit.id), (d) => d.status === 'canceled');
    expect(canceled.reason).toBe('Платёж отклонён');
    expect(await api(app).money(player)).toEqual({ main: 0, points: 0 });
  });

  it('the checkout form: the approving card pays, the 3-D Secure card asks for 1234, a wrong code declines', async () => {
    const player = await registerPlayer(app);
    const pay = async (number: string, code?: string) => {
      const { deposit, checkoutUrl } = (await api(app).deposit(player, { method: 'card', amount: 10_000 })).json<Created>();
      const url = local(app, checkoutUrl);
      const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' as const });
      const paid = await fetch(`${url}/pay`, form({ number, expiry: '12/39', cvc: '123' }));
      expect(paid.status).toBe(303);
      if (code !== undefined) {
        expect(await (await fetch(url)).text()).toContain('data-testid="secure-code"');
        expect((await fetch(`${url}/3ds`, form({ code }))).status).toBe(303);
      }
      return eventually(() => depositOf(app, player, deposit.id), (d) => d.status !== 'waiting');
    };
    expect((await pay('4242 4242 4242 4242')).status).toBe('success');
    expect((await pay('4000 0000 0000 0002')).status).toBe('canceled');
    expect((await pay('4000 0000 0000 3220', '1234')).status).toBe('success');
    expect((await pay('4000 0000 0000 3220', '9999')).status).toBe('canceled');
    expect((await api(app).money(player)).main).toBe(20_000);
  });

  it('a card number that is not one is refused on the checkout page and changes nothing', async () => {
    const player = await registerPlayer(app);
    const { deposit, checkoutUrl } = (await api(app).deposit(player, { method: 'card', amount: 10_000 })).json<Created>();
    const refused = await fetch(`${local(app, checkoutUrl)}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ru' }, body: 'number=4242424242424241&expiry=12/39&cvc=123' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Проверьте номер карты');
    expect((await depositOf(app, player, deposit.id)).status).toBe('waiting');
  });

  it('a checkout path that is not a payment id is a 404, and one holding a NUL the 422 of every ill-formed text (found by the fuzz suite)', async () => {
    for (const path of ['/sandbox/checkout/pay_zz', '/sandbox/checkout/../../etc/passwd']) {
      expect((await app.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
    // A NUL in any request text is refused before any route reads it (plugins/well-formed-text.ts, issue 20 item 2).
    expect((await app.app.inject({ method: 'GET', url: '/sandbox/checkout/a%00b' })).statusCode).toBe(422);
    expect((await app.app.inject({ method: 'POST', url: '/sandbox/checkout/a%00b/send' })).statusCode).toBe(422);
    const player = await registerPlayer(app);
    const nul = await api(app).deposit(player, { method: 'wallet', amount: 10_000, phone: '+79991234567', operator: 'mts', comment: 'a\u0000b' });
    expect(nul.json().error).toEqual({ comment: ['Недопустимые символы'] });
  });

  it('a repeated Idempotency-Key returns the same deposit and checkout; another deposit under it is refused', async () => {
    const player = await registerPlayer(app);
    const first = (await api(app).deposit(player, { method: 'card', amount: 30_000 }, 'dep-key-1')).json<Created>();
    const again = (await api(app).deposit(player, { method: 'card', amount: 30_000 }, 'dep-key-1')).json<Created>();
    expect(again.deposit.id).toBe(first.deposit.id);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    const other = await api(app).deposit(player, { method: 'card', amount: 40_000 }, 'dep-key-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_conflict');
  });
});

describe('other methods', () => {
  it('TRC-20: a per-deposit address and the USDT amount at the rate; the transfer is credited after its confirmations', async () => {
    const player = await registerPlayer(app);
    const created = (await api(app).deposit(player, { method: 'usdt_trc20', amount: 95_000 })).json<Created>();
    // 950 coins at 95 coins per USDT.
    expect(created.deposit).toMatchObject({ currency: 'USDT', cryptoAmount: '10.000000' });
    expect(created.deposit.requisites).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const other = (await api(app).deposit(player, { method: 'usdt_trc20', amount: 95_000 })).json<Created>();
    expect(other.deposit.requisites).not.toBe(created.deposit.requisites);

    const url = local(app, created.checkoutUrl);
    expect(await (await fetch(url)).text()).toContain(created.deposit.requisites!);
    expect((await fetch(`${url}/send`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const credited = await eventually(() => depositOf(app, player, created.deposit.id), (d) => d.status === 'success');
    expect(credited.amount).toBe(95_000);
    expect((await api(app).money(player)).main).toBe(95_000);
  });

  it('the wallet service needs a phone and an operator, charges its fee on top, and expires unpaid after 15 minutes', async () => {
    const player = await registerPlayer(app);
    const missing = await api(app).deposit(player, { method: 'wallet', amount: 10_000 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toEqual({ phone: ['Введите номер телефона в формате +7XXXXXXXXXX'], operator: ['Выберите оператора'] });

    const created = (await api(app).deposit(player, { method: 'wallet', amount: 10_000, phone: '+79991234567', operator: 'beeline', comment: 'за игру' })).json<Created>();
    // 1.5 % of 100 coins, paid by the player on top.
    expect(created.deposit.fee).toBe(150);
    const payment = rowsOf<{ expires_at: string | Date; created_at: string | Date; customer: unknown }>(
      await app.ctx.db.execute(sql`SELECT expires_at, created_at, customer FROM sandbox_payments WHERE merchant_ref = ${String(created.deposit.id)}`),
    )[0]!;
    expect(new Date(payment.expires_at).getTime() - new Date(payment.created_at).getTime()).toBe(15 * 60_000);
    // Fifteen minutes later (the expiry job's time, brought forward here) it has expired: the deposit is canceled.
    await app.ctx.db.execute(sql`UPDATE sandbox_payments SET expires_at = now() - interval '1 second' WHERE merchant_ref = ${String(created.deposit.id)}`);
    await app.ctx.db.execute(sql`UPDATE jobs SET run_at = now() WHERE queue = 'sandbox.expire' AND payload->>'paymentId' = (SELECT id FROM sandbox_payments WHERE merchant_ref = ${String(created.deposit.id)})`);
    const expired = await eventually(() => depositOf(app, player, created.deposit.id), (d) => d.status === 'canceled');
    expect(expired.reason).toBe('Время на оплату истекло');
  });
});

describe('callbacks', () => {
  async function succeededCallbackBody(): Promise<{ body: string; depositId: number; player: Awaited<ReturnType<typeof registerPlayer>> }> {
    const player = await registerPlayer(app);
    const { deposit } = (await api(app).deposit(player, { method: 'card', amount: 50_000 })).json<Created>();
    const ref = rowsOf<{ provider_ref: string }>(await app.ctx.db.execute(sql`SELECT provider_ref FROM deposits WHERE id = ${deposit.id}`))[0]!.provider_ref;
    const object = (await (await fetch(`${app.url}/sandbox/api/v1/payments/${ref}`, { headers: { authorization: 'Bearer test-payments-api-key-0123456789' } })).json()) as Record<string, unknown>;
    const body = JSON.stringify({ id: `evt_test_${deposit.id}`, type: 'payment.succeeded', created: Math.floor(Date.now() / 1000), data: { object: { ...object, status: 'succeeded', card: { last4: '4242' } } } });
    return { body, depositId: deposit.id, player };
  }

  it('the same callback three times credits once', async () => {
    const { body, depositId, player } = await succeededCallbackBody();
    const answers = await Promise.all([signedCallback(app, body), signedCallback(app, body), signedCallback(app, body)]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await api(app).money(player)).toEqual({ main: 50_000, points: 50 });
    expect((await depositOf(app, player, depositId)).status).toBe('success');
    const postings = rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM postings WHERE idempotency_key = ${`deposit:${depositId}`}`));
    expect(postings).toHaveLength(1);
  });

  it('a tampered, unsigned, wrongly keyed or stale callback is refused and changes nothing', async () => {
    const { body, depositId, player } = await succeededCallbackBody();
    const tampered = body.replace('"amount":50000', '"amount":5000000');
    expect((await signedCallback(app, tampered, { signature: signPayload(WEBHOOK_SECRET, body) })).statusCode).toBe(401);
    expect((await signedCallback(app, body, { secret: 'another-secret-another-secret-00' })).statusCode).toBe(401);
    expect((await signedCallback(app, body, { at: Date.now() - 10 * 60_000 })).statusCode).toBe(401);
    expect((await signedCallback(app, body, { signature: 't=1,v1=zz' })).statusCode).toBe(401);
    const unsigned = await app.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('signature_invalid');
    // Genuine but not an event of the protocol.
    expect((await signedCallback(app, '{"hello":"world"}')).statusCode).toBe(400);
    expect((await signedCallback(app, 'not json')).statusCode).toBe(400);
    expect(await api(app).money(player)).toEqual({ main: 0, points: 0 });
    expect((await depositOf(app, player, depositId)).status).toBe('waiting');
    expect(rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM payment_events WHERE event_id = ${`evt_test_${depositId}`}`))).toHaveLength(0);
  });

  it('a payment reported with another amount than asked is not credited but left to finance', async () => {
    const { body, depositId, player } = await succeededCallbackBody();
    const other = JSON.parse(body) as { id: string; data: { object: { amount: number } } };
    other.id = `${other.id}_mismatch`;
    other.data.object.amount = 40_000;
    expect((await signedCallback(app, JSON.stringify(other))).statusCode).toBe(200);
    const deposit = await depositOf(app, player, depositId);
    expect(deposit.status).toBe('canceled');
    expect(await api(app).money(player)).toEqual({ main: 0, points: 0 });
  });

  it('the sandbox resends its last callback on request; the replay changes nothing', async () => {
    const player = await registerPlayer(app);
    const { deposit, checkoutUrl } = (await api(app).deposit(player, { method: 'card', amount: 20_000 })).json<Created>();
    await checkout(app, checkoutUrl, 'succeeded');
    await eventually(() => depositOf(app, player, deposit.id), (d) => d.status === 'success');
    expect((await fetch(`${local(app, checkoutUrl)}/resend`, { method: 'POST' })).status).toBe(202);
    const attempts = async () => Number(rowsOf<{ n: number }>(await app.ctx.db.execute(sql`
      SELECT attempts AS n FROM sandbox_events WHERE object_id = (SELECT provider_ref FROM deposits WHERE id = ${deposit.id})`))[0]?.n ?? 0);
    await eventually(attempts, (n) => n >= 2);
    expect(await api(app).money(player)).toEqual({ main: 20_000, points: 20 });
  });

  it('a callback that never came: the status poll asks the provider and settles the deposit the same way', async () => {
    const player = await registerPlayer(app);
    const { deposit, checkoutUrl } = (await api(app).deposit(player, { method: 'card', amount: 70_000 })).json<Created>();
    // The callback cannot reach us (our endpoint is down for the provider): its deliveries fail and back off.
    await app.ctx.db.execute(sql`UPDATE sandbox_payments SET callback_url = 'http://127.0.0.1:9/down' WHERE merchant_ref = ${String(deposit.id)}`);
    await checkout(app, checkoutUrl, 'succeeded');
    await eventually(async () => rowsOf<{ n: number }>(await app.ctx.db.execute(sql`
      SELECT attempts AS n FROM sandbox_events WHERE object_id = (SELECT provider_ref FROM deposits WHERE id = ${deposit.id})`))[0]?.n ?? 0, (n) => Number(n) >= 1);
    expect((await depositOf(app, player, deposit.id)).status).toBe('waiting');
    // Two minutes later (brought forward) the poll asks the provider.
    await app.ctx.db.execute(sql`UPDATE deposits SET updated_at = now() - interval '3 minutes' WHERE id = ${deposit.id}`);
    const polled = await pollPaymentStatuses(app.payments);
    expect(polled.deposits).toBeGreaterThanOrEqual(1);
    expect((await depositOf(app, player, deposit.id)).status).toBe('success');
    expect((await api(app).money(player)).main).toBe(70_000);
  });
});

describe('limits and points', () => {
  it('amounts outside the method limits are refused with the limit, in the request language', async () => {
    const player = await registerPlayer(app);
    const small = await app.app.inject({ method: 'POST', url: '/api/payments/deposits', headers: { ...player.auth, 'accept-language': 'en' }, payload: { method: 'card', amount: 9_999 } });
    expect(small.statusCode).toBe(422);
    expect(small.json().error).toEqual({ amount: ['The minimum amount is 100.00'] });
    const large = await api(app).deposit(player, { method: 'card', amount: 30_000_001 });
    expect(large.json().error).toEqual({ amount: ['Максимальная сумма — 300 000,00'] });
    const unknown = await api(app).deposit(player, { method: 'paypal', amount: 10_000 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toEqual({ method: ['Выберите способ оплаты'] });
  });

  it('every successful deposit earns points; they show in the user and add up', async () => {
    const player = await registerPlayer(app);
    await paidDeposit(app, player, 100_000);
    await paidDeposit(app, player, 25_050, 'wallet');
    // 1 000 coins reach Bronze (25 %, bonuses.md §4): 250; then floor(250.5 × 25 %) = 62.
    expect(await api(app).money(player)).toEqual({ main: 125_050, points: 312 });
    const me = await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: player.auth });
    expect(me.json().user).toMatchObject({ money: 125_050, depositPoints: 312 });
  });
});
