import {
  base58Decode, isValidCardNumber, isValidTrc20Address, MAX_RECEIPT_BYTES, PHONE_PATTERN, WALLET_PATTERN,
  type Bank, type DepositRequest, type MethodField, type Operator, type PaymentMessageCode, type PaymentMethod, type WithdrawalRequest, type WithdrawalRules,
} from '@azart/contracts';
import { checkAmount } from './amount.ts';
import type { Issue } from './issues.ts';

/**
 * Client-side checks of the cashier's forms, with the server's own rules and
 * messages (packages/contracts): nothing is sent while one fails, and what
 * the server would refuse is said under the same field in the same words.
 */
export type FormIssues<K extends string> = Partial<Record<K | '_', Issue[]>>;

const add = <K extends string>(issues: FormIssues<K>, field: K | '_', issue: Issue) => {
  (issues[field] ??= []).push(issue);
};
const isEmpty = (issues: object) => Object.keys(issues).length === 0;

/** The fields a method asks for in one direction: required ones first, then the optional. */
export function methodFields(method: PaymentMethod, direction: 'deposit' | 'withdraw'): { field: MethodField; required: boolean }[] {
  const limits = method[direction];
  return [...limits.fields.map((field) => ({ field, required: true })), ...limits.optional.filter((f) => !limits.fields.includes(f)).map((field) => ({ field, required: false }))];
}

/** "+7 (999) 123-45-67", "8 999 123 45 67" → "+79991234567" (what the server's pattern takes); anything else as typed, trimmed. */
export function normalizePhone(text: string): string {
  const digits = text.replace(/[\s()-]/g, '');
  if (/^8\d{10}$/.test(digits)) return `+7${digits.slice(1)}`;
  if (/^7\d{10}$/.test(digits)) return `+${digits}`;
  return digits;
}

// ─── deposit ─────────────────────────────────────────────────────────────────
export type DepositValues = { amount: string; email: string; phone: string; operator: Operator | ''; comment: string };
export type DepositField = keyof DepositValues;
export type DepositBody = Omit<DepositRequest, 'returnPath'>;
export const COMMENT_MAX = 200;

