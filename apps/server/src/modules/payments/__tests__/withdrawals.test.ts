import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Withdrawal, WithdrawalRules } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { api, cashierApp, eventually, paidDeposit, staffMember, wager, withdrawalOf } from '../../../test/cashier.ts';
import { HOUSE } from '../../ledger/index.ts';

/**
 * Withdrawals (issue 11 items 1 and 4): held at request, back at once on a
 * cancel or a reject, paid once on approval; only by a method deposited
 * with and after the X2 wager; requisites checked with spec §5's messages.
 */
let app: TestApp;
let finance: Player;
beforeAll(async () => {
  app = await cashierApp();
  finance = await staffMember(app, 'finance');
});
afterAll(async () => {
  await app?.close();
});

type Answer = { withdrawal: Withdrawal; user: { money: number } };
const CARD = { method: 'card', cardNumber: '4111 1111 1111 1111', bank: 'sber' };

/**
 * A player who deposited `deposit` by card and wagered twice that with real
 * money, then got 5 000 coins more from the house (an adjustment, not a
 * deposit): the bets may have lost, and the tests need money to withdraw.
 */
async function readyPlayer(deposit = 200_000): Promise<Player> {
  const player = await registerPlayer(app);
  await paidDeposit(app, player, deposit);
  await wager(app, player, 2 * deposit, 50_000);
  await creditMain(app, player.id, 500_000);
  return player;
}

const rulesOf = async (who: Player) => (await api(app).call('GET', '/api/payments/withdrawals/rules', who)).json<WithdrawalRules>();
const held = async (withdrawalId: number) =>
  rowsOf<{ state: string }>(await app.ctx.db.execute(sql`SELECT state FROM postings WHERE idempotency_key = ${`withdrawal:${withdrawalId}`}`))[0]?.state;

