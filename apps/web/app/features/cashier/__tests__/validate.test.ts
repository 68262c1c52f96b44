import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@azart/contracts';
import { MAX_RECEIPT_BYTES, type PaymentMethod, type WithdrawalRules } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { issueText } from '../logic/issues.ts';
import { isDefinitive, serverErrors } from '../logic/server-errors.ts';
import { checkClaim, checkDeposit, checkReceipt, checkWithdrawal, isTrc20Address, normalizePhone, webSha256, type WithdrawValues } from '../logic/validate.ts';

const limits = (fields: PaymentMethod['deposit']['fields'] = [], optional: PaymentMethod['deposit']['optional'] = [], feeBp = 0) => ({ min: 10_000, max: 30_000_000, feeBp, fields, optional });
const CARD: PaymentMethod = { id: 'card', currency: 'RUB', rate: null, deposit: limits([], ['email']), withdraw: limits(['cardNumber', 'bank'], [], 150) };
const USDT: PaymentMethod = { id: 'usdt_trc20', currency: 'USDT', rate: 9_500, deposit: limits(), withdraw: limits(['wallet']) };
const WALLET: PaymentMethod = { id: 'wallet', currency: 'RUB', rate: null, deposit: limits(['phone', 'operator'], ['comment', 'email']), withdraw: limits(['wallet']) };
const RULES: WithdrawalRules = { methods: ['card', 'usdt_trc20', 'wallet'], wager: { required: 200_000, wagered: 200_000 }, waiting: false };
const EMPTY: WithdrawValues = { amount: '1000', templateId: null, cardNumber: '', bank: '', wallet: '', saveTemplate: false };
/** Tether's own TRC-20 contract: a real, valid base58check address. */
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const sha256 = webSha256();
const deposit = { amount: '500', email: '', phone: '', operator: '', comment: '' } as const;

