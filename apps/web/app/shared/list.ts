import type { Locale } from './locale.ts';

/** The word before a list's last item, and whether English's serial comma goes before it. */
const LAST_JOINER: Record<Locale, Record<'conjunction' | 'disjunction', string>> = {
  ru: { conjunction: ' и ', disjunction: ' или ' },
  en: { conjunction: ', and ', disjunction: ', or ' },
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
  if (items.length === 2) return `${items[0]}${LAST_JOINER[locale][type].replace(/^,/, '')}${items[1]}`;
  return `${items.slice(0, -1).join(', ')}${LAST_JOINER[locale][type]}${items.at(-1)}`;
}
