import type { Locale } from './locale.ts';

/** "Dice, Mines и Popit" / "Dice, Mines, or Popit": a list in the language's own way (copy that names every game). */
export function formatList(items: readonly string[], locale: Locale, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(locale, { style: 'long', type }).format(items);
}
