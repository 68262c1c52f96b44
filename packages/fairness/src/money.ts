import { InvalidGameInput, assertIntegerInRange } from './errors.ts';

/**
 * What a win pays: floor(amount × coefficient) with the coefficient in
 * hundredths. BigInt keeps amount × coefficient exact beyond 2^53 (a double
 * product of a large amount would round before the floor).
 */
export function payout(amount: number, coefficientHundredths: number): number {
  assertIntegerInRange('amount', amount, 0, Number.MAX_SAFE_INTEGER);
  const result = payoutBigInt(BigInt(amount), coefficientHundredths);
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidGameInput('payout exceeds the safe integer range');
  return Number(result);
}

/** The same for amounts already held as bigint (SQL bigint columns). */
export function payoutBigInt(amount: bigint, coefficientHundredths: number): bigint {
  if (amount < 0n) throw new InvalidGameInput('amount must not be negative');
  assertIntegerInRange('coefficient', coefficientHundredths, 0, Number.MAX_SAFE_INTEGER);
  return (amount * BigInt(coefficientHundredths)) / 100n;
}

/** Floor of a / b for non-negative safe integers, without a float division. */
export function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}
