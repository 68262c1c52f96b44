import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base58Decode, depositRequestSchema, feeOf, isValidCardNumber, isValidTrc20Address, maskRequisites, MESSAGES, PAYMENT_MESSAGES, withdrawalRequestSchema } from '../index.ts';

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

describe('requisites', () => {
  it('card numbers pass only with a valid Luhn digit and a plausible length', () => {
    for (const good of ['4242 4242 4242 4242', '4111-1111-1111-1111', '5555555555554444', '4000000000003220', '2200000000000004']) expect(isValidCardNumber(good), good).toBe(true);
    for (const bad of ['4242 4242 4242 4241', '1234', '', '4242424242424242424242', 'abcd efgh ijkl mnop', '0000 0000 0000 0001']) expect(isValidCardNumber(bad), bad).toBe(false);
  });

  it('TRC-20 addresses pass only as base58check of 0x41 and 20 bytes', async () => {
    expect(await isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', sha256)).toBe(true);
    expect(await isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', sha256)).toBe(false);
    // A Bitcoin address is base58check too, but not of a TRON account.
    expect(await isValidTrc20Address('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', sha256)).toBe(false);
    expect(await isValidTrc20Address('0x52908400098527886E0F7030069857D2E4169EE7', sha256)).toBe(false);
    expect(await isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', sha256)).toBe(false);
    expect(base58Decode('0OIl')).toBeNull();
    expect(Array.from(base58Decode('1112')!)).toEqual([0, 0, 0, 1]);
  });

  it('fees round up to a whole kopeck, the same in the browser and on the server', () => {
    expect(feeOf(100_000, 200)).toBe(2_000);
    expect(feeOf(10_001, 150)).toBe(151);
    expect(feeOf(1, 1)).toBe(1);
    expect(feeOf(50_000, 0)).toBe(0);
  });

  it('masks a card to its last four digits and shortens long addresses', () => {
    expect(maskRequisites('card', '4111 1111 1111 1111')).toBe('•••• 1111');
    expect(maskRequisites('usdt_trc20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHq…Lj6t');
    expect(maskRequisites('wallet', '41001234567')).toBe('41001234567');
  });
});

describe('requests and messages', () => {
  it('a return path is a path of this site, never another origin', () => {
    const ok = (returnPath: string) => depositRequestSchema.safeParse({ method: 'card', amount: 10_000, returnPath }).success;
    expect(ok('/?cashier=history')).toBe(true);
    expect(ok('/en/dice?cashier=history')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil', 'https://evil.example/', 'javascript:alert(1)', '/a b']) expect(ok(bad), bad).toBe(false);
  });

  it('amounts are whole positive kopecks; a wrong method names the method field', () => {
    expect(withdrawalRequestSchema.safeParse({ method: 'card', amount: 10.5 }).success).toBe(false);
    expect(withdrawalRequestSchema.safeParse({ method: 'card', amount: 0 }).success).toBe(false);
    const unknown = withdrawalRequestSchema.safeParse({ method: 'paypal', amount: 100 });
    expect(unknown.success).toBe(false);
    expect(unknown.error!.issues[0]).toMatchObject({ path: ['method'], message: 'method_unknown' });
  });

  it('every cashier message exists in both languages and is part of the shared table', () => {
    for (const [code, text] of Object.entries(PAYMENT_MESSAGES)) {
      expect(text.ru.trim(), code).not.toBe('');
      expect(text.en.trim(), code).not.toBe('');
      expect(MESSAGES[code as keyof typeof MESSAGES], code).toBe(text);
    }
    // Spec §5, verbatim.
    expect(PAYMENT_MESSAGES.trc20_invalid.en).toBe('You entered an invalid wallet. Network: TRC-20, coin: USDT');
    expect(PAYMENT_MESSAGES.file_from_cloud.en).toBe('You cannot download files from cloud storage.');
  });
});
