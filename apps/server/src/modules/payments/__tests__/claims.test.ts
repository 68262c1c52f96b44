import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaim, Deposit, DepositClaim } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { api, cashierApp, checkout, depositOf, staffMember } from '../../../test/cashier.ts';

/**
 * "Deposit not received" (issue 11 item 7): the form's every message of spec
 * §5 in both languages, receipts recognised by their content, one request
 * per deposit, and support's decisions (credit exactly once, audited).
 */
let app: TestApp;
let support: Player;
let finance: Player;
beforeAll(async () => {
  app = await cashierApp();
  support = await staffMember(app, 'support');
  finance = await staffMember(app, 'finance');
});
afterAll(async () => {
  await app?.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2a4c70000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);



function submit(who: Player, parts: Part[], lang = 'ru') {
  const { payload, headers } = multipart(parts);
  return app.app.inject({ method: 'POST', url: '/api/payments/deposit-claims', headers: { ...who.auth, ...headers, 'accept-language': lang }, payload });
}

async function unpaidDeposit(who: Player): Promise<Deposit> {
  return (await api(app).deposit(who, { method: 'card', amount: 40_000 })).json<{ deposit: Deposit }>().deposit;
}

describe('the form', () => {
  it('says what is wrong with every field, in Russian and in English', async () => {
    const player = await registerPlayer(app);
    const nothing = await submit(player, []);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error).toEqual({ depositId: ['Депозит не выбран'], comment: ['Комментарий не заполнен.'], file: ['Поле с файлом не найдено'] });
    const en = await submit(player, [{ name: 'comment', value: '   ' }], 'en');
    expect(en.json().error).toEqual({ depositId: ['Deposit not selected'], comment: ['The comment was not filled in.'], file: ['Field with file not found'] });

    const deposit = await unpaidDeposit(player);
    const base = [{ name: 'depositId', value: String(deposit.id) }, { name: 'comment', value: 'Оплатил, деньги не пришли' }];
    expect((await submit(player, [...base, { name: 'file', filename: '', type: 'application/octet-stream', body: Buffer.alloc(0) }], 'en')).json().error).toEqual({ file: ['File not selected'] });
    expect((await submit(player, [...base, { name: 'file', filename: 'scan.pdf', type: 'application/pdf', body: Buffer.alloc(0) }])).json().error).toEqual({ file: ['Нельзя загружать файлы из облачного хранилища.'] });
    const big = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]);
    const tooLarge = await submit(player, [...base, { name: 'file', filename: 'big.png', type: 'image/png', body: big }], 'en');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toEqual({ file: ['Maximum file size 8 MB'] });
    // An executable renamed to .png is what it is.
    const exe = await submit(player, [...base, { name: 'file', filename: 'receipt.png', type: 'image/png', body: EXE }]);
    expect(exe.json().error).toEqual({ file: ['Допустимы только изображения и PDF'] });
    expect(rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM deposit_claims WHERE user_id = ${player.id}`))).toHaveLength(0);
  });

  it('a body that is not the multipart it claims to be, or a comment with a NUL byte, is refused and stores nothing (found by the fuzz suite)', async () => {
    const player = await registerPlayer(app);
    const broken = await app.app.inject({ method: 'POST', url: '/api/payments/deposit-claims', headers: { ...player.auth, 'content-type': 'multipart/form-data; boundary=x' }, payload: 'true' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Не удалось отправить форму', code: 'form_failed' });
    const deposit = await unpaidDeposit(player);
    const nul = await submit(player, [{ name: 'depositId', value: String(deposit.id) }, { name: 'comment', value: 'a\u0000b' }, { name: 'file', filename: 'a.pdf', type: 'application/pdf', body: PDF }]);
    expect(nul.json().error).toEqual({ comment: ['Недопустимые символы'] });
    expect(rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM deposit_claims WHERE user_id = ${player.id}`))).toHaveLength(0);
  });

  it('takes a receipt recognised by its content (a PNG named .pdf is a PNG), once per deposit', async () => {
    const player = await registerPlayer(app);
    const deposit = await unpaidDeposit(player);
    const parts: Part[] = [{ name: 'depositId', value: String(deposit.id) }, { name: 'comment', value: 'Списали с карты, на баланс не пришло' }, { name: 'file', filename: '../../etc/чек.pdf', type: 'application/pdf', body: PNG }];
    const sent = await submit(player, parts);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ claim: DepositClaim }>().claim).toMatchObject({ depositId: deposit.id, status: 'pending', fileName: 'чек.pdf' });
    const stored = rowsOf<{ file_type: string }>(await app.ctx.db.execute(sql`SELECT file_type FROM deposit_claims WHERE deposit_id = ${deposit.id}`))[0]!;
    expect(stored.file_type).toBe('image/png');
    expect((await submit(player, parts)).json().error).toEqual({ depositId: ['По этому депозиту заявка уже подана'] });
    expect((await api(app).call('GET', '/api/payments/deposit-claims', player)).json().items).toHaveLength(1);
  });

  it('only for the player\'s own deposit that was not credited', async () => {
    const owner = await registerPlayer(app);
    const deposit = await unpaidDeposit(owner);
    const stranger = await registerPlayer(app);
    const parts = (id: number): Part[] => [{ name: 'depositId', value: String(id) }, { name: 'comment', value: 'x' }, { name: 'file', filename: 'a.pdf', type: 'application/pdf', body: PDF }];
    expect((await submit(stranger, parts(deposit.id))).json().error).toEqual({ depositId: ['Депозит не выбран'] });
    const paid = await api(app).deposit(owner, { method: 'card', amount: 10_000 });
    const { deposit: credited, checkoutUrl } = paid.json<{ deposit: Deposit; checkoutUrl: string }>();
    await checkout(app, checkoutUrl, 'succeeded');
    await new Promise((r) => setTimeout(r, 10));
    for (let i = 0; i < 100 && (await depositOf(app, owner, credited.id)).status !== 'success'; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await submit(owner, parts(credited.id))).json().error).toEqual({ depositId: ['Заявку можно подать только по депозиту, который не зачислен'] });
  });
});

