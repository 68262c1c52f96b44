import { translate, isMessageCode, type Locale } from '@azart/contracts';
import type { ZodType } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string[]>>;

/**
 * Client-side validation with a shared zod schema: the schema's messages are
 * error codes (packages/contracts MESSAGES), translated here into the page's
 * language, grouped by the first path segment.
 */
export function validate<T>(schema: ZodType<T>, values: unknown, locale: Locale): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    const text = isMessageCode(issue.message) ? translate(issue.message, locale) : issue.message;
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return { ok: false, errors };
}
