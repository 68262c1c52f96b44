import { translateShared, type MessageParams, type SharedMessageCode } from '@azart/contracts';
import { apiLocale } from './api/client.ts';

/**
 * A message of the shared table (packages/contracts) in the page's language.
 * Game messages are left to the pages that load the games' specs anyway (the
 * verifier): the full table comes with every spec, and so with zod.
 */
export function sharedMessage(code: SharedMessageCode, params?: MessageParams): string {
  return translateShared(code, apiLocale(), params);
}
