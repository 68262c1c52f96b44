import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { illFormedTextPath } from '@azart/contracts';
import { FieldErrors } from '../shared/errors.ts';

/**
 * The one depth at which every text a request carries is checked (issue 20
 * item 2): the JSON or form body, the query and the route params of every
 * route, before its own schema runs. A lone surrogate (JSON's `"\ud800"`) or
 * a NUL is refused with the usual localised 422 under the field it was in,
 * so no handler, log or database (PostgreSQL cannot encode either) ever sees
 * one. Multipart fields are read by their handlers and checked by their
 * schemas (isPlainText); provider callbacks arrive raw and are checked after
 * their signature (the payments adapter).
 */
export function illFormedTextOf(request: Pick<FastifyRequest, 'body' | 'query' | 'params'>): string | null {
  for (const part of [request.params, request.query, request.body]) {
    const path = illFormedTextPath(part);
    if (path !== null) return path || '_';
  }
  return null;
}

export const wellFormedTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = illFormedTextOf(request);
    // The answer a schema's refusal gets: the message under the field, code validation_failed.
    if (field !== null) throw new FieldErrors({ [field]: 'text_invalid_characters' }, 'validation_failed');
  });
});
