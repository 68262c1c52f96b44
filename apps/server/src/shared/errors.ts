import type { MessageCode } from '@azart/contracts';

/**
 * A failure the client caused or can act on. Modules throw these with a
 * stable code; the error handler turns them into a localised response.
 * `field` puts the message under that form field (spec §8 object of arrays).
 */
export class DomainError extends Error {
  readonly code: MessageCode;
  readonly status: number;
  readonly params: Record<string, string | number> | undefined;
  readonly field: string | undefined;

  constructor(code: MessageCode, options: { status?: number; params?: Record<string, string | number>; field?: string; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = options.status ?? 422;
    this.params = options.params;
    this.field = options.field;
  }
}

export const unauthorized = (code: 'unauthorized' | 'session_expired' = 'unauthorized') => new DomainError(code, { status: 401 });
export const forbidden = (code: 'forbidden' | 'account_blocked' | 'xsrf_mismatch' = 'forbidden') => new DomainError(code, { status: 403 });
export const notFound = (code: 'not_found' | 'bet_not_found' = 'not_found') => new DomainError(code, { status: 404 });

/** PostgreSQL unique_violation on the named constraint/index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** PostgreSQL check_violation on the named constraint. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === '23514' && (constraint === undefined || e.constraint === constraint);
}

/** The reason a statement gave when it undid itself with `azart_abort(reason)` (SQLSTATE AZ001), if that is what failed. */
export function abortReasonOf(error: unknown): string | undefined {
  const e = findPgError(error);
  return e?.code === 'AZ001' ? e.message : undefined;
}

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
