import { formatCoins, KOPECKS_PER_COIN, type Locale } from '@azart/contracts';

export { formatCoins };

/** "1 234,50" → 123450 kopecks; null when the text is not an amount. Accepts "," or "." and spaces. */
export function parseCoins(text: string): number | null {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
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

/** An integer with spaces between thousands: 999999 → "999 999". */
export function formatInteger(value: number): string {
  return Math.trunc(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Coefficient in hundredths (198) → "1.98" / "1,98". */
export function formatCoefficient(hundredths: number, locale: Locale): string {
  const text = (hundredths / 100).toFixed(2);
  return locale === 'ru' ? text.replace('.', ',') : text;
}

/** Chance in basis points (4950) → "49.50" / "49,50". */
export function formatChance(bp: number, locale: Locale): string {
  const text = (bp / 100).toFixed(2);
  return locale === 'ru' ? text.replace('.', ',') : text;
}
