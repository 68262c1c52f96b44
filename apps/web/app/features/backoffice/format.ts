import { useMemo } from 'react';
import { useLocale } from '~/shared/i18n/hooks.ts';
import type { Locale } from '~/shared/locale.ts';
import { formatCoins, formatDecimalString, formatInteger, formatPercent, formatSignedCoins } from '~/shared/money.ts';

/**
 * How the back office writes numbers and dates, in the page's language:
 * money with a (no-break) space between thousands and a decimal comma in
 * Russian, a point in English; dates and times in the language's own order,
 * in the browser's time zone (the back office renders in the browser only).
 */
const DATE_LOCALE: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' };

/** A unit of the ledger: RUB and DEMO are kopecks (shown as coins), POINTS are whole points. */
export function formatUnitAmount(amount: number, unit: string, locale: Locale): string {
  return unit === 'POINTS' ? formatInteger(amount).replace(/^-/, '\u2212') : formatCoins(amount, locale);
}

export function createFormat(locale: Locale) {
  const dateTime = new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'short', timeStyle: 'short' });
  const full = new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long', timeStyle: 'medium' });
  const time = new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeStyle: 'medium' });
  const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());
  return {
    locale,
    coins: (kopecks: number) => formatCoins(kopecks, locale),
    signedCoins: (kopecks: number) => formatSignedCoins(kopecks, locale),
    integer: (value: number) => formatInteger(value),
    /** A USDT amount as it travels ("10.526316"): "10,526316" in Russian. */
    usdt: (amount: string) => formatDecimalString(amount, locale),
    unit: (amount: number, unit: string) => formatUnitAmount(amount, unit, locale),
    /** Basis points as a percent: 250 → "2,5 %". */
    percentBp: (bp: number) => formatPercent(bp / 100, locale),
    /** "25.11.2026, 14:03" / "25/11/2026, 14:03". */
    dateTime: (iso: string) => (valid(iso) ? dateTime.format(new Date(iso)) : iso),
    /** "25 ноября 2026 г., 14:03:07" / "25 November 2026 at 14:03:07". */
    fullDateTime: (iso: string) => (valid(iso) ? full.format(new Date(iso)) : iso),
    time: (date: Date) => time.format(date),
  };
}
export type Format = ReturnType<typeof createFormat>;

export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => createFormat(locale), [locale]);
}
