import type { Locale } from './locale.ts';

/**
 * The messages of a failure without an answer of the server's own (the
 * network, a proxy's 502, a 403 without a body): the browser's API client
 * shows them, and carries this small module rather than the whole table
 * (SHARED_MESSAGES holds these too). A module of its own: a bundler places
 * code by module, and the whole table is used by code loaded on demand.
 */
export const TRANSPORT_MESSAGES = {
  internal: { ru: 'Что-то пошло не так. Попробуйте ещё раз', en: 'Something went wrong. Please try again' },
  rate_limited: { ru: 'Слишком много запросов. Подождите немного', en: 'Too many requests. Please wait a moment' },
  forbidden: { ru: 'Доступ запрещён — попробуйте обновить страницу.', en: 'Access denied - try refreshing the page.' },
  unavailable: { ru: 'Сервис временно недоступен, попробуйте через несколько секунд', en: 'The service is temporarily unavailable, please try again in a few seconds' },
  connection_lost: { ru: 'Нет соединения с сервером. Проверьте интернет и попробуйте снова', en: 'No connection to the server. Check your internet connection and try again' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TransportMessageCode = keyof typeof TRANSPORT_MESSAGES;

/** Text of a transport failure's message (a code of TRANSPORT_MESSAGES). */
export function translateTransport(code: TransportMessageCode, locale: Locale): string {
  return TRANSPORT_MESSAGES[code][locale];
}
