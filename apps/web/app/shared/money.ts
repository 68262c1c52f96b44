import { formatCoins as formatCoinsPlain, formatDecimalText, KOPECKS_PER_COIN, type Locale } from '@azart/contracts';

/**
 * Numbers as players read them in either language: a space between thousands
 * (architecture "Web"), a decimal comma in Russian and a point in English.
 * The spaces inside a number are no-break spaces (U+00A0) so a narrow screen
 * never breaks "1 000 000" across two lines; a negative amount starts with a
 * real minus sign (U+2212), which lines up with "+".
 */
export const NBSP = '\u00a0';
const MINUS = '\u2212';

const nbsp = (text: string) => text.replace(/ /g, NBSP);

/** Kopecks → "1 234,50" / "1 234.50". */
export function formatCoins(kopecks: number, locale: Locale): string {
  return nbsp(formatCoinsPlain(kopecks, locale)).replace(/^-/, MINUS);
}

/**
 * Kopecks where room is short (the phone header's balance): from a million
 * coins up, whole coins only ("99 999 999" rather than "99 999 999,00", which
 * pushed a 375 px header 17 px sideways); the balance menu shows the exact figure.
 */
export function formatCoinsShort(kopecks: number, locale: Locale): string {
  return Math.abs(kopecks) >= 1_000_000 * KOPECKS_PER_COIN ? formatDecimal(Math.trunc(kopecks / KOPECKS_PER_COIN), 0, locale) : formatCoins(kopecks, locale);
}

/** Kopecks with an explicit sign: "+80,80", "−20,20" (zero has no sign). */
export function formatSignedCoins(kopecks: number, locale: Locale): string {
  if (kopecks === 0) return formatCoins(0, locale);
  return kopecks > 0 ? `+${formatCoins(kopecks, locale)}` : formatCoins(kopecks, locale);
}

/** "1 234,50" / "1 234.50" → 123450 kopecks; null when the text is not an amount. Accepts "," or "." and spaces. */
export function parseCoins(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  const [whole = '0', frac = ''] = clean.split('.');
  const value = Number(whole) * KOPECKS_PER_COIN + Number(frac.padEnd(2, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/** Kopecks → text for an input: "12,5" style without trailing zeros, no thousands separator. */
export function coinsInputValue(kopecks: number, locale: Locale): string {
  const whole = Math.floor(kopecks / KOPECKS_PER_COIN);
  const cents = kopecks % KOPECKS_PER_COIN;
  if (cents === 0) return String(whole);
  const sep = locale === 'ru' ? ',' : '.';
  return `${whole}${sep}${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** An integer with no-break spaces between thousands: 999999 → "999 999". */
export function formatInteger(value: number): string {
  return Math.trunc(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * A decimal number with a fixed count of digits after the separator and
 * grouped thousands: (33.333, 1, ru) → "33,3"; (1000000, 2, en) → "1 000 000.00".
 */
export function formatDecimal(value: number, digits: number, locale: Locale): string {
  return `${value < 0 ? MINUS : ''}${nbsp(formatDecimalText(Math.abs(value).toFixed(digits), locale))}`;
}

/** A decimal that travels as text with a point (a USDT amount, "10.526316") in the page's format: "10,526316" in Russian. */
export function formatDecimalString(decimal: string, locale: Locale): string {
  return nbsp(formatDecimalText(decimal, locale)).replace(/^-/, MINUS);
}

/** Fewest decimals (up to two) that show a value exactly: 97 → 0, 97.5 → 1, 97.45 → 2. */
const digitsOf = (value: number) => [0, 1].find((d) => Math.abs(Math.round(value * 10 ** d) - value * 10 ** d) < 1e-9) ?? 2;

/** A percentage with a no-break space before the sign, so "%" never wraps alone: (97.5, ru) → "97,5 %". */
export function formatPercent(value: number, locale: Locale, digits = digitsOf(value)): string {
  return `${formatDecimal(value, digits, locale)}${NBSP}%`;
}

/** Coefficient in hundredths (198) → "1.98" / "1,98"; grouped from ×1 000 up. */
export function formatCoefficient(hundredths: number, locale: Locale): string {
  return formatDecimal(hundredths / 100, 2, locale);
}

/** Chance in basis points (4950) → "49.50" / "49,50". */
export function formatChance(bp: number, locale: Locale): string {
  return formatDecimal(bp / 100, 2, locale);
}

const SIZE_UNITS: Record<Locale, readonly string[]> = { ru: ['Б', 'КБ', 'МБ', 'ГБ'], en: ['B', 'KB', 'MB', 'GB'] };

/**
 * A file's size in the largest unit it reaches, one decimal under 10 when it
 * is not whole: 512 → "512 Б", 3 072 → "3 КБ", 2 621 440 → "2,5 МБ". (In
 * megabytes a 3 KB file read "0,00 МБ".)
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  let unit = 0;
  let value = Math.max(0, bytes);
  while (value >= 1024 && unit < SIZE_UNITS[locale].length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  const digits = unit > 0 && rounded < 10 && !Number.isInteger(rounded) ? 1 : 0;
  return `${formatDecimal(digits ? rounded : Math.round(value), digits, locale)}${NBSP}${SIZE_UNITS[locale][unit]}`;
}