describe('rules', () => {
  it('only by a method deposited with, and only after real-money bets reach twice the deposits', async () => {
    const player = await registerPlayer(app);
    expect(await rulesOf(player)).toEqual({ methods: [], wager: { required: 0, wagered: 0 }, waiting: false });
    await paidDeposit(app, player, 100_000);
    expect(await rulesOf(player)).toEqual({ methods: ['card'], wager: { required: 200_000, wagered: 0 }, waiting: false });

    const byWallet = await api(app).withdraw(player, { method: 'wallet', amount: 10_000, wallet: '41001234567890' });
    expect(byWallet.statusCode).toBe(422);
    expect(byWallet.json()).toEqual({ error: { method: ['Вывести можно только тем способом, которым вы пополняли счёт'] }, code: 'withdraw_method_not_deposited' });

    const early = await api(app).withdraw(player, { ...CARD, amount: 50_000 }, undefined, 'en');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ error: 'To withdraw, your bets must reach twice your deposits (X2 wager): 2 000.00 left to bet', code: 'wager_required' });

    // Demo bets count for nothing.
    await app.app.inject({ method: 'POST', url: '/api/demo/enable', headers: player.auth });
    await app.app.inject({ method: 'POST', url: '/api/demo/add', headers: player.auth });
    await wager(app, player, 100_000, 50_000);
    await app.app.inject({ method: 'POST', url: '/api/demo/disable', headers: player.auth });
    expect((await rulesOf(player)).wager.wagered).toBe(0);

    await wager(app, player, 150_000, 50_000);
    expect((await rulesOf(player)).wager).toEqual({ required: 200_000, wagered: 150_000 });
    expect((await api(app).withdraw(player, { ...CARD, amount: 50_000 })).json().code).toBe('wager_required');
    await wager(app, player, 50_000, 50_000);
    // Money to withdraw whatever the bets drew (a lost bet may have left less than 50 000); a credit is not a deposit,
    // so the X2 wager stays met.
    await creditMain(app, player.id, 50_000);
    expect((await rulesOf(player)).wager).toEqual({ required: 200_000, wagered: 200_000 });
    const allowed = await api(app).withdraw(player, { ...CARD, amount: 50_000 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await rulesOf(player)).waiting).toBe(true);
  });

  it('requisites are checked with the messages of spec §5, every field at once, in both languages', async () => {
    const player = await readyPlayer(100_000);
    const ru = await api(app).withdraw(player, { method: 'card', amount: 50_000, cardNumber: '4111 1111 1111 1112' });
    expect(ru.json()).toEqual({ error: { cardNumber: ['Вы ввели неверный номер карты'], bank: ['Выберите банк'] }, code: 'card_invalid' });
    const en = await api(app).withdraw(player, { method: 'card', amount: 50_000, cardNumber: '1234' }, undefined, 'en');
    expect(en.json().error).toEqual({ cardNumber: ['You entered an invalid card number'], bank: ['Please select bank'] });

    await paidDeposit(app, player, 100_000, 'usdt_trc20');
    await paidDeposit(app, player, 100_000, 'wallet');
    await wager(app, player, 400_000, 50_000);
    const tron = await api(app).withdraw(player, { method: 'usdt_trc20', amount: 100_000, wallet: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9' }, undefined, 'en'); // one character off a real address: the checksum fails
    expect(tron.json().error).toEqual({ wallet: ['You entered an invalid wallet. Network: TRC-20, coin: USDT'] });
    const tronRu = await api(app).withdraw(player, { method: 'usdt_trc20', amount: 100_000, wallet: '0x52908400098527886E0F7030069857D2E4169EE7' });
    expect(tronRu.json().error).toEqual({ wallet: ['Вы ввели неверный кошелек. Сеть: TRC-20, монета: USDT'] });
    const wallet = await api(app).withdraw(player, { method: 'wallet', amount: 10_000, wallet: '12ab' }, undefined, 'en');
    expect(wallet.json().error).toEqual({ wallet: ['You entered an invalid wallet'] });
    const walletRu = await api(app).withdraw(player, { method: 'wallet', amount: 10_000, wallet: '' });
    expect(walletRu.json().error).toEqual({ wallet: ['Вы ввели неверный кошелек'] });

    // A valid TRC-20 address (base58check with the right checksum) goes through.
    const ok = await api(app).withdraw(player, { method: 'usdt_trc20', amount: 100_000, wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Answer>().withdrawal).toMatchObject({ requisites: 'TR7NHq…Lj6t', fee: 1_000, debit: 101_000 });
  });

  it('limits and the balance: below the minimum, above the balance', async () => {
    const player = await readyPlayer(100_000);
    const small = await api(app).withdraw(player, { ...CARD, amount: 49_999 });
    expect(small.json().error).toEqual({ amount: ['Минимальная сумма — 500,00'] });
    const money = (await api(app).money(player)).main;
    const tooMuch = await api(app).withdraw(player, { ...CARD, amount: money });
    // The fee comes on top: the whole balance plus the fee is more than there is.
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('not_enough_money');
    expect((await api(app).money(player)).main).toBe(money);
  });
});

describe('the money', () => {
  it('a request holds amount + fee; a cancel returns it at once, and only once', async () => {
    const player = await readyPlayer();
    const before = (await api(app).money(player)).main;
    const requested = await api(app).withdraw(player, { ...CARD, amount: 100_000 });
    const { withdrawal, user } = requested.json<Answer>();
    expect(withdrawal).toMatchObject({ amount: 100_000, fee: 2_000, debit: 102_000, status: 'moderation', requisites: '•••• 1111', bank: 'sber', cancellable: true });
    expect(user.money).toBe(before - 102_000);
    expect(await held(withdrawal.id)).toBe('pending');

    const cancels = await Promise.all(Array.from({ length: 5 }, () => api(app).call('POST', `/api/payments/withdrawals/${withdrawal.id}/cancel`, player)));
    expect(cancels.filter((c) => c.statusCode === 200)).toHaveLength(1);
    for (const refused of cancels.filter((c) => c.statusCode !== 200)) expect(refused.json().code).toBe('withdrawal_not_cancellable');
    expect((await api(app).money(player)).main).toBe(before);
    expect(await held(withdrawal.id)).toBe('voided');
    expect((await withdrawalOf(app, player, withdrawal.id))).toMatchObject({ status: 'canceled', reason: 'Отменено вами', cancellable: false });
  });

  it('a reject returns the money with the operator\'s reason, once; the audit log has it', async () => {
    const player = await readyPlayer();
    const before = (await api(app).money(player)).main;
    const { withdrawal } = (await api(app).withdraw(player, { ...CARD, amount: 60_000 })).json<Answer>();
    const rejects = await Promise.all([1, 2, 3].map(() => api(app).call('POST', `/api/admin/withdrawals/${withdrawal.id}/reject`, finance, { reason: 'Реквизиты не совпадают с картой пополнения' })));
    expect(rejects.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(rejects.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect((await api(app).money(player)).main).toBe(before);
    expect(await withdrawalOf(app, player, withdrawal.id)).toMatchObject({ status: 'canceled', reason: 'Реквизиты не совпадают с картой пополнения' });
    const audit = rowsOf<{ action: string; actor_id: number }>(await app.ctx.db.execute(sql`SELECT action, actor_id FROM audit_log WHERE target_type = 'withdrawal' AND target_id = ${String(withdrawal.id)}`));
    expect(audit).toEqual([{ action: 'withdrawal.reject', actor_id: finance.id }]);
  });

  it('an approval pays out once through the provider; the hold is posted to clearing and the fee to the house', async () => {
    const player = await readyPlayer();
    const before = (await api(app).money(player)).main;
    const { withdrawal } = (await api(app).withdraw(player, { ...CARD, amount: 80_000 })).json<Answer>();
    const approved = await api(app).call('POST', `/api/admin/withdrawals/${withdrawal.id}/approve`, finance);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().withdrawal).toMatchObject({ status: 'queue', player: { id: player.id } });
    expect((await api(app).call('POST', `/api/payments/withdrawals/${withdrawal.id}/cancel`, player)).statusCode).toBe(200);
    // The cancel came first here: no payout. Now the real one.
    const second = (await api(app).withdraw(player, { ...CARD, amount: 80_000 })).json<Answer>().withdrawal;
    await api(app).call('POST', `/api/admin/withdrawals/${second.id}/approve`, finance);
    const done = await eventually(() => withdrawalOf(app, player, second.id), (w) => w.status === 'completed');
    expect(done.cancellable).toBe(false);
    expect(await held(second.id)).toBe('posted');
    expect((await api(app).money(player)).main).toBe(before - 81_600);
    const payouts = rowsOf<{ amount: number; destination: string }>(await app.ctx.db.execute(sql`SELECT amount, destination FROM sandbox_payouts WHERE merchant_ref = ${String(second.id)}`));
    expect(payouts).toEqual([{ amount: 80_000, destination: '4111111111111111' }]);
    const fee = rowsOf<{ amount: number }>(await app.ctx.db.execute(sql`
      SELECT e.amount FROM entries e JOIN accounts a ON a.id = e.account_id JOIN postings p ON p.id = e.posting_id
      WHERE a.kind = ${HOUSE.paymentFees} AND p.idempotency_key = ${`withdrawal:${second.id}:post`}`));
    expect(fee).toEqual([{ amount: 1_600 }]);
    expect(rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM sandbox_payouts WHERE merchant_ref = ${String(withdrawal.id)}`))[0]!.n).toBe(0);
  });

  it('a failed payout returns the money at once with its reason', async () => {
    const player = await readyPlayer();
    const before = (await api(app).money(player)).main;
    // The sandbox's payouts to the declining test card fail.
    const { withdrawal } = (await api(app).withdraw(player, { method: 'card', cardNumber: '4000000000000002', bank: 'vtb', amount: 70_000 })).json<Answer>();
    await api(app).call('POST', `/api/admin/withdrawals/${withdrawal.id}/approve`, finance);
    const failed = await eventually(() => withdrawalOf(app, player, withdrawal.id), (w) => w.status === 'canceled');
    expect(failed.reason).toBe('Выплата не прошла, деньги вернулись на баланс');
    expect((await api(app).money(player)).main).toBe(before);
    expect(await held(withdrawal.id)).toBe('voided');
  });

  it('an approval and a cancel racing each other settle once, whichever wins', async () => {
    for (let round = 0; round < 6; round++) {
      const player = await readyPlayer(100_000);
      const before = (await api(app).money(player)).main;
      const requested = await api(app).withdraw(player, { ...CARD, amount: 50_000 });
      expect(requested.statusCode, requested.body).toBe(200);
      const { withdrawal } = requested.json<Answer>();
      const [approve, cancel] = await Promise.all([
        api(app).call('POST', `/api/admin/withdrawals/${withdrawal.id}/approve`, finance),
        api(app).call('POST', `/api/payments/withdrawals/${withdrawal.id}/cancel`, player),
      ]);
      // The cancel also wins after an approval, as long as the payout job has not taken it yet.
      expect(approve.statusCode === 200 || cancel.statusCode === 200).toBe(true);
      const final = await eventually(() => withdrawalOf(app, player, withdrawal.id), (w) => w.status === 'completed' || w.status === 'canceled');
      const state = await held(withdrawal.id);
      const payouts = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM sandbox_payouts WHERE merchant_ref = ${String(withdrawal.id)}`))[0]!.n;
      if (final.status === 'completed') {
        expect(state).toBe('posted');
        expect(payouts).toBe(1);
        expect((await api(app).money(player)).main).toBe(before - 51_000);
      } else {
        expect(state).toBe('voided');
        expect(payouts).toBe(0);
        expect((await api(app).money(player)).main).toBe(before);
      }
    }
  });

  it('one Idempotency-Key, one withdrawal: parallel repeats hold the money once', async () => {
    const player = await readyPlayer();
    const before = (await api(app).money(player)).main;
    const answers = await Promise.all(Array.from({ length: 8 }, () => api(app).withdraw(player, { ...CARD, amount: 50_000 }, 'same-withdrawal-key')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json<Answer>().withdrawal.id)).size).toBe(1);
    expect((await api(app).money(player)).main).toBe(before - 51_000);
  });
});

