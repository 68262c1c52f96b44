import type { Locale } from './locale.ts';

/** The word before a list's last item, and whether a comma comes before it too (English's serial comma). */
const LAST: Record<Locale, { conjunction: string; disjunction: string; serialComma: boolean }> = {
  ru: { conjunction: 'и', disjunction: 'или', serialComma: false },
  en: { conjunction: 'and', disjunction: 'or', serialComma: true },
};

/**
 * "Dice, Mines и Popit" / "Dice, Mines, or Popit": a list in the language's
 * own way (copy that names every game), as Intl.ListFormat's long style
 * writes it. Not Intl.ListFormat itself: its first use in a page loads ICU's
 * list data, about 25 ms of the main thread during hydration (the pages'
 * meta descriptions name the games), for two languages whose rule is this.
 */
export function formatList(items: readonly string[], locale: Locale, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (items.length <= 1) return items.join('');
  const last = LAST[locale];
  const head = items.slice(0, -1).join(', ');
  return `${head}${items.length > 2 && last.serialComma ? ',' : ''} ${last[type]} ${items.at(-1)}`;
}
