/**
 * A back-office page's state lives in its URL (filters, page), so a link or
 * the back button shows the same list. These read it defensively: anything
 * odd falls back to the default instead of failing the page.
 */
const MAX_OFFSET = 1_000_000;

/** `?offset=40` → 40; missing, negative or not a whole number → 0. */
export function readOffset(params: URLSearchParams, key = 'offset'): number {
  const value = Number(params.get(key));
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, MAX_OFFSET) : 0;
}

/** A positive whole number (an id), or undefined. */
export function readId(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/**
 * A status filter: one of `values`, `all` for no filter (undefined), or the
 * default when the parameter is missing or unknown.
 */
export function readStatus<T extends string>(params: URLSearchParams, values: readonly T[], fallback: T | undefined): T | undefined {
  const value = params.get('status');
  if (value === 'all') return undefined;
  return values.includes(value as T) ? (value as T) : fallback;
}

/** What the status filter puts in the URL: the default stays out, "all" is explicit when there is a default. */
export function statusParam<T extends string>(status: T | undefined, fallback: T | undefined): string | undefined {
  if (status === fallback) return undefined;
  return status ?? 'all';
}

/** A trimmed text filter, or undefined when empty; cut to `max` characters (the API's limit). */
export function readText(params: URLSearchParams, key: string, max: number): string | undefined {
  const value = params.get(key)?.trim().slice(0, max);
  return value ? value : undefined;
}

/** The page around an offset: "21–40 of 134", and the offsets of the previous and next pages (null at the ends). */
export function pageOf(offset: number, limit: number, total: number, shown: number) {
  return {
    from: shown ? offset + 1 : 0,
    to: offset + shown,
    total,
    prev: offset > 0 ? Math.max(0, offset - limit) : null,
    next: offset + shown < total ? offset + limit : null,
  };
}
