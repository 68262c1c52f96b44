import { feeOf, type MethodLimits, type PaymentMethod } from '@azart/contracts';
import { parseDecimalInput } from '~/shared/decimal-input.ts';
import type { Issue } from './issues.ts';

/**
 * The amount a player typed in coins ("1 000,50" or "1000.5"), read strictly
 * with the shared decimal input: kopecks, or the problem to show. Nothing is
 * rounded into another number.
 */
export type AmountCheck = { amount: number | null; issue: Issue | null };

export type AmountBounds = Pick<MethodLimits, 'min' | 'max'> & {
  /** What the player can spend (withdrawals: the main balance against the amount to be debited); null: no bound. */
  balance?: number | null;
  /** The fee in basis points, charged on top (the balance must cover amount + fee). */
  feeBp?: number;
};

export function checkAmount(text: string, bounds: AmountBounds): AmountCheck {
  const parsed = parseDecimalInput(text, { decimals: 2, min: 0, max: Number.MAX_SAFE_INTEGER });
  if (!parsed.ok) {
    const key = parsed.problem === 'empty' ? 'amountEmpty' : parsed.problem === 'precision' ? 'amountPrecision' : 'amountFormat';
    return { amount: null, issue: { local: key } };
  }
  const amount = parsed.value;
  if (amount === 0) return { amount, issue: { local: 'amountEmpty' } };
  if (amount < bounds.min) return { amount, issue: { code: 'amount_below_min', params: { min: bounds.min } } };
  if (amount > bounds.max) return { amount, issue: { code: 'amount_above_max', params: { max: bounds.max } } };
  if (bounds.balance !== undefined && bounds.balance !== null && amount + feeOf(amount, bounds.feeBp ?? 0) > bounds.balance) {
    return { amount, issue: { code: 'not_enough_money' } };
  }
  return { amount, issue: null };
}

/**
 * What a payment costs, before the player confirms it: the fee (charged on
 * top, rounded up to a kopeck, the same `feeOf` as the server), the total
 * (a deposit's amount to pay, a withdrawal's amount to be debited) and, for
 * USDT, the amount in USDT at the method's rate (what the server calls the
 * deposit's `cryptoAmount`, and a payout's USDT).
 */
export type Quote = { amount: number; fee: number; total: number; usdt: string | null };

export function quote(amount: number, limits: Pick<MethodLimits, 'feeBp'>, method: Pick<PaymentMethod, 'currency' | 'rate'>): Quote {
  const fee = feeOf(amount, limits.feeBp);
  const total = amount + fee;
  const inUsdt = method.currency === 'USDT' && method.rate !== null && method.rate > 0;
  return { amount, fee, total, usdt: inUsdt ? usdtOf(amount, method.rate!) : null };
}

/**
 * Kopecks in USDT at `rate` kopecks per USDT, as text with at most 6 decimals
 * (rounded up to a millionth: what to send covers the amount), trailing zeros
 * dropped, "." as the separator: (10 000, 9 500) → "1.052632".
 */
export function usdtOf(kopecks: number, rate: number): string {
  const micro = (BigInt(kopecks) * 1_000_000n + BigInt(rate) - 1n) / BigInt(rate);
  const whole = micro / 1_000_000n;
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** Round amounts players pick most (kopecks): 100, 500, 1 000, 2 500 … 1 000 000 coins. */
const LADDER = [10_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000, 100_000_000];

/** Quick amounts within a method's limits (kopecks): the first `count` round amounts from the minimum up, or the minimum itself when none fits. */
export function quickAmounts(limits: Pick<MethodLimits, 'min' | 'max'>, count = 4): number[] {
  const inRange = LADDER.filter((v) => v >= limits.min && v <= limits.max).slice(0, count);
  if (inRange.length < count && limits.min > 0 && !inRange.includes(limits.min) && limits.min <= limits.max) inRange.unshift(limits.min);
  return inRange.slice(0, count);
}

/** The largest amount whose amount + fee fits in `balance` (and the method's maximum): a withdrawal's "everything". */
export function maxAffordable(balance: number, feeBp: number, max: number): number {
  let amount = Math.min(max, Math.floor((balance * 10_000) / (10_000 + feeBp)));
  while (amount > 0 && amount + feeOf(amount, feeBp) > balance) amount--;
  return Math.max(0, amount);
}
