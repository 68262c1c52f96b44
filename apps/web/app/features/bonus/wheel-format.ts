import type { Locale } from '~/shared/locale.ts';
import { formatDecimal } from '~/shared/money.ts';

/** A wheel multiplier in hundredths → "0,5", "1", "25" (as few decimals as it needs). */
export function formatX(hundredths: number, locale: Locale): string {
  return formatDecimal(hundredths / 100, hundredths % 100 === 0 ? 0 : hundredths % 10 === 0 ? 1 : 2, locale);
}
