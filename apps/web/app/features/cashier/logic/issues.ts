import { PAYMENT_MESSAGES, SHARED_MESSAGES, fillMessage, type Locale, type PaymentMessageCode } from '@azart/contracts';
import { formatCoins } from '~/shared/money.ts';

/**
 * A problem a cashier form shows: a message of the contracts' payment table
 * (the same words the server answers with), the shared "not enough money",
 * or one of the feature's own (an amount that is not a number). Kept as data,
 * so the checks are pure and the words are chosen where they are shown.
 */
export type LocalIssueKey = 'amountEmpty' | 'amountFormat' | 'amountPrecision' | 'required' | 'commentTooLong';
export type Issue =
  | { code: PaymentMessageCode; params?: { min?: number; max?: number; left?: number } }
  | { code: 'not_enough_money'; params?: undefined }
  | { local: LocalIssueKey };

/** The text of a contracts message (payment table or the shared "not enough money"), amounts in the page's format. */
export function issueText(issue: Issue, locale: Locale, local: (key: LocalIssueKey) => string): string {
  if ('local' in issue) return local(issue.local);
  if (issue.code === 'not_enough_money') return SHARED_MESSAGES.not_enough_money[locale];
  const params = Object.fromEntries(Object.entries(issue.params ?? {}).map(([k, v]) => [k, formatCoins(v, locale)]));
  return fillMessage(PAYMENT_MESSAGES[issue.code][locale], locale, params);
}

export function paymentMessage(code: PaymentMessageCode, locale: Locale): string {
  return PAYMENT_MESSAGES[code][locale];
}
