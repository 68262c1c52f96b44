/**
 * Free text a person writes (a comment, a reason, a search): any characters
 * but the control ones, line breaks and tabs aside. NUL above all: PostgreSQL
 * text cannot hold it, and a request must never reach the database with it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isPlainText(value: string): boolean {
  return !CONTROL_EXCEPT_LINES.test(value);
}

/**
 * Text any JSON, any log and PostgreSQL can carry: well-formed UTF-16 (no
 * lone surrogate, which JSON's `\ud800` escape can smuggle in and PostgreSQL
 * refuses to encode) and no NUL (PostgreSQL text cannot hold it).
 */
export function isWellFormedText(value: string): boolean {
  return value.isWellFormed() && !value.includes('\u0000');
}

/** How deep a parsed request is searched; deeper nesting is refused as it is (no request of ours nests this far). */
const MAX_TEXT_DEPTH = 32;

/**
 * Where the first string or object key of a parsed value (a JSON body, a
 * query, route params, a provider's callback) is not well-formed text, as a
 * dotted path (`'comment'`, `'items.0.name'`, `''` for the value itself);
 * null when all of it is. The one check every text field of every request
 * goes through (the server runs it before any route's own schema).
 */
export function illFormedTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (depth >= MAX_TEXT_DEPTH) return path;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    // A bad key is reported at its object: the path is sent back to the client and must itself be clean.
    if (!isWellFormedText(key)) return path;
    const at = path ? `${path}.${key}` : key;
    const found = illFormedTextPath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
