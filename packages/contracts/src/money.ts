import { z } from 'zod';

/** Money travels as integer kopecks (1 coin = 1 rouble = 100 kopecks). */
export const KOPECKS_PER_COIN = 100;
/** Largest amount a request may carry: far above any limit, below 2^53. */
export const MAX_AMOUNT = 1_000_000_000_000;

export const kopecks = z.number({ error: 'amount_invalid' }).int({ error: 'amount_invalid' }).min(0, { error: 'amount_invalid' }).max(MAX_AMOUNT, { error: 'amount_invalid' });
export const positiveKopecks = kopecks.refine((v) => v > 0, { error: 'amount_invalid' });

/** "1 234 567,89" style formatting with a space as thousands separator (spec §9). */
export function formatCoins(amountKopecks: number, locale: 'ru' | 'en' = 'ru'): string {
  const negative = amountKopecks < 0;
  const abs = Math.abs(amountKopecks);
  const whole = Math.floor(abs / KOPECKS_PER_COIN).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = (abs % KOPECKS_PER_COIN).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}${locale === 'ru' ? ',' : '.'}${cents}`;
}
