import {
  CANCELLABLE_WITHDRAWAL, isMessageCode, translate,
  type Deposit, type DepositClaim, type DepositStatus, type Locale, type PaymentMethodId, type PaymentTemplate, type Withdrawal, type WithdrawalStatus, type ClaimStatus, type Bank,
} from '@azart/contracts';

/** Rows as the database gives them, and the DTOs of packages/contracts/src/payments.ts. */
export type DepositRow = {
  id: number; user_id: number; method: PaymentMethodId; amount: number; fee: number; currency: 'RUB' | 'USDT'; crypto_amount: string | null; status: DepositStatus; reason: string | null;
  requisites: string | null; bank: string | null; provider: string; provider_ref: string | null; checkout_url: string | null; points: number;
  created_at: string | Date; completed_at: string | Date | null; idempotency_key: string;
};
export type WithdrawalRow = {
  id: number; user_id: number; method: PaymentMethodId; amount: number; fee: number; status: WithdrawalStatus; reason: string | null; reason_text: string | null;
  requisites: string; destination: string; bank: string | null; provider: string; provider_ref: string | null; idempotency_key: string;
  created_at: string | Date; updated_at: string | Date; completed_at: string | Date | null;
};
export type ClaimRow = {
  id: number; user_id: number; deposit_id: number; comment: string; status: ClaimStatus; reason: string | null; file_key: string; file_name: string; file_type: string; file_size: number;
  created_at: string | Date; updated_at: string | Date;
};
export type TemplateRow = { id: number; method: PaymentMethodId; title: string; bank: string | null; created_at: string | Date };

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** A stored reason: a message code (shown in the reader's language) or an operator's own words. */
export function reasonText(reason: string | null, locale: Locale): string | null {
  if (!reason) return null;
  const code = `reason_${reason}`;
  if (isMessageCode(code)) return translate(code, locale);
  return isMessageCode(reason) ? translate(reason, locale) : reason;
}

export function toDeposit(row: DepositRow, locale: Locale): Deposit {
  return {
    id: Number(row.id), amount: Number(row.amount), fee: Number(row.fee), method: row.method, status: row.status, currency: row.currency, cryptoAmount: row.crypto_amount,
    requisites: row.requisites, bank: row.bank, reason: reasonText(row.reason, locale), points: Number(row.points), createdAt: iso(row.created_at), completedAt: isoOrNull(row.completed_at),
    checkoutUrl: row.status === 'waiting' ? row.checkout_url : null,
  };
}

export function toWithdrawal(row: WithdrawalRow, locale: Locale): Withdrawal {
  const amount = Number(row.amount);
  const fee = Number(row.fee);
  return {
    id: Number(row.id), amount, fee, debit: amount + fee, method: row.method, status: row.status, requisites: row.requisites, bank: row.bank,
    reason: row.reason_text ?? reasonText(row.reason, locale), cancellable: CANCELLABLE_WITHDRAWAL.includes(row.status),
    createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
  };
}

export function toClaim(row: ClaimRow, locale: Locale): DepositClaim {
  return {
    id: Number(row.id), depositId: Number(row.deposit_id), comment: row.comment, status: row.status, reason: reasonText(row.reason, locale), fileName: row.file_name,
    createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
  };
}

export function toTemplate(row: TemplateRow): PaymentTemplate {
  return { id: Number(row.id), method: row.method, title: row.title, bank: row.bank as Bank | null, createdAt: iso(row.created_at) };
}
