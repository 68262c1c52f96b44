import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageCode, localeFromAcceptLanguage, translate, type Locale, type MessageCode } from '@azart/contracts';
import { DomainError } from '../shared/errors.ts';

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
};

/**
 * One place that turns every failure into the response shapes of spec §8:
 * `{error: string, code}` or, for form fields, `{error: {field: [message]}, code}`.
 * Messages follow the request's language; 5xx never carries internals.
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
      return reply.status(error.status).send({ error: error.field ? { [error.field]: [message] } : message, code: error.code });
    }
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
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: translate('rate_limited', locale), code: 'rate_limited' });
    if (status >= 400 && status < 500) {
      const code = (error.code ? FRAMEWORK_CODES[error.code] : undefined) ?? (status === 404 ? 'not_found' : 'invalid_value');
      return reply.status(status).send({ error: translate(code, locale), code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendInternal(reply, locale);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ error: translate('not_found', request.locale), code: 'not_found' }),
  );
});

function sendInternal(reply: FastifyReply, locale: Locale) {
  return reply.status(500).send({ error: translate('internal', locale), code: 'internal' });
}
