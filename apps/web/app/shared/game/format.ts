import { formatCoefficient, formatInteger } from '../money.ts';

/**
 * A coefficient in hundredths with thousands grouped: 101711872 → "1 017 118,72".
 * `compact` drops the hundredths from ×1 000 up (narrow ladders).
 */
export function formatMultiplier(hundredths: number, locale: 'ru' | 'en', compact = false): string {
  if (compact && hundredths >= 100_000) return formatInteger(Math.floor(hundredths / 100));
  return formatCoefficient(hundredths, locale);
}
