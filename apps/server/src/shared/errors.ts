import type { MessageCode, MessageParams } from '@azart/contracts';
import { SQLSTATE } from '@azart/db';

/**
 * A failure the client caused or can act on. Modules throw these with a
 * stable code; the error handler turns them into a localised response.
 * `field` puts the message under that form field (spec §8 object of arrays).
 */
export class DomainError extends Error {
  readonly code: MessageCode;
  readonly status: number;
  readonly params: MessageParams | undefined;
  readonly field: string | undefined;
  /** Seconds the client should wait before trying again (sent as Retry-After). */
  readonly retryAfterS: number | undefined;
  /** Spec §8 keys sent next to `error` (`vksub:<group>`, `tgsub:<channel>`, `tg_bot`): the web opens the socials or Telegram modal. */
  readonly keys: Readonly<Record<string, true>> | undefined;

  constructor(code: MessageCode, options: { status?: number; params?: MessageParams; field?: string; cause?: unknown; retryAfterS?: number; keys?: Record<string, true> } = {}) {
    super(code, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = options.status ?? 422;
    this.params = options.params;
    this.field = options.field;
    this.retryAfterS = options.retryAfterS;
    this.keys = options.keys;
  }
}

/**
 * Several form fields wrong at once (spec §8: an object of arrays): each field
 * with its message code; the answer's `code` is the first one's, or the one given.
 */
export class FieldErrors extends Error {
  readonly fields: Partial<Record<string, MessageCode>>;
  readonly status = 422;
  readonly #code: MessageCode | undefined;
  constructor(fields: Partial<Record<string, MessageCode>>, code?: MessageCode) {
    super(Object.values(fields).join(', '));
    this.name = 'FieldErrors';
    this.fields = fields;
    this.#code = code;
  }
  get code(): MessageCode {
    return this.#code ?? Object.values(this.fields)[0] ?? 'validation_failed';
  }
}

export const unauthorized = (code: 'unauthorized' | 'session_expired' = 'unauthorized') => new DomainError(code, { status: 401 });
export const forbidden = (code: 'forbidden' | 'account_blocked' | 'xsrf_mismatch' = 'forbidden') => new DomainError(code, { status: 403 });
export const notFound = (code: 'not_found' | 'bet_not_found' = 'not_found') => new DomainError(code, { status: 404 });

/** PostgreSQL unique_violation on the named constraint/index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === SQLSTATE.uniqueViolation && (constraint === undefined || e.constraint === constraint);
}

/** PostgreSQL check_violation on the named constraint. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === SQLSTATE.checkViolation && (constraint === undefined || e.constraint === constraint);
}

/**
 * Whether a failure means a dependency (PostgreSQL, Redis) is unreachable or
 * going away, rather than a bug: the request gets a clean 503 and the next one
 * may succeed once it is back. SQLSTATE classes 08 (connection exception) and
 * 57P (operator intervention: shutdown, crash, not yet accepting), too many
 * connections, socket errors, and the drivers' own "connection closed" errors.
 */
export function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: unknown; errno?: unknown; message?: unknown; name?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-4]$/.test(code) || code === '53300' || UNAVAILABLE_ERRNO.has(code)) return true;
    if (e.name === 'MaxRetriesPerRequestError') return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
    current = e.cause;
  }
  return false;
}

const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
/** Errors pg, pg-pool and ioredis raise without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection is closed',
  "Stream isn't writeable",
];

/** Drizzle wraps driver errors; walk the cause chain to the one with a SQLSTATE. */
function findPgError(error: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; message?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return { code: candidate.code, constraint: candidate.constraint, message: candidate.message };
    current = candidate.cause;
  }
  return undefined;
}
