import { API_ENDPOINTS } from '@azart/contracts';
import type { AppLoadContext } from 'react-router';
import { localeFromPath } from '../locale.ts';
import { createApiClient, type ApiClient } from './client.ts';

/**
 * The typed API client for page loaders on the server: calls go through the
 * in-process API (load-context.ts: no network hop, the same handlers and
 * schemas), in the page's language and with the visitor's cookies. No session
 * hooks, toasts or loading bar: a loader decides what a failure means.
 */
export function serverApi(context: AppLoadContext, request: Request): ApiClient {
  const locale = localeFromPath(new URL(request.url).pathname);
  const cookie = request.headers.get('cookie') ?? '';
  return createApiClient({
    endpoints: import.meta.env.DEV ? API_ENDPOINTS : null,
    locale: () => locale,
    fetch: (url, init) => context.api(url, { headers: { ...(init.headers as Record<string, string>), cookie } }),
  });
}
