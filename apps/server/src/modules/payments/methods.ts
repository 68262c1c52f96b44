import { createHash } from 'node:crypto';
import {
  BANKS, feeOf, isValidCardNumber, isValidTrc20Address, OPERATORS, PHONE_PATTERN, WALLET_PATTERN,
  type Bank, type MessageCode, type PaymentMethod, type PaymentMethodId, type PaymentMethodsResponse,
} from '@azart/contracts';
import type { PaymentsConfig } from '../../config.ts';
import { DomainError, FieldErrors } from '../../shared/errors.ts';

/**
 * The methods of spec §3 with their limits and fees (kopecks; fees in basis
 * points, charged on top). Card and wallet-service deposits are in roubles,
 * TRC-20 in USDT at the configured rate.
 */
export function paymentMethods(config: PaymentsConfig): PaymentMethodsResponse {
  const methods: PaymentMethod[] = [
    {
      id: 'card', currency: 'RUB', rate: null,
      deposit: { min: 10_000, max: 30_000_000, feeBp: 0, fields: [], optional: ['email'] },
      withdraw: { min: 50_000, max: 15_000_000, feeBp: 200, fields: ['cardNumber', 'bank'], optional: [] },
    },
    {
      id: 'usdt_trc20', currency: 'USDT', rate: config.usdtRate,
      deposit: { min: 50_000, max: 100_000_000, feeBp: 0, fields: [], optional: [] },
      withdraw: { min: 100_000, max: 50_000_000, feeBp: 100, fields: ['wallet'], optional: [] },
    },
    {
      id: 'wallet', currency: 'RUB', rate: null,
      deposit: { min: 10_000, max: 1_500_000, feeBp: 150, fields: ['phone', 'operator'], optional: ['comment'] },
      withdraw: { min: 10_000, max: 1_500_000, feeBp: 300, fields: ['wallet'], optional: [] },
    },
  ];
  return { methods, banks: [...BANKS], operators: [...OPERATORS] };
}

export function methodOf(config: PaymentsConfig, id: PaymentMethodId): PaymentMethod {
  const method = paymentMethods(config).methods.find((m) => m.id === id);
  if (!method) throw new DomainError('method_unknown', { field: 'method' });
  return method;
}

/** The amount within the method's limits, and its fee. */
export function priced(limits: PaymentMethod['deposit'], amount: number): { amount: number; fee: number } {
  if (amount < limits.min) throw new DomainError('amount_below_min', { field: 'amount', params: { min: { coins: limits.min } } });
  if (amount > limits.max) throw new DomainError('amount_above_max', { field: 'amount', params: { max: { coins: limits.max } } });
  return { amount, fee: feeOf(amount, limits.feeBp) };
}

/** USDT for an amount of kopecks at `rate` kopecks per USDT, with 6 decimals (rounded up: the payer never sends too little). */
export function usdtOf(amount: number, rate: number): string {
  const micro = (BigInt(amount) * 1_000_000n + BigInt(rate) - 1n) / BigInt(rate);
  return `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`;
}

/** The deposit's details a method needs, checked: phone with operator for the wallet service, an optional e-mail and comment. */
export function depositDetails(method: PaymentMethod, input: { email?: string; phone?: string; operator?: string; comment?: string }): Record<string, string> {
  const problems: Partial<Record<string, MessageCode>> = {};
  const wanted = new Set([...method.deposit.fields, ...method.deposit.optional]);
  for (const field of method.deposit.fields) {
    if (field === 'phone' && !(input.phone && PHONE_PATTERN.test(input.phone))) problems.phone = 'phone_invalid';
    if (field === 'operator' && !input.operator) problems.operator = 'operator_required';
  }
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  const details: Record<string, string> = {};
  for (const key of ['email', 'phone', 'operator', 'comment'] as const) if (wanted.has(key) && input[key]) details[key] = input[key];
  return details;
}

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

/**
 * Where a payout goes, checked with the messages of spec §5: a card number
 * (Luhn) and its bank, a TRC-20 address (base58check), or a wallet number.
 * All problems at once, each under its field.
 */
export async function payoutDestination(method: PaymentMethodId, input: { cardNumber?: string; bank?: Bank; wallet?: string }): Promise<{ destination: string; bank: Bank | null }> {
  const problems: Partial<Record<string, MessageCode>> = {};
  let destination: string;
  if (method === 'card') {
    destination = (input.cardNumber ?? '').replace(/[\s-]/g, '');
    if (!isValidCardNumber(destination)) problems.cardNumber = 'card_invalid';
    if (!input.bank) problems.bank = 'bank_required';
  } else if (method === 'usdt_trc20') {
    destination = (input.wallet ?? '').trim();
    if (!(await isValidTrc20Address(destination, sha256))) problems.wallet = 'trc20_invalid';
  } else {
    destination = (input.wallet ?? '').replace(/\s/g, '');
    if (!WALLET_PATTERN.test(destination)) problems.wallet = 'wallet_invalid';
  }
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return { destination, bank: method === 'card' ? input.bank! : null };
}
