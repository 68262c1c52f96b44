import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageCode, localeFromAcceptLanguage, translate, type Locale, type MessageCode } from '@azart/contracts';
import { DomainError, FieldErrors, isUnavailable } from '../shared/errors.ts';
import { ledgerRefusalOf } from '../modules/ledger/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Interface language of this request, from Accept-Language (ru by default). */
    locale: Locale;
  }
}

/** Fastify's own client errors mapped to our message codes. */
const FRAMEWORK_CODES: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'bad_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_json',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

/** How long a client should wait before retrying while a dependency is down (seconds). */
const RETRY_AFTER_S = 2;

/**
 * One place that turns every failure into the response shapes of spec §8:
 * `{error: string, code}` or, for form fields, `{error: {field: [message]}, code}`.
 * Messages follow the request's language; 5xx never carries internals. A
 * database or Redis that is down or restarting is a 503 `unavailable` with
 * Retry-After, never a 500 and never the end of the process.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'ru');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (error instanceof DomainError) {
      const message = translate(error.code, locale, error.params);
      if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
      return reply.status(error.status).send({ ...error.keys, error: error.field ? { [error.field]: [message] } : message, code: error.code });
    }
    if (error instanceof FieldErrors) {
      const fields = Object.fromEntries(Object.entries(error.fields).map(([field, code]) => [field, [translate(code!, locale)]]));
      return reply.status(422).send({ error: fields, code: error.code });
    }
    // The ledger's refusals a client can cause; the others (unbalanced, unknown account…) are bugs and stay 500.
    const refusal = ledgerRefusalOf(error);
    if (refusal?.reason === 'insufficient_funds') return reply.status(422).send({ error: translate('not_enough_money', locale), code: 'not_enough_money' });
    if (refusal?.reason === 'exists_with_different_terms') return reply.status(409).send({ error: translate('idempotency_conflict', locale), code: 'idempotency_conflict' });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const code = issue.message && isMessageCode(issue.message) ? issue.message : 'invalid_value';
        const list = (fields[field] ??= []);
        const text = translate(code, locale);
        if (!list.includes(text)) list.push(text);
      }
      return reply.status(422).send({ error: fields, code: 'validation_failed' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendInternal(reply, locale);
    }
    if (isUnavailable(error)) {
      request.log.warn({ err: errorSummary(error) }, 'dependency unavailable');
      reply.header('retry-after', String(RETRY_AFTER_S));
      return reply.status(503).send({ error: translate('unavailable', locale), code: 'unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: translate('rate_limited', locale), code: 'rate_limited' });
    if (status >= 400 && status < 500) return sendClientError(reply, status, error.code, locale);
    request.log.error({ err: error }, 'unhandled error');
    return sendInternal(reply, locale);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ error: translate('not_found', request.locale), code: 'not_found' }),
  );
});

function sendClientError(reply: FastifyReply, status: number, fastifyCode: string | undefined, locale: Locale) {
  const code = (fastifyCode ? FRAMEWORK_CODES[fastifyCode] : undefined) ?? (status === 404 ? 'not_found' : status === 413 ? 'payload_too_large' : 'invalid_value');
  return reply.status(status).send({ error: translate(code, locale), code });
}

function sendInternal(reply: FastifyReply, locale: Locale) {
  return reply.status(500).send({ error: translate('internal', locale), code: 'internal' });
}

/** A short description for the log: the cause chain's codes and messages, without query text or parameters. */
function errorSummary(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 6; e = e.cause as typeof e, depth++) {
    parts.push([e.code, typeof e.message === 'string' ? e.message.split('\n').at(-1) : undefined].filter(Boolean).join(' '));
  }
  return parts.join(' ← ');
}

/**
 * Errors Fastify raises before a route runs (a URL it cannot decode, say): the
 * same `{error, code}` shape as everything else (Fastify's `frameworkErrors`).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  void sendClientError(reply, error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400, error.code, locale);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed
 * request line or chunked body, headers too large, a request that took too
 * long): answered in the same `{error, code}` shape, in the language of the
 * Accept-Language header if it made it into the bytes received, then the
 * connection is closed (Fastify's `clientErrorHandler`).
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, MessageCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'request_timeout']
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'headers_too_large']
    : [400, 'bad_request'];
  // Node hands the bytes received so far as a Buffer (Fastify's typings describe its JSON form).
  const received = Buffer.isBuffer(error.rawPacket as unknown) ? (error.rawPacket as unknown as Buffer).toString('latin1') : '';
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(received)?.[1];
  const body = JSON.stringify({ error: translate(code, localeFromAcceptLanguage(acceptLanguage)), code });
  if (socket.writable) {
    // The answer to a HEAD request has no body (its Content-Length still tells the size).
    const head = received.startsWith('HEAD ');
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  // end() flushes the answer first; a client that never reads it does not hold the socket.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
