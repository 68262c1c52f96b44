import { isMessageCode, translate, type ErrorResponse, type Locale } from '@azart/contracts';
import { cookieValue } from '../decode.ts';
import { trackRequest } from '../loading.ts';

/**
 * The HTTP layer of the browser app (spec §7, §8): JSON to and from `/api`,
 * `Accept-Language` on every call, Bearer token, XSRF cookie echoed as a
 * header on state-changing calls, the global loading indicator, one retry of
 * bodyless calls on transient statuses, and the error shapes of spec §8.
 *
 * The session lives in the auth feature; it plugs itself in with
 * `configureApiAuth` so this module does not depend on it.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the Bearer token (default true when a session exists). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Skip waiting for a running token refresh (used by the refresh call itself). */
  skipAuthWait?: boolean;
  /** Do not show toasts for errors: the caller handles them. */
  silent?: boolean;
  signal?: AbortSignal;
};

type AuthHooks = {
  /** Resolves when no token refresh is running and the token is fresh (refreshing it if needed). */
  ready(): Promise<void>;
  authorization(): string | null;
  /** A 401 from the API: the session is over. */
  unauthorized(code: string | undefined): void;
};

type Notifier = {
  error(message: string): void;
  success(message: string): void;
  notify(content: string, type: 'success' | 'error' | 'info' | 'warning'): void;
};

let authHooks: AuthHooks | null = null;
let notifier: Notifier | null = null;
let currentLocale: Locale = 'ru';

export function configureApiAuth(hooks: AuthHooks): void {
  authHooks = hooks;
}
export function configureApiNotifier(n: Notifier): void {
  notifier = n;
}
export function setApiLocale(locale: Locale): void {
  currentLocale = locale;
}
export function apiLocale(): Locale {
  return currentLocale;
}

/** An API answer outside 200–299. `fields` holds per-field messages of a 422. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]>;
  readonly messages: string[];
  constructor(status: number, body: Partial<ErrorResponse> | null, fallback: string) {
    const error = body?.error;
    const fields = error && typeof error === 'object' ? error : {};
    const messages = typeof error === 'string' ? [error] : Object.values(fields).flat();
    super(messages[0] ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'connection_lost' : status === 503 ? 'unavailable' : 'internal');
    this.fields = fields;
    this.messages = messages.length ? messages : [fallback];
  }
}

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const MUTATING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return cookieValue(document.cookie, name) ?? null;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith('/') ? path : `/api/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shows the toasts that an error response asks for (one per message). */
export function toastApiError(error: unknown): void {
  if (!notifier) return;
  if (error instanceof ApiError) {
    if (error.status === 401) return; // "Unauthorized" is not shown (spec §8)
    for (const message of error.messages) notifier.error(message);
  } else if (error instanceof Error && error.name !== 'AbortError') {
    notifier.error(translate(isNetworkFailure(error) ? 'connection_lost' : 'internal', currentLocale));
  }
}

export async function api<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return trackRequest(send<T>(method, path, options));
}

async function send<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
  if (authHooks && !options.skipAuthWait && options.auth !== false) await authHooks.ready();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale,
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const authorization = options.auth === false ? null : authHooks?.authorization();
  if (authorization) headers.Authorization = authorization;
  if (MUTATING.has(method)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  const url = buildUrl(path, options.query);
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };

  let response: Response;
  let attempt = 0;
  for (;;) {
    try {
      response = await fetch(url, init);
    } catch (cause) {
      if ((cause as Error).name === 'AbortError') throw cause;
      if (method === 'GET' && attempt === 0) {
        attempt += 1;
        await sleep(300);
        continue;
      }
      // fetch only rejects when no answer came back at all: offline, DNS, a dropped connection.
      const error = new ApiError(0, null, translate('connection_lost', currentLocale));
      if (!options.silent) toastApiError(error);
      throw error;
    }
    // Retry bodyless calls once on transient statuses (spec §7).
    if (method === 'GET' && attempt === 0 && RETRY_STATUSES.has(response.status)) {
      attempt += 1;
      await sleep(response.status === 429 ? 1000 : 300);
      continue;
    }
    break;
  }

  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }

  if (response.ok) {
    showSuccessMessages(body);
    return body as T;
  }

  const errorBody = body && typeof body === 'object' ? (body as Partial<ErrorResponse>) : null;
  const fallback = translate(fallbackCode(response.status), currentLocale);
  const error = new ApiError(response.status, errorBody, fallback);
  if (response.status === 401 && authorization) authHooks?.unauthorized(error.code);
  if (response.status === 403 && !errorBody?.error) {
    if (!options.silent) notifier?.error(translate('forbidden', currentLocale));
    throw error;
  }
  if (!options.silent) toastApiError(error);
  throw error;
}

/** The message for an error answer without a message of its own (a proxy's HTML page, an empty body). */
function fallbackCode(status: number): 'forbidden' | 'rate_limited' | 'unavailable' | 'connection_lost' | 'internal' {
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  // A gateway that could not reach the app: for the player, the connection is what failed.
  if (status === 502 || status === 504) return 'connection_lost';
  return 'internal';
}

/** A fetch that failed before any answer (TypeError "Failed to fetch" / "NetworkError"). */
function isNetworkFailure(error: Error): boolean {
  return error.name === 'TypeError';
}

function showSuccessMessages(body: unknown): void {
  if (!notifier || !body || typeof body !== 'object') return;
  const b = body as { notify?: { content?: string; type?: 'success' | 'error' | 'info' | 'warning' }; message?: unknown; msg?: unknown };
  if (b.notify?.content) notifier.notify(b.notify.content, b.notify.type ?? 'success');
  const message = typeof b.message === 'string' ? b.message : typeof b.msg === 'string' ? b.msg : null;
  if (message) notifier.success(message);
}

/** A message code from the shared table, in the current language. */
export function message(code: string, params?: Record<string, string | number>): string {
  return isMessageCode(code) ? translate(code, currentLocale, params) : code;
}

/** Random key for `Idempotency-Key` (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
