import { z } from 'zod';

/** Money travels as integer kopecks (1 coin = 1 rouble = 100 kopecks). */
export const KOPECKS_PER_COIN = 100;
/** Largest amount a request may carry: far above any limit, below 2^53. */
export const MAX_AMOUNT = 1_000_000_000_000;

export const kopecks = z.number({ error: 'amount_invalid' }).int({ error: 'amount_invalid' }).min(0, { error: 'amount_invalid' }).max(MAX_AMOUNT, { error: 'amount_invalid' });
export const positiveKopecks = kopecks.refine((v) => v > 0, { error: 'amount_invalid' });

/**
 * The site's one number format, both languages (spec §9: a space between
 * thousands; a decimal comma in Russian, a point in English), for a decimal
 * written with a point: ("10526.316", ru) → "10 526,316", ("-5", en) → "-5".
 * The web adds no-break spaces and a real minus on top (apps/web/app/shared/money.ts);
 * the sandbox's pages use it as is, so both show the same figures.
 */
export function formatDecimalText(decimal: string, locale: 'ru' | 'en' = 'ru'): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}${fraction ? `${locale === 'ru' ? ',' : '.'}${fraction}` : ''}`;
}

/** "1 234 567,89" style formatting with a space as thousands separator (spec §9). */
export function formatCoins(amountKopecks: number, locale: 'ru' | 'en' = 'ru'): string {
  const negative = amountKopecks < 0;
  const abs = Math.abs(amountKopecks);
  const cents = (abs % KOPECKS_PER_COIN).toString().padStart(2, '0');
  return formatDecimalText(`${negative ? '-' : ''}${Math.floor(abs / KOPECKS_PER_COIN)}.${cents}`, locale);
}
