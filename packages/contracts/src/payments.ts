import { z } from 'zod';
import type { Locale } from './locale.ts';
import { MAX_AMOUNT, positiveKopecks } from './money.ts';
import { totpCodeField, userSchema } from './auth.ts';
import { isPlainText } from './text.ts';

/**
 * The cashier (issue 11): deposits and withdrawals through a payment
 * provider, deposit points, and "deposit not received" requests. Amounts are
 * kopecks; the provider side (signatures, checkout, payouts) is the server's.
 */

// ─── methods ─────────────────────────────────────────────────────────────────
/** Bank card, crypto (network TRC-20, coin USDT) and a wallet service (spec §3). */
export const PAYMENT_METHODS = ['card', 'usdt_trc20', 'wallet'] as const;
export const paymentMethodIdSchema = z.enum(PAYMENT_METHODS, { error: 'method_unknown' });
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

/** Banks a card payout can go to (spec §5: "Please select bank"). */
export const BANKS = ['sber', 'tinkoff', 'vtb', 'alfa', 'gazprombank', 'raiffeisen', 'otkritie', 'sovcombank', 'pochtabank', 'other'] as const;
export const bankSchema = z.enum(BANKS, { error: 'bank_required' });
export type Bank = z.infer<typeof bankSchema>;
/** Mobile operators a wallet-service deposit can be paid from. */
export const OPERATORS = ['mts', 'beeline', 'megafon', 't2', 'yota'] as const;
export const operatorSchema = z.enum(OPERATORS, { error: 'operator_required' });
export type Operator = z.infer<typeof operatorSchema>;

/** Fields a method asks for, per direction (the form shows exactly these). */
export const METHOD_FIELDS = ['email', 'phone', 'operator', 'comment', 'cardNumber', 'bank', 'wallet'] as const;
export const methodFieldSchema = z.enum(METHOD_FIELDS);
export type MethodField = z.infer<typeof methodFieldSchema>;

export const methodLimitsSchema = z.object({
  /** Smallest and largest amount, kopecks. */
  min: z.number().int(),
  max: z.number().int(),
  /** Fee in basis points of the amount (150 = 1.5 %), charged on top: the amount to be debited is amount + fee. */
  feeBp: z.number().int(),
  /** Fields required (the optional ones are in `optional`). */
  fields: z.array(methodFieldSchema),
  optional: z.array(methodFieldSchema),
});
export type MethodLimits = z.infer<typeof methodLimitsSchema>;

