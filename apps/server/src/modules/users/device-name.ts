import type { Locale } from '@azart/contracts';

/**
 * A short readable name of a browser from its User-Agent, for the profile's
 * list of sessions ("Chrome on Android"). Only the common browsers and
 * systems are told apart; the order matters, since Edge and Opera also say
 * "Chrome", and Chrome also says "Safari".
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/YaBrowser\//, 'Yandex Browser'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

const WORDS = { en: { on: 'on', unknown: 'Unknown device' }, ru: { on: 'на', unknown: 'Неизвестное устройство' } } as const satisfies Record<Locale, { on: string; unknown: string }>;

export function deviceName(userAgent: string | null | undefined, locale: Locale = 'en'): string {
  const words = WORDS[locale];
  const browser = userAgent ? first(BROWSERS, userAgent) : undefined;
  const system = userAgent ? first(SYSTEMS, userAgent) : undefined;
  if (browser && system) return `${browser} ${words.on} ${system}`;
  return browser ?? system ?? words.unknown;
}
