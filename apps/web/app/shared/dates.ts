import type { Locale } from './locale.ts';

/**
 * Dates and times as the player's pages show them: in Moscow time, because
 * the casino's days, weeks and periods are Moscow's (bonuses.md) and because
 * the server must render the very text the browser hydrates (a browser's own
 * zone would differ from the server's); in the page's language, with British
 * English's day-month order and 24-hour clock for /en.
 */
const TAGS: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' };

export const DATE_STYLES = {
  /** "26 нояб., 09:59" / "26 Nov, 09:59". */
  dayTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** "26 ноября" / "26 November". */
  day: { day: 'numeric', month: 'long' },
  /** "чт, 26 нояб., 23:59" / "Thu 26 Nov, 23:59". */
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment (ISO text or a Date) in a style of `DATE_STYLES`; the formats are made once per language and style. */
export function formatDate(when: string | Date, locale: Locale, style: DateStyle = 'dayTime'): string {
  const key = `${locale}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(TAGS[locale], { ...DATE_STYLES[style], timeZone: 'Europe/Moscow' });
    formats.set(key, format);
  }
  return format.format(typeof when === 'string' ? new Date(when) : when);
}