/**
 * The e-mail check of the deposit request's schema (zod's `z.email()` pattern,
 * 254 characters at most), written out: referring to the schema itself would
 * bring the contracts' zod schemas, and zod, into every page's first load.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const isEmail = (text: string) => text.length <= 254 && EMAIL.test(text);

export function checkDeposit(method: PaymentMethod, values: DepositValues): { ok: true; body: DepositBody } | { ok: false; issues: FormIssues<DepositField> } {
  const issues: FormIssues<DepositField> = {};
  const amount = checkAmount(values.amount, method.deposit);
  if (amount.issue) add(issues, 'amount', amount.issue);
  const body: DepositBody = { method: method.id, amount: amount.amount ?? 0 };
  for (const { field, required } of methodFields(method, 'deposit')) {
    if (field === 'email') {
      const email = values.email.trim();
      if (email || required) {
        if (!isEmail(email)) add(issues, 'email', { code: 'email_invalid' });
        else body.email = email;
      }
    } else if (field === 'phone') {
      const phone = normalizePhone(values.phone);
      if (phone || required) {
        if (!PHONE_PATTERN.test(phone)) add(issues, 'phone', { code: 'phone_invalid' });
        else body.phone = phone;
      }
    } else if (field === 'operator') {
      // An operator belongs to a phone: asked for when required, or when a phone is given.
      if (values.operator) body.operator = values.operator;
      else if (required || normalizePhone(values.phone)) add(issues, 'operator', { code: 'operator_required' });
    } else if (field === 'comment') {
      const comment = values.comment.trim();
      if (comment.length > COMMENT_MAX) add(issues, 'comment', { local: 'commentTooLong' });
      else if (comment) body.comment = comment;
      else if (required) add(issues, 'comment', { local: 'required' });
    }
  }
  return isEmpty(issues) ? { ok: true, body } : { ok: false, issues };
}

// ─── withdrawal ──────────────────────────────────────────────────────────────
export type WithdrawValues = { amount: string; templateId: number | null; cardNumber: string; bank: Bank | ''; wallet: string; saveTemplate: boolean };
export type WithdrawField = 'method' | 'wager' | 'amount' | 'templateId' | 'cardNumber' | 'bank' | 'wallet';
export type WithdrawBody = WithdrawalRequest;
export type Sha256 = ((bytes: Uint8Array) => Promise<Uint8Array>) | null;

/** Web Crypto's SHA-256, or null where the page has none (not a secure context): then the server checks the checksum. */
export function webSha256(): Sha256 {
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  if (!subtle) return null;
  return async (bytes) => new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/** A TRC-20 address: with a SHA-256 the whole base58check; without one, everything but the checksum. */
export async function isTrc20Address(value: string, sha256: Sha256): Promise<boolean> {
  if (sha256) return isValidTrc20Address(value, sha256);
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return false;
  const bytes = base58Decode(value);
  return bytes !== null && bytes.length === 25 && bytes[0] === 0x41;
}

/** What is left to bet before the X2 wager allows a withdrawal (kopecks; 0 when met). */
export function wagerLeft(wager: WithdrawalRules['wager']): number {
  return Math.max(0, wager.required - wager.wagered);
}

export async function checkWithdrawal(
  method: PaymentMethod,
  values: WithdrawValues,
  context: { rules: WithdrawalRules; balance: number; sha256: Sha256 },
): Promise<{ ok: true; body: WithdrawBody } | { ok: false; issues: FormIssues<WithdrawField> }> {
  const issues: FormIssues<WithdrawField> = {};
  if (!context.rules.methods.includes(method.id)) add(issues, 'method', { code: 'withdraw_method_not_deposited' });
  const left = wagerLeft(context.rules.wager);
  if (left > 0) add(issues, 'wager', { code: 'wager_required', params: { left } });
  const amount = checkAmount(values.amount, { ...method.withdraw, balance: context.balance });
  if (amount.issue) add(issues, 'amount', amount.issue);
  const body: WithdrawBody = { method: method.id, amount: amount.amount ?? 0 };
  if (values.templateId !== null) {
    body.templateId = values.templateId;
  } else {
    const fields = methodFields(method, 'withdraw');
    for (const { field, required } of fields) {
      if (field === 'cardNumber') {
        const digits = values.cardNumber.replace(/\s/g, '');
        // An empty field asks for the number; only a typed one can be wrong.
        if (!digits) add(issues, 'cardNumber', { code: 'card_required' });
        else if (!isValidCardNumber(digits)) add(issues, 'cardNumber', { code: 'card_invalid' });
        else body.cardNumber = digits;
      } else if (field === 'bank') {
        if (values.bank) body.bank = values.bank;
        else if (required) add(issues, 'bank', { code: 'bank_required' });
      } else if (field === 'wallet') {
        const wallet = values.wallet.trim();
        if (!wallet) add(issues, 'wallet', { code: method.id === 'usdt_trc20' ? 'trc20_required' : 'wallet_required' });
        else if (method.id === 'usdt_trc20') {
          if (!(await isTrc20Address(wallet, context.sha256))) add(issues, 'wallet', { code: 'trc20_invalid' });
          else body.wallet = wallet;
        } else if (!WALLET_PATTERN.test(wallet.replace(/\s/g, ''))) add(issues, 'wallet', { code: 'wallet_invalid' });
        else body.wallet = wallet.replace(/\s/g, '');
      }
    }
    if (values.saveTemplate) body.saveTemplate = true;
  }
  return isEmpty(issues) ? { ok: true, body } : { ok: false, issues };
}

// ─── deposit not received ────────────────────────────────────────────────────
export type ClaimField = 'depositId' | 'comment' | 'file';
export type ReceiptFile = Pick<File, 'size' | 'type' | 'name'>;
const RECEIPT_EXTENSIONS = /\.(pdf|png|jpe?g|gif|webp|heic|heif|bmp|avif)$/i;

/**
 * A receipt (spec §5, in this order): the form must have its file field, a
 * file must be chosen, a file of 0 bytes is a cloud-storage placeholder (the
 * file itself was never downloaded), at most 8 MB, an image or a PDF.
 */
export function checkReceipt(file: ReceiptFile | null | undefined, fieldPresent = true): PaymentMessageCode | null {
  if (!fieldPresent) return 'file_field_missing';
  if (!file) return 'file_not_selected';
  if (file.size === 0) return 'file_from_cloud';
  if (file.size > MAX_RECEIPT_BYTES) return 'file_too_large';
  const typed = file.type.startsWith('image/') || file.type === 'application/pdf';
  if (!typed && !(file.type === '' && RECEIPT_EXTENSIONS.test(file.name))) return 'file_type_invalid';
  return null;
}

export function checkClaim(values: { depositId: number | null; comment: string; file: ReceiptFile | null; fieldPresent: boolean }): Partial<Record<ClaimField, PaymentMessageCode>> {
  const issues: Partial<Record<ClaimField, PaymentMessageCode>> = {};
  if (values.depositId === null) issues.depositId = 'deposit_not_selected';
  if (!values.comment.trim()) issues.comment = 'comment_required';
  const file = checkReceipt(values.file, values.fieldPresent);
  if (file) issues.file = file;
  return issues;
}

// ─── server answers ──────────────────────────────────────────────────────────
/** The field a refusal's code belongs under (a 422 whose `error` is one string); '_' for the form as a whole. */
export function fieldOfCode(code: string): string {
  const map: Record<string, string> = {
    card_required: 'cardNumber', card_invalid: 'cardNumber', wallet_required: 'wallet', trc20_required: 'wallet', bank_required: 'bank', wallet_invalid: 'wallet', trc20_invalid: 'wallet',
    amount_below_min: 'amount', amount_above_max: 'amount', amount_invalid: 'amount', not_enough_money: 'amount',
    email_invalid: 'email', phone_invalid: 'phone', operator_required: 'operator', template_not_found: 'templateId',
    withdraw_method_not_deposited: 'method', method_unknown: 'method', wager_required: 'wager',
    deposit_not_selected: 'depositId', deposit_not_found: 'depositId', claim_exists: 'depositId', claim_not_claimable: 'depositId',
    comment_required: 'comment', file_field_missing: 'file', file_not_selected: 'file', file_too_large: 'file', file_from_cloud: 'file', file_type_invalid: 'file',
  };
  return map[code] ?? '_';
}
