import { SHARED_MESSAGES, type Locale } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { fieldOfCode } from './validate.ts';

/**
 * A refused payment's messages by field: a 422's `{field: [messages]}` under
 * those fields (the request's field names are the form's), a single message
 * under the field its code concerns, anything else for the form as a whole.
 * The texts are the server's, already in the page's language.
 */
export function serverErrors(error: unknown, locale: Locale, fields: readonly string[]): Record<string, string[]> {
  if (!(error instanceof ApiError)) return { _: [SHARED_MESSAGES.internal[locale]] };
  const out: Record<string, string[]> = {};
  const put = (field: string, messages: string[]) => {
    const key = fields.includes(field) ? field : '_';
    out[key] = [...(out[key] ?? []), ...messages.filter((m) => !(out[key] ?? []).includes(m))];
  };
  const entries = Object.entries(error.fields);
  if (entries.length) for (const [field, messages] of entries) put(field, messages);
  else put(fieldOfCode(error.code), error.messages);
  return out;
}

/** An answer that settles the attempt (a refusal); a lost answer or a server failure may be retried with the same key. */
export function isDefinitive(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
