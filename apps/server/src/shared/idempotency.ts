import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';

/** The request's Idempotency-Key (architecture.md "API"): 1–128 printable ASCII characters, optional. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7E]{1,128}$/.test(value)) throw new DomainError('invalid_value', { field: 'Idempotency-Key' });
  return value;
}