export const paymentMethodSchema = z.object({
  id: paymentMethodIdSchema,
  /** What the provider takes or pays out in: RUB for cards and the wallet service, USDT for TRC-20. */
  currency: z.enum(['RUB', 'USDT']),
  /** For USDT: kopecks per 1 USDT (the rate deposits and payouts are converted at). */
  rate: z.number().int().nullable(),
  deposit: methodLimitsSchema,
  withdraw: methodLimitsSchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({ methods: z.array(paymentMethodSchema), banks: z.array(bankSchema), operators: z.array(operatorSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** The fee of an amount in basis points, rounded up to a whole kopeck (the same on both sides). */
export function feeOf(amount: number, feeBp: number): number {
  return Math.ceil((amount * feeBp) / 10_000);
}

// ─── requisites, checked the same way in the browser and on the server ──────
/** Card numbers: 13–19 digits (spaces allowed) passing the Luhn check. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Base58 text to bytes, or null if a character is not in the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/**
 * A TRON (TRC-20) address: base58check of 0x41 and a 20-byte account id, 34
 * characters starting with T. The checksum (first 4 bytes of a double SHA-256)
 * is checked by the caller's `sha256`, so that this stays free of any crypto
 * library (the server passes node:crypto's, the browser Web Crypto's).
 */
export async function isValidTrc20Address(value: string, sha256: (bytes: Uint8Array) => Promise<Uint8Array> | Uint8Array): Promise<boolean> {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return false;
  const bytes = base58Decode(value);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.subarray(0, 21);
  const check = await sha256(await sha256(payload));
  return check[0] === bytes[21] && check[1] === bytes[22] && check[2] === bytes[23] && check[3] === bytes[24];
}

/** A wallet-service account: 11–20 digits. */
export const WALLET_PATTERN = /^\d{11,20}$/;
/** A Russian mobile number: +7 and ten digits. */
export const PHONE_PATTERN = /^\+7\d{10}$/;

/** `•••• 4242` for a card, the start and end of anything else. */
export function maskRequisites(method: PaymentMethodId, value: string): string {
  const plain = value.replace(/\s/g, '');
  if (method === 'card') return `•••• ${plain.slice(-4)}`;
  return plain.length > 12 ? `${plain.slice(0, 6)}…${plain.slice(-4)}` : plain;
}

// ─── statuses ────────────────────────────────────────────────────────────────
/**
 * Payment statuses (spec §4). A deposit is waiting (for the payment), then
 * success or canceled. A withdrawal goes moderation → queue → processing →
 * completed, or canceled (by the player while it is not yet processing, by
 * the operator, or when the payout failed: the amount comes back at once).
 * `waiting` and `success` are a deposit's, `moderation`, `queue`, `processing`
 * and `completed` a withdrawal's.
 */
export const PAYMENT_STATUSES = ['waiting', 'success', 'canceled', 'processing', 'queue', 'completed', 'moderation'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: 'invalid_value' });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const depositStatusSchema = z.enum(['waiting', 'success', 'canceled']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;
export const withdrawalStatusSchema = z.enum(['moderation', 'queue', 'processing', 'completed', 'canceled']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;
/** A withdrawal the player may still cancel (its payout has not been sent). */
export const CANCELLABLE_WITHDRAWAL: readonly WithdrawalStatus[] = ['moderation', 'queue'];

/** Deposit-not-received requests (spec §4): pending (shown "Sent"), support (forwarded), completed (credited), canceled (denied). */
export const claimStatusSchema = z.enum(['pending', 'support', 'completed', 'canceled'], { error: 'invalid_value' });
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

// ─── records ─────────────────────────────────────────────────────────────────
export const depositSchema = z.object({
  id: z.number().int(),
  /** Credited to the main balance, kopecks. */
  amount: z.number().int(),
  fee: z.number().int(),
  method: paymentMethodIdSchema,
  status: depositStatusSchema,
  currency: z.enum(['RUB', 'USDT']),
  /** For USDT: the amount to send, in USDT with 6 decimals, as text. */
  cryptoAmount: z.string().nullable(),
  /** Card (masked), TRC-20 deposit address or wallet the money came from or goes to. */
  requisites: z.string().nullable(),
  bank: z.string().nullable(),
  /** Why it was canceled, in the request's language. */
  reason: z.string().nullable(),
  /** Deposit points received for it. */
  points: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** While waiting: where the player pays. */
  checkoutUrl: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  /** Paid out, kopecks. */
  amount: z.number().int(),
  fee: z.number().int(),
  /** Taken from the main balance: amount + fee. */
  debit: z.number().int(),
  method: paymentMethodIdSchema,
  status: withdrawalStatusSchema,
  requisites: z.string(),
  bank: z.string().nullable(),
  reason: z.string().nullable(),
  /** The player may still cancel it. */
  cancellable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const depositClaimSchema = z.object({
  id: z.number().int(),
  depositId: z.number().int(),
  comment: z.string(),
  status: claimStatusSchema,
  reason: z.string().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepositClaim = z.infer<typeof depositClaimSchema>;

/** A saved payout destination (the card number is kept encrypted; lists show it masked). */
export const paymentTemplateSchema = z.object({ id: z.number().int(), method: paymentMethodIdSchema, title: z.string(), bank: bankSchema.nullable(), createdAt: z.string() });
export type PaymentTemplate = z.infer<typeof paymentTemplateSchema>;

// ─── requests ────────────────────────────────────────────────────────────────
const optionalText = (max: number, error: string) => z.string({ error }).trim().max(max, { error }).refine(isPlainText, { error: 'text_invalid_characters' }).optional();
export const pageQuerySchema = z.object({
  limit: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }).default(20),
  offset: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' }).max(1_000_000, { error: 'invalid_value' }).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const depositRequestSchema = z.object({
  method: paymentMethodIdSchema,
  amount: positiveKopecks,
  email: z.email({ error: 'email_invalid' }).max(254, { error: 'email_invalid' }).optional(),
  phone: z.string({ error: 'phone_invalid' }).regex(PHONE_PATTERN, { error: 'phone_invalid' }).optional(),
  operator: operatorSchema.optional(),
  comment: optionalText(200, 'invalid_value'),
  /** Where the checkout sends the player back: a path of this site (the server adds the origin). */
  returnPath: z.string({ error: 'invalid_value' }).max(300, { error: 'invalid_value' }).regex(/^\/(?![/\\])[\w\-./?=&%~]*$/, { error: 'invalid_value' }).optional(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;
export const depositResponseSchema = z.object({ deposit: depositSchema, checkoutUrl: z.string() });
export const depositListSchema = z.object({ items: z.array(depositSchema), total: z.number().int() });

export const withdrawalRequestSchema = z.object({
  method: paymentMethodIdSchema,
  amount: positiveKopecks,
  /** A saved destination instead of the fields below. */
  templateId: z.number({ error: 'template_not_found' }).int({ error: 'template_not_found' }).positive({ error: 'template_not_found' }).optional(),
  cardNumber: z.string({ error: 'card_invalid' }).max(32, { error: 'card_invalid' }).refine(isPlainText, { error: 'card_invalid' }).optional(),
  bank: bankSchema.optional(),
  wallet: z.string({ error: 'wallet_invalid' }).trim().max(64, { error: 'wallet_invalid' }).refine(isPlainText, { error: 'wallet_invalid' }).optional(),
  /** Save the destination as a template. */
  saveTemplate: z.boolean().optional(),
  /** A current code (or a recovery code) when two-factor sign-in is on (issue 23). */
  totp_code: totpCodeField.optional(),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export const withdrawalResponseSchema = z.object({ withdrawal: withdrawalSchema, user: userSchema });
export const withdrawalListSchema = z.object({ items: z.array(withdrawalSchema), total: z.number().int() });
export const paymentIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'not_found' }).int({ error: 'not_found' }).positive({ error: 'not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'not_found' }),
});

/**
 * What a withdrawal needs right now: the methods the player has a successful
 * deposit with (site rules: withdraw by the same method), the X2 wager
 * (real-money bets since the last completed withdrawal against twice the
 * deposits since then), and whether a withdrawal is waiting.
 */
export const withdrawalRulesSchema = z.object({
  methods: z.array(paymentMethodIdSchema),
  wager: z.object({ required: z.number().int(), wagered: z.number().int() }),
  waiting: z.boolean(),
});
export type WithdrawalRules = z.infer<typeof withdrawalRulesSchema>;

export const templateListSchema = z.object({ items: z.array(paymentTemplateSchema) });
export const claimListSchema = z.object({ items: z.array(depositClaimSchema) });
export const claimResponseSchema = z.object({ claim: depositClaimSchema });
/** Receipts for "deposit not received": at most 8 MB (spec §9), an image or a PDF by its content. */
export const MAX_RECEIPT_BYTES = 8 * 1024 * 1024;

// ─── back office ─────────────────────────────────────────────────────────────
const playerRef = z.object({ id: z.number().int(), login: z.string() });
export const adminWithdrawalSchema = withdrawalSchema.extend({ player: playerRef, providerRef: z.string().nullable() });
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminDepositSchema = depositSchema.extend({ player: playerRef, providerRef: z.string().nullable() });
export type AdminDeposit = z.infer<typeof adminDepositSchema>;
export const adminClaimSchema = depositClaimSchema.extend({ player: playerRef, deposit: depositSchema });
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const adminWithdrawalsQuerySchema = pageQuerySchema.extend({ status: withdrawalStatusSchema.optional() });
export const adminDepositsQuerySchema = pageQuerySchema.extend({ status: depositStatusSchema.optional(), playerId: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }).optional() });
export const adminClaimsQuerySchema = pageQuerySchema.extend({ status: claimStatusSchema.optional() });
export const adminWithdrawalListSchema = z.object({ items: z.array(adminWithdrawalSchema), total: z.number().int() });
export const adminDepositListSchema = z.object({ items: z.array(adminDepositSchema), total: z.number().int() });
export const adminClaimListSchema = z.object({ items: z.array(adminClaimSchema), total: z.number().int() });
export const adminWithdrawalResponseSchema = z.object({ withdrawal: adminWithdrawalSchema });
export const adminClaimResponseSchema = z.object({ claim: adminClaimSchema });
export const reasonRequestSchema = z.object({ reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500, { error: 'invalid_value' }).refine(isPlainText, { error: 'text_invalid_characters' }) });

// ─── messages ────────────────────────────────────────────────────────────────
/** The cashier's messages (spec §5 verbatim in English), in both languages. */
export const PAYMENT_MESSAGES = {
  method_unknown: { ru: 'Выберите способ оплаты', en: 'Choose a payment method' },
  amount_below_min: { ru: 'Минимальная сумма — {min}', en: 'The minimum amount is {min}' },
  amount_above_max: { ru: 'Максимальная сумма — {max}', en: 'The maximum amount is {max}' },
  card_required: { ru: 'Введите номер карты', en: 'Enter the card number' },
  card_invalid: { ru: 'Вы ввели неверный номер карты', en: 'You entered an invalid card number' },
  wallet_required: { ru: 'Введите номер кошелька', en: 'Enter the wallet number' },
  trc20_required: { ru: 'Введите адрес кошелька USDT (TRC-20)', en: 'Enter the USDT (TRC-20) wallet address' },
  wallet_invalid: { ru: 'Вы ввели неверный кошелек', en: 'You entered an invalid wallet' },
  trc20_invalid: { ru: 'Вы ввели неверный кошелек. Сеть: TRC-20, монета: USDT', en: 'You entered an invalid wallet. Network: TRC-20, coin: USDT' },
  bank_required: { ru: 'Выберите банк', en: 'Please select bank' },
  phone_invalid: { ru: 'Введите номер телефона в формате +7XXXXXXXXXX', en: 'Enter the phone number as +7XXXXXXXXXX' },
  operator_required: { ru: 'Выберите оператора', en: 'Please select an operator' },
  email_invalid: { ru: 'Введите корректный e-mail', en: 'Enter a valid e-mail' },
  template_not_found: { ru: 'Шаблон не найден', en: 'Template not found' },
  withdraw_method_not_deposited: {
    ru: 'Вывести можно только тем способом, которым вы пополняли счёт',
    en: 'You can only withdraw by a method you have deposited with',
  },
  wager_required: {
    ru: 'Для вывода сумма ставок должна достичь удвоенной суммы депозитов (вейджер X2): осталось поставить {left}',
    en: 'To withdraw, your bets must reach twice your deposits (X2 wager): {left} left to bet',
  },
  withdrawal_not_found: { ru: 'Заявка на вывод не найдена', en: 'Withdrawal not found' },
  withdrawal_not_cancellable: { ru: 'Эту заявку уже нельзя отменить: выплата отправлена', en: 'This withdrawal can no longer be cancelled: the payout has been sent' },
  withdrawal_handled: { ru: 'Эта заявка уже обработана', en: 'This withdrawal has already been handled' },
  deposit_not_found: { ru: 'Депозит не найден', en: 'Deposit not found' },
  // Deposit not received (spec §5, verbatim).
  deposit_not_selected: { ru: 'Депозит не выбран', en: 'Deposit not selected' },
  comment_required: { ru: 'Комментарий не заполнен.', en: 'The comment was not filled in.' },
  file_field_missing: { ru: 'Поле с файлом не найдено', en: 'Field with file not found' },
  file_not_selected: { ru: 'Файл не выбран', en: 'File not selected' },
  file_too_large: { ru: 'Максимальный размер файла 8 МБ', en: 'Maximum file size 8 MB' },
  file_from_cloud: { ru: 'Нельзя загружать файлы из облачного хранилища.', en: 'You cannot download files from cloud storage.' },
  form_failed: { ru: 'Не удалось отправить форму', en: 'Failed to submit form' },
  file_type_invalid: { ru: 'Допустимы только изображения и PDF', en: 'Only images and PDF format are allowed' },
  // Uploads (issue 20 items 3 and 5): every form with files says these the same way.
  file_image_dimensions: { ru: 'Изображение слишком большое: не более 16 384 точек по стороне и 64 мегапикселей', en: 'The image is too large: at most 16,384 pixels a side and 64 megapixels' },
  file_pdf_active: { ru: 'PDF со скриптами или автоматическими действиями не принимается. Сохраните его как обычный PDF или пришлите снимок экрана', en: 'PDFs with scripts or automatic actions are not accepted. Save it as a plain PDF or send a screenshot' },
  file_name_unreadable: { ru: 'Не удалось прочитать имя файла. Переименуйте файл и попробуйте снова', en: "The file's name could not be read. Rename the file and try again" },
  upload_quota_exceeded: { ru: 'Лимит загрузок исчерпан: не более {mb} МБ файлов за сутки. Попробуйте позже', en: 'Upload limit reached: at most {mb} MB of files a day. Please try again later' },
  claim_exists: { ru: 'По этому депозиту заявка уже подана', en: 'A request for this deposit has already been sent' },
  claim_not_claimable: { ru: 'Заявку можно подать только по депозиту, который не зачислен', en: 'A request can only be sent for a deposit that was not credited' },
  claim_not_found: { ru: 'Заявка не найдена', en: 'Request not found' },
  claim_handled: { ru: 'Эта заявка уже обработана', en: 'This request has already been handled' },
  // Reasons shown with a canceled payment.
  reason_declined: { ru: 'Платёж отклонён', en: 'The payment was declined' },
  reason_expired: { ru: 'Время на оплату истекло', en: 'The time to pay ran out' },
  reason_canceled_by_player: { ru: 'Отменено вами', en: 'Cancelled by you' },
  reason_payout_failed: { ru: 'Выплата не прошла, деньги вернулись на баланс', en: 'The payout failed; the money is back on your balance' },
  reason_claim_credited: { ru: 'Зачислено по заявке', en: 'Credited after your request' },
  // Webhooks and the back office.
  signature_invalid: { ru: 'Неверная подпись', en: 'Invalid signature' },
  adjustment_zero: { ru: 'Сумма корректировки не может быть нулевой', en: 'The adjustment cannot be zero' },
} as const satisfies Record<string, Record<Locale, string>>;
export type PaymentMessageCode = keyof typeof PAYMENT_MESSAGES;

/** Money fields of a balance adjustment from the back office. */
export const adjustmentRequestSchema = z.object({
  account: z.enum(['main', 'bonus'], { error: 'invalid_value' }),
  /** Signed kopecks: positive credits the player. */
  amount: z.number({ error: 'amount_invalid' }).int({ error: 'amount_invalid' }).min(-MAX_AMOUNT, { error: 'amount_invalid' }).max(MAX_AMOUNT, { error: 'amount_invalid' }).refine((v) => v !== 0, { error: 'adjustment_zero' }),
  reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500, { error: 'invalid_value' }).refine(isPlainText, { error: 'text_invalid_characters' }),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
