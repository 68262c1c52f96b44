import { describe, expect, it } from 'vitest';
import { feeOf } from '@azart/contracts';
import { checkAmount, maxAffordable, quickAmounts, quote, usdtOf } from '../logic/amount.ts';

const CARD = { min: 10_000, max: 30_000_000, feeBp: 150 };

describe('the amount a player typed', () => {
  it('reads coins with a comma or a point and spaces between thousands, into kopecks', () => {
    expect(checkAmount('1000', CARD)).toEqual({ amount: 100_000, issue: null });
    expect(checkAmount('1 000,50', CARD)).toEqual({ amount: 100_050, issue: null });
    expect(checkAmount('1000.5', CARD)).toEqual({ amount: 100_050, issue: null });
    expect(checkAmount(' 250 ', CARD)).toEqual({ amount: 25_000, issue: null });
  });

  it('says what is wrong instead of rounding or guessing', () => {
    expect(checkAmount('', CARD).issue).toEqual({ local: 'amountEmpty' });
    expect(checkAmount('0', CARD).issue).toEqual({ local: 'amountEmpty' });
    expect(checkAmount('10,555', CARD)).toEqual({ amount: null, issue: { local: 'amountPrecision' } });
    expect(checkAmount('1e3', CARD).issue).toEqual({ local: 'amountFormat' });
    expect(checkAmount('-5', CARD).issue).toEqual({ local: 'amountFormat' });
  });

  it('keeps to the method\'s limits with the server\'s codes and the limit as a parameter', () => {
    expect(checkAmount('99,99', CARD)).toEqual({ amount: 9_999, issue: { code: 'amount_below_min', params: { min: 10_000 } } });
    expect(checkAmount('300 000,01', CARD)).toEqual({ amount: 30_000_001, issue: { code: 'amount_above_max', params: { max: 30_000_000 } } });
    expect(checkAmount('100', CARD).issue).toBeNull();
    expect(checkAmount('300000', CARD).issue).toBeNull();
  });

  it('a withdrawal must leave the fee on the balance too (amount + fee ≤ balance)', () => {
    // 1 000 coins + 1.5 % = 1 015 coins to be debited.
    expect(checkAmount('1000', { ...CARD, balance: 101_500 }).issue).toBeNull();
    expect(checkAmount('1000', { ...CARD, balance: 101_499 }).issue).toEqual({ code: 'not_enough_money' });
  });
});

describe('fee and amount to be debited', () => {
  it('charges the fee on top, rounded up to a kopeck, as the server does (feeOf)', () => {
    expect(quote(100_000, { feeBp: 150 }, { currency: 'RUB', rate: null })).toEqual({ amount: 100_000, fee: 1_500, total: 101_500, usdt: null });
    expect(quote(10_001, { feeBp: 150 }, { currency: 'RUB', rate: null }).fee).toBe(151); // 150.015 → 151
    expect(quote(10_001, { feeBp: 150 }, { currency: 'RUB', rate: null }).fee).toBe(feeOf(10_001, 150));
    expect(quote(50_000, { feeBp: 0 }, { currency: 'RUB', rate: null })).toMatchObject({ fee: 0, total: 50_000 });
  });

  it('shows USDT at the method\'s rate (kopecks per USDT)', () => {
    const q = quote(95_000, { feeBp: 100 }, { currency: 'USDT', rate: 9_500 });
    expect(q).toMatchObject({ fee: 950, total: 95_950, usdt: '10' });
  });

  it('writes USDT with at most 6 decimals, rounded up so what is sent covers the amount', () => {
    expect(usdtOf(10_000, 9_500)).toBe('1.052632');
    expect(usdtOf(950_000, 9_500)).toBe('100');
    expect(usdtOf(1, 9_500)).toBe('0.000106');
  });

  it('"everything" is the largest amount whose amount + fee fits in the balance', () => {
    const all = maxAffordable(101_500, 150, CARD.max);
    expect(all).toBe(100_000);
    expect(all + feeOf(all, 150)).toBeLessThanOrEqual(101_500);
    expect(maxAffordable(100_000, 150, CARD.max) + feeOf(maxAffordable(100_000, 150, CARD.max), 150)).toBeLessThanOrEqual(100_000);
    expect(maxAffordable(10_000_000, 0, 5_000_000)).toBe(5_000_000);
    expect(maxAffordable(0, 150, CARD.max)).toBe(0);
  });
});

describe('quick amounts', () => {
  it('picks round amounts within the limits', () => {
    expect(quickAmounts(CARD)).toEqual([10_000, 50_000, 100_000, 250_000]);
    expect(quickAmounts({ min: 30_000, max: 30_000_000 })).toEqual([50_000, 100_000, 250_000, 500_000]);
    expect(quickAmounts({ min: 100_000, max: 200_000 })).toEqual([100_000]);
    expect(quickAmounts({ min: 120_000, max: 200_000 })).toEqual([120_000]);
  });
});