describe('support', () => {
  async function claimFor(who: Player): Promise<{ deposit: Deposit; claim: DepositClaim }> {
    const deposit = await unpaidDeposit(who);
    const sent = await submit(who, [{ name: 'depositId', value: String(deposit.id) }, { name: 'comment', value: 'Не зачислено' }, { name: 'file', filename: 'r.pdf', type: 'application/pdf', body: PDF }]);
    return { deposit, claim: sent.json<{ claim: DepositClaim }>().claim };
  }

  it('forwards, then credits the deposit exactly once; the receipt is served as what it is; everything is audited', async () => {
    const player = await registerPlayer(app);
    const { deposit, claim } = await claimFor(player);
    const list = (await api(app).call('GET', '/api/admin/deposit-claims?status=pending', support)).json<{ items: AdminClaim[] }>().items;
    expect(list.find((c) => c.id === claim.id)).toMatchObject({ player: { id: player.id }, deposit: { id: deposit.id, status: 'waiting' } });

    const file = await api(app).call('GET', `/api/admin/deposit-claims/${claim.id}/file`, support);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await api(app).call('GET', `/api/admin/deposit-claims/${claim.id}/file`, player)).statusCode).toBe(403);

    expect((await api(app).call('POST', `/api/admin/deposit-claims/${claim.id}/forward`, support)).json().claim.status).toBe('support');
    // Crediting moves money: support may not (issue 20 item 5), finance may, exactly once.
    expect((await api(app).call('POST', `/api/admin/deposit-claims/${claim.id}/credit`, support)).statusCode).toBe(403);
    const credits = await Promise.all([1, 2, 3].map(() => api(app).call('POST', `/api/admin/deposit-claims/${claim.id}/credit`, finance)));
    expect(credits.filter((c) => c.statusCode === 200)).toHaveLength(1);
    expect(credits.filter((c) => c.statusCode === 409)).toHaveLength(1 + 1);
    expect((await depositOf(app, player, deposit.id)).status).toBe('success');
    expect((await api(app).money(player)).main).toBe(40_000);
    const mine = (await api(app).call('GET', '/api/payments/deposit-claims', player)).json<{ items: DepositClaim[] }>().items;
    expect(mine[0]).toMatchObject({ status: 'completed', reason: 'Зачислено по заявке' });
    const audit = rowsOf<{ action: string }>(await app.ctx.db.execute(sql`SELECT action FROM audit_log WHERE target_type = 'deposit_claim' AND target_id = ${String(claim.id)} ORDER BY id`));
    expect(audit.map((a) => a.action)).toEqual(['deposit_claim.forward', 'deposit_claim.credit']);
  });

  it('a denial keeps the money where it is and tells the player why', async () => {
    const player = await registerPlayer(app);
    const { claim } = await claimFor(player);
    const denied = await api(app).call('POST', `/api/admin/deposit-claims/${claim.id}/deny`, support, { reason: 'Чек от другого получателя' });
    expect(denied.json().claim).toMatchObject({ status: 'canceled', reason: 'Чек от другого получателя' });
    expect((await api(app).money(player)).main).toBe(0);
    expect((await api(app).call('POST', `/api/admin/deposit-claims/${claim.id}/credit`, finance)).statusCode).toBe(409);
  });
});
