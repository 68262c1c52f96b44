import type { ClaimStatus, DepositStatus, Locale, WithdrawalStatus } from '@azart/contracts';
import { formatCoins, formatDecimalString, formatPercent } from '~/shared/money.ts';

/** Kopecks as the cashier shows them: "1 000,00" / "1 000.00" (no-break spaces). */
export const money = (kopecks: number, locale: Locale) => formatCoins(kopecks, locale);

/** A fee in basis points: 150 → "1,5 %". */
export const feePercent = (bp: number, locale: Locale) => formatPercent(bp / 100, locale);

/** USDT text ("12.5") with the page's decimal separator: "12,5" in Russian. */
export const usdtText = (usdt: string, locale: Locale) => formatDecimalString(usdt, locale);

const DATE_FORMATS = new Map<Locale, Intl.DateTimeFormat>();
/** "12.03.2026, 14:05" in either language (24-hour clock, the player's time zone). */
export function formatDateTime(iso: string, locale: Locale): string {
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
    DATE_FORMATS.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export type BadgeTone = 'pending' | 'progress' | 'good' | 'bad';

export const STATUS_TONE: Record<DepositStatus | WithdrawalStatus, BadgeTone> = {
  waiting: 'pending',
  moderation: 'pending',
  queue: 'progress',
  processing: 'progress',
  success: 'good',
  completed: 'good',
  canceled: 'bad',
};

export const CLAIM_TONE: Record<ClaimStatus, BadgeTone> = { pending: 'pending', support: 'progress', completed: 'good', canceled: 'bad' };