describe('templates', () => {
  it('saves a destination once, uses it by id, hides the number, and deletes it', async () => {
    const player = await readyPlayer();
    await api(app).withdraw(player, { ...CARD, amount: 50_000, saveTemplate: true });
    await api(app).withdraw(player, { ...CARD, cardNumber: '4111111111111111', amount: 50_000, saveTemplate: true });
    const list = (await api(app).call('GET', '/api/payments/templates', player)).json<{ items: { id: number; title: string; bank: string; method: string }[] }>().items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ method: 'card', title: '•••• 1111', bank: 'sber' });
    expect(JSON.stringify(list)).not.toContain('4111111111111111');
    const stored = rowsOf<{ destination: string }>(await app.ctx.db.execute(sql`SELECT destination FROM payment_templates WHERE user_id = ${player.id}`))[0]!.destination;
    expect(stored).not.toContain('4111');

    const byTemplate = await api(app).withdraw(player, { method: 'card', amount: 50_000, templateId: list[0]!.id });
    expect(byTemplate.statusCode, byTemplate.body).toBe(200);
    expect(byTemplate.json<Answer>().withdrawal).toMatchObject({ requisites: '•••• 1111', bank: 'sber' });

    const other = await registerPlayer(app);
    expect((await api(app).call('POST', `/api/payments/templates/${list[0]!.id}/delete`, other)).statusCode).toBe(404);
    expect((await api(app).call('POST', `/api/payments/templates/${list[0]!.id}/delete`, player)).statusCode).toBe(200);
    expect((await api(app).call('GET', '/api/payments/templates', player)).json().items).toEqual([]);
  });
});

describe('privacy', () => {
  it('a player sees and cancels only their own withdrawals', async () => {
    const owner = await readyPlayer();
    const { withdrawal } = (await api(app).withdraw(owner, { ...CARD, amount: 50_000 })).json<Answer>();
    const stranger = await registerPlayer(app);
    const cancel = await api(app).call('POST', `/api/payments/withdrawals/${withdrawal.id}/cancel`, stranger);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().code).toBe('withdrawal_not_found');
    expect((await api(app).call('GET', '/api/payments/withdrawals', stranger)).json()).toEqual({ items: [], total: 0 });
    expect((await withdrawalOf(app, owner, withdrawal.id)).status).toBe('moderation');
  });
});