describe('deposit form', () => {
  it('sends only what the method asks for, in the request\'s shape', () => {
    expect(checkDeposit(CARD, deposit)).toEqual({ ok: true, body: { method: 'card', amount: 50_000 } });
    expect(checkDeposit(CARD, { ...deposit, email: ' me@example.com ' })).toEqual({ ok: true, body: { method: 'card', amount: 50_000, email: 'me@example.com' } });
    expect(checkDeposit(WALLET, { ...deposit, phone: '8 (999) 123-45-67', operator: 'mts', comment: ' order 7 ' })).toEqual({
      ok: true,
      body: { method: 'wallet', amount: 50_000, phone: '+79991234567', operator: 'mts', comment: 'order 7' },
    });
  });

  it('refuses with the server\'s codes under each field', () => {
    const result = checkDeposit(WALLET, { ...deposit, amount: '50', email: 'not-an-email', phone: '12345' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual({
      amount: [{ code: 'amount_below_min', params: { min: 10_000 } }],
      email: [{ code: 'email_invalid' }],
      phone: [{ code: 'phone_invalid' }],
      operator: [{ code: 'operator_required' }],
    });
  });

  it('an optional e-mail left empty is not checked', () => {
    expect(checkDeposit(WALLET, { ...deposit, phone: '+79991234567', operator: 'beeline' }).ok).toBe(true);
  });

  it('normalises Russian phone numbers to +7XXXXXXXXXX', () => {
    expect(normalizePhone('+7 999 123-45-67')).toBe('+79991234567');
    expect(normalizePhone('89991234567')).toBe('+79991234567');
    expect(normalizePhone('79991234567')).toBe('+79991234567');
    expect(normalizePhone('12345')).toBe('12345');
  });
});

describe('withdrawal form', () => {
  const check = (method: PaymentMethod, values: Partial<WithdrawValues>, rules: WithdrawalRules = RULES, balance = 1_000_000) =>
    checkWithdrawal(method, { ...EMPTY, ...values }, { rules, balance, sha256 });

  it('a card: Luhn-checked number and a bank, both required', async () => {
    expect(await check(CARD, { cardNumber: '4242 4242 4242 4242', bank: 'sber' })).toEqual({ ok: true, body: { method: 'card', amount: 100_000, cardNumber: '4242424242424242', bank: 'sber' } });
    const bad = await check(CARD, { cardNumber: '4242 4242 4242 4241' });
    expect(bad.ok ? null : bad.issues).toEqual({ cardNumber: [{ code: 'card_invalid' }], bank: [{ code: 'bank_required' }] });
  });

  it('an empty requisite asks for it instead of calling it wrong', async () => {
    const empty = await check(CARD, { cardNumber: ' ', bank: 'sber' });
    expect(empty.ok ? null : empty.issues).toEqual({ cardNumber: [{ code: 'card_required' }] });
    const noWallet = await check(WALLET, { wallet: '' });
    expect(noWallet.ok ? null : noWallet.issues).toEqual({ wallet: [{ code: 'wallet_required' }] });
    const noAddress = await check(USDT, { wallet: '' });
    expect(noAddress.ok ? null : noAddress.issues).toEqual({ wallet: [{ code: 'trc20_required' }] });
    expect(PAYMENT_MESSAGES.card_required.ru).toBe('Введите номер карты');
  });

  it('a wallet-service account: 11–20 digits', async () => {
    expect((await check(WALLET, { wallet: '41001234567' })).ok).toBe(true);
    const bad = await check(WALLET, { wallet: '4100' });
    expect(bad.ok ? null : bad.issues).toEqual({ wallet: [{ code: 'wallet_invalid' }] });
  });

  it('a TRC-20 address: base58check with Web Crypto\'s SHA-256', async () => {
    expect(sha256).not.toBeNull();
    expect(await isTrc20Address(TRC20, sha256)).toBe(true);
    // One character changed: the checksum no longer matches.
    expect(await isTrc20Address(`${TRC20.slice(0, -1)}u`, sha256)).toBe(false);
    // Without Web Crypto (not a secure context) the form checks all but the checksum and leaves that to the server.
    expect(await isTrc20Address(`${TRC20.slice(0, -1)}u`, null)).toBe(true);
    expect(await isTrc20Address('0x52908400098527886E0F7030069857D2E4169EE7', null)).toBe(false);
    const bad = await check(USDT, { wallet: 'T123' });
    expect(bad.ok ? null : bad.issues).toEqual({ wallet: [{ code: 'trc20_invalid' }] });
    expect(await check(USDT, { wallet: ` ${TRC20} ` })).toEqual({ ok: true, body: { method: 'usdt_trc20', amount: 100_000, wallet: TRC20 } });
  });

  it('a saved template replaces the requisites; "save as template" goes with new ones', async () => {
    expect(await check(CARD, { templateId: 7 })).toEqual({ ok: true, body: { method: 'card', amount: 100_000, templateId: 7 } });
    expect(await check(CARD, { cardNumber: '4242424242424242', bank: 'vtb', saveTemplate: true })).toMatchObject({ ok: true, body: { saveTemplate: true } });
  });

  it('only by a method deposited with, and only once the X2 wager is met', async () => {
    const rules: WithdrawalRules = { methods: ['card'], wager: { required: 200_000, wagered: 50_000 }, waiting: false };
    const result = await check(WALLET, { wallet: '41001234567' }, rules);
    expect(result.ok ? null : result.issues).toEqual({ method: [{ code: 'withdraw_method_not_deposited' }], wager: [{ code: 'wager_required', params: { left: 150_000 } }] });
  });

  it('the amount to be debited (amount + fee) must be on the balance', async () => {
    const result = await check(CARD, { cardNumber: '4242424242424242', bank: 'sber' }, RULES, 100_000);
    expect(result.ok ? null : result.issues).toEqual({ amount: [{ code: 'not_enough_money' }] });
  });
});

describe('deposit not received (spec §5)', () => {
  const file = (size: number, type = 'image/png', name = 'receipt.png') => ({ size, type, name });

  it('checks the receipt in the spec\'s order', () => {
    expect(checkReceipt(file(100), false)).toBe('file_field_missing');
    expect(checkReceipt(null)).toBe('file_not_selected');
    expect(checkReceipt(file(0))).toBe('file_from_cloud');
    expect(checkReceipt(file(MAX_RECEIPT_BYTES + 1))).toBe('file_too_large');
    expect(checkReceipt(file(MAX_RECEIPT_BYTES))).toBeNull();
    expect(checkReceipt(file(100, 'application/pdf', 'receipt.pdf'))).toBeNull();
    expect(checkReceipt(file(100, 'text/plain', 'receipt.txt'))).toBe('file_type_invalid');
    expect(checkReceipt(file(100, '', 'receipt.pdf'))).toBeNull();
    expect(checkReceipt(file(100, '', 'receipt.docx'))).toBe('file_type_invalid');
  });

  it('asks for a deposit, a comment and a file, each under its field', () => {
    expect(checkClaim({ depositId: null, comment: '  ', file: null, fieldPresent: true })).toEqual({ depositId: 'deposit_not_selected', comment: 'comment_required', file: 'file_not_selected' });
    expect(checkClaim({ depositId: 3, comment: 'paid at 10:00', file: file(10), fieldPresent: true })).toEqual({});
  });

  it('shows each message verbatim in both languages', () => {
    const en = (code: keyof typeof PAYMENT_MESSAGES) => issueText({ code }, 'en', () => '');
    expect(en('deposit_not_selected')).toBe('Deposit not selected');
    expect(en('comment_required')).toBe('The comment was not filled in.');
    expect(en('file_field_missing')).toBe('Field with file not found');
    expect(en('file_not_selected')).toBe('File not selected');
    expect(en('file_too_large')).toBe('Maximum file size 8 MB');
    expect(en('file_from_cloud')).toBe('You cannot download files from cloud storage.');
    expect(en('form_failed')).toBe('Failed to submit form');
    expect(issueText({ code: 'file_too_large' }, 'ru', () => '')).toBe('Максимальный размер файла 8 МБ');
  });
});

describe('messages', () => {
  it('fills amounts in the page\'s format (no-break spaces, a decimal comma in Russian)', () => {
    expect(issueText({ code: 'amount_below_min', params: { min: 10_000 } }, 'ru', () => '')).toBe('Минимальная сумма — 100,00');
    expect(issueText({ code: 'amount_above_max', params: { max: 30_000_000 } }, 'en', () => '')).toBe('The maximum amount is 300\u00a0000.00');
    expect(issueText({ code: 'wager_required', params: { left: 150_000 } }, 'en', () => '')).toBe('To withdraw, your bets must reach twice your deposits (X2 wager): 1\u00a0500.00 left to bet');
    expect(issueText({ code: 'not_enough_money' }, 'ru', () => '')).toBe('Недостаточно средств на балансе');
    expect(issueText({ local: 'amountEmpty' }, 'ru', (k) => `[${k}]`)).toBe('[amountEmpty]');
  });

  it('puts a server refusal under the field it concerns', () => {
    const fields = ['amount', 'cardNumber', 'bank', 'wallet'];
    expect(serverErrors(new ApiError(422, { error: 'You entered an invalid card number', code: 'card_invalid' }, 'x'), 'en', fields)).toEqual({ cardNumber: ['You entered an invalid card number'] });
    expect(serverErrors(new ApiError(422, { error: { bank: ['Please select bank'], wallet: ['You entered an invalid wallet'] }, code: 'validation_failed' }, 'x'), 'en', fields)).toEqual({
      bank: ['Please select bank'],
      wallet: ['You entered an invalid wallet'],
    });
    expect(serverErrors(new ApiError(422, { error: 'To withdraw…', code: 'wager_required' }, 'x'), 'en', fields)).toEqual({ _: ['To withdraw…'] });
    expect(serverErrors(new ApiError(422, { error: 'To withdraw…', code: 'wager_required' }, 'x'), 'en', [...fields, 'wager'])).toEqual({ wager: ['To withdraw…'] });
    expect(serverErrors(new ApiError(422, { error: { templateId: ['Template not found'] }, code: 'validation_failed' }, 'x'), 'en', fields)).toEqual({ _: ['Template not found'] });
    expect(serverErrors(new TypeError('boom'), 'ru', fields)).toEqual({ _: ['Что-то пошло не так. Попробуйте ещё раз'] });
  });

  it('keeps the Idempotency-Key for a retry only when no answer settled the attempt', () => {
    expect(isDefinitive(new ApiError(422, { error: 'no', code: 'card_invalid' }, 'x'))).toBe(true);
    expect(isDefinitive(new ApiError(0, null, 'offline'))).toBe(false);
    expect(isDefinitive(new ApiError(503, null, 'busy'))).toBe(false);
    expect(isDefinitive(new ApiError(429, null, 'slow down'))).toBe(false);
  });
});

describe('e-mail', () => {
  it('accepts exactly what the deposit request\'s schema accepts', async () => {
    const { depositRequestSchema } = await import('@azart/contracts');
    const { isEmail } = await import('../logic/validate.ts');
    for (const text of ['me@example.com', 'first.last+tag@mail.co.uk', "o'neil@ex-ample.ru", 'a@b.c', 'no-at.example.com', 'me@.com', '.me@example.com', 'me..you@example.com', 'me@example', `${'a'.repeat(250)}@ex.com`, 'me @example.com']) {
      expect(isEmail(text), text).toBe(depositRequestSchema.shape.email.safeParse(text).success);
    }
  });
});
