import { API_ENDPOINTS, translateTransport, type ApiEndpoints, type ErrorResponse, type HttpMethod, type Locale } from '@azart/contracts';
import type { z } from 'zod';
import { cookieValue } from '../decode.ts';
import { trackRequest } from '../loading.ts';
import { announceSubscriptionKeys } from './subscription-keys.ts';

/**
 * The HTTP layer of the app (spec §7, §8), typed by the API table of
 * packages/contracts (API_ENDPOINTS): `api.get('/api/auth/me')` answers a
 * `{ user }`, `api.post('/api/games/dice/bet', { body })` takes the Dice bet
 * and answers its bet and user — no hand-written response types anywhere.
 * A route the table marks `multipart` (a file upload) takes its fields as a
 * `FormData` instead: `api.post('/api/payments/deposit-claims', { form })`;
 * it goes out as it is, and fetch writes its multipart Content-Type.
 * In development every answer is checked against its schema and a mismatch
 * is thrown and logged; a production build trusts the server (the check
 * costs time, and the schemas would cost first-load bytes: the table is only
 * referenced behind `import.meta.env.DEV`, so the build drops it).
 *
 * Also: `Accept-Language` on every call, Bearer token, the XSRF cookie echoed
 * as a header on state-changing calls, the global loading indicator, one
 * retry of GETs on transient statuses, and the error shapes of spec §8. The
 * session plugs itself in with `configureApiAuth`, the toasts with
 * `configureApiNotifier`, so this module depends on neither.
 */

export type RequestOptions = {
  /** Send the Bearer token (default true when a session exists). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Skip waiting for a running token refresh (used by the refresh call itself). */
  skipAuthWait?: boolean;
  /** Do not show toasts for errors: the caller handles them. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Show the call in the global loading bar (default true; background polls say false). */
  track?: boolean;
  cache?: RequestCache;
};

// --- types from the endpoint table -----------------------------------------------------------

type Endpoints = ApiEndpoints;
export type ApiPath<M extends HttpMethod> = keyof Endpoints[M] & string;
type EndpointAt<M extends HttpMethod, P extends ApiPath<M>> = Endpoints[M][P];
type Serialisable = string | number | boolean | readonly (string | number)[] | null | undefined;

/** A body as the caller writes it: the schema's input, or its output where the input is opaque (preprocessed fields). */
type BodyOf<S> = S extends z.ZodType ? (unknown extends z.input<S> ? z.output<S> : z.input<S>) : never;
/** Query values go into a URL: fields the schema coerces take any plain value (per member of a union: each game's verify query). */
type Loosen<T> = T extends unknown ? { [K in keyof T]: unknown extends T[K] ? Serialisable : T[K] } : never;
type QueryOf<S> = S extends z.ZodType ? Loosen<z.input<S>> : never;
type ParamsOf<S> = S extends z.ZodType ? { [K in keyof z.output<S>]: string | number } : never;
/** What a call answers with 200. */
export type ApiResponse<M extends HttpMethod, P extends ApiPath<M>> = EndpointAt<M, P> extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** True when every key of T is optional (a part or a call that can be left out). */
type AllOptional<T> = Partial<T> extends T ? true : false;
type Part<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : AllOptional<T> extends true ? { [P in K]?: T } : { [P in K]: T };
/** A multipart route (files) takes its fields as a FormData, and only such a route does. */
type FormOf<E> = E extends { multipart: true } ? FormData : never;
type Inputs<E> = Part<'params', E extends { params: infer S } ? ParamsOf<S> : never> &
  Part<'query', E extends { query: infer S } ? QueryOf<S> : never> &
  Part<'body', E extends { body: infer S } ? BodyOf<S> : never> &
  Part<'form', FormOf<E>>;
export type CallOptions<M extends HttpMethod, P extends ApiPath<M>> = RequestOptions & Inputs<EndpointAt<M, P>>;
/** The query a route takes, as the caller writes it. */
export type ApiQuery<M extends HttpMethod, P extends ApiPath<M>> = EndpointAt<M, P> extends { query: infer S } ? QueryOf<S> : never;
/** The options argument is required only when the route needs parameters, a query or a body. */
type CallArgs<M extends HttpMethod, P extends ApiPath<M>> = AllOptional<Inputs<EndpointAt<M, P>>> extends true ? [options?: CallOptions<M, P>] : [options: CallOptions<M, P>];

/** GET routes that answer a file (`file: true` in the table), not JSON. */
export type ApiFilePath = { [P in ApiPath<'GET'>]: EndpointAt<'GET', P> extends { file: true } ? P : never }[ApiPath<'GET'>];

export type ApiClient = {
  get<P extends ApiPath<'GET'>>(path: P, ...args: CallArgs<'GET', P>): Promise<ApiResponse<'GET', P>>;
  /** A file route, with the same session, language, retries and errors as any call: the answer as a Blob. */
  file<P extends ApiFilePath>(path: P, ...args: CallArgs<'GET', P>): Promise<Blob>;
  post<P extends ApiPath<'POST'>>(path: P, ...args: CallArgs<'POST', P>): Promise<ApiResponse<'POST', P>>;
  put<P extends ApiPath<'PUT'>>(path: P, ...args: CallArgs<'PUT', P>): Promise<ApiResponse<'PUT', P>>;
  delete<P extends ApiPath<'DELETE'>>(path: P, ...args: CallArgs<'DELETE', P>): Promise<ApiResponse<'DELETE', P>>;
};

// --- errors ----------------------------------------------------------------------------------

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

/** A 200 answer that does not match its schema in packages/contracts (development only): client and server disagree. */
export class ApiContractError extends Error {
  readonly method: HttpMethod;
  readonly path: string;
  readonly issues: readonly { path: readonly PropertyKey[]; message: string }[];
  constructor(method: HttpMethod, path: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    const where = issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
    super(`${method} ${path} answered a body that does not match its schema in packages/contracts: ${where}`);
    this.name = 'ApiContractError';
    this.method = method;
    this.path = path;
    this.issues = issues;
  }
}

// --- the client ------------------------------------------------------------------------------

export type AuthHooks = {
  /** Resolves when no token refresh is running and the token is fresh (refreshing it if needed). */
  ready(): Promise<void>;
  authorization(): string | null;
  /** A 401 from the API: the session is over. */
  unauthorized(code: string | undefined): void;
};

export type Notifier = {
  error(message: string): void;
  success(message: string): void;
  notify(content: string, type: 'success' | 'error' | 'info' | 'warning'): void;
};

export type ApiClientConfig = {
  /** How requests go out (default: the global fetch, looked up per call). Page loaders pass the in-process API. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** The endpoint table to check answers against; null trusts them. */
  endpoints?: Endpoints | null;
  locale?: () => Locale;
  auth?: () => AuthHooks | null;
  notifier?: () => Notifier | null;
  /** Wraps every tracked call (the global loading bar). */
  track?: <T>(call: Promise<T>) => Promise<T>;
  /** Where a contract mismatch is logged (default console.error). */
  report?: (error: ApiContractError, body: unknown) => void;
  /** The API's origin when configuration forces one (spec §7); '' or absent: the page's own. */
  origin?: () => string;
};

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type AnyOptions = RequestOptions & { params?: Record<string, string | number>; query?: Record<string, Serialisable>; body?: unknown; blob?: boolean; form?: FormData };

function fillParams(path: string, params: AnyOptions['params']): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function withQuery(url: string, query: AnyOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return cookieValue(document.cookie, name) ?? null;
}

/** A fetch that failed before any answer (TypeError "Failed to fetch" / "NetworkError"). */
function isNetworkFailure(error: Error): boolean {
  return error.name === 'TypeError';
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

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const locale = () => config.locale?.() ?? 'ru';
  const send = config.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  const report = config.report ?? ((error: ApiContractError, body: unknown) => console.error(`[api contract] ${error.message}`, body));

  function toast(error: unknown): void {
    const notifier = config.notifier?.();
    if (!notifier) return;
    if (error instanceof ApiError) {
      if (error.status === 401) return; // "Unauthorized" is not shown (spec §8)
      for (const message of error.messages) notifier.error(message);
    } else if (error instanceof Error && error.name !== 'AbortError') {
      notifier.error(translateTransport(isNetworkFailure(error) ? 'connection_lost' : 'internal', locale()));
    }
  }

  function showSuccessMessages(body: unknown): void {
    const notifier = config.notifier?.();
    if (!notifier || !body || typeof body !== 'object') return;
    const b = body as { notify?: { content?: string; type?: 'success' | 'error' | 'info' | 'warning' }; message?: unknown; msg?: unknown };
    if (b.notify?.content) notifier.notify(b.notify.content, b.notify.type ?? 'success');
    const message = typeof b.message === 'string' ? b.message : typeof b.msg === 'string' ? b.msg : null;
    if (message) notifier.success(message);
  }

  /** Development: the answer must match the route's response schema (returned as sent, so both builds behave alike). */
  function check(method: HttpMethod, path: string, body: unknown): void {
    if (!config.endpoints) return;
    const endpoint = (config.endpoints[method] as Record<string, { response: z.ZodType }>)[path];
    if (!endpoint) throw new ApiContractError(method, path, [{ path: [], message: 'no such route in API_ENDPOINTS' }]);
    const parsed = endpoint.response.safeParse(body);
    if (parsed.success) return;
    const error = new ApiContractError(method, path, parsed.error.issues);
    report(error, body);
    throw error;
  }

  async function request(method: HttpMethod, path: string, options: AnyOptions = {}): Promise<unknown> {
    const auth = config.auth?.() ?? null;
    if (auth && !options.skipAuthWait && options.auth !== false) await auth.ready();
    const headers: Record<string, string> = { Accept: options.blob ? '*/*' : 'application/json', 'Accept-Language': locale(), ...options.headers };
    // A FormData body goes as multipart/form-data: fetch writes that Content-Type itself, with the boundary.
    if (options.body !== undefined && options.form === undefined) headers['Content-Type'] = 'application/json';
    const authorization = options.auth === false ? null : auth?.authorization();
    if (authorization) headers.Authorization = authorization;
    if (method !== 'GET') {
      const xsrf = readCookie('XSRF-TOKEN');
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    }
    // A forced API origin (spec §7) takes the API's paths; version.json and the like stay on the site. Cookies (the
    // refresh token, XSRF) then have to be sent along explicitly.
    const base = path.startsWith('/api/') ? (config.origin?.() ?? '') : '';
    const url = `${base}${withQuery(fillParams(path, options.params), options.query)}`;
    const init: RequestInit = {
      method,
      headers,
      credentials: base ? 'include' : 'same-origin',
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    };

    let response: Response;
    let attempt = 0;
    for (;;) {
      try {
        response = await send(url, init);
      } catch (cause) {
        if ((cause as Error).name === 'AbortError') throw cause;
        if (method === 'GET' && attempt === 0) {
          attempt += 1;
          await sleep(300);
          continue;
        }
        // fetch only rejects when no answer came back at all: offline, DNS, a dropped connection.
        const error = new ApiError(0, null, translateTransport('connection_lost', locale()));
        if (!options.silent) toast(error);
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

    if (response.ok && options.blob) return response.blob();
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    // Spec §8: `vksub:`/`tgsub:`/`tg_bot` keys open the socials or Telegram modal, whatever the status.
    announceSubscriptionKeys(body);

    if (response.ok) {
      try {
        check(method, path, body);
      } catch (error) {
        if (!options.silent) toast(error);
        throw error;
      }
      showSuccessMessages(body);
      return body;
    }

    const errorBody = body && typeof body === 'object' ? (body as Partial<ErrorResponse>) : null;
    const error = new ApiError(response.status, errorBody, translateTransport(fallbackCode(response.status), locale()));
    if (response.status === 401 && authorization) auth?.unauthorized(error.code);
    if (response.status === 403 && !errorBody?.error) {
      if (!options.silent) config.notifier?.()?.error(translateTransport('forbidden', locale()));
      throw error;
    }
    if (!options.silent) toast(error);
    throw error;
  }

  const call = (method: HttpMethod, extra?: Partial<AnyOptions>) => (path: string, options?: AnyOptions) => {
    const pending = request(method, path, extra ? { ...options, ...extra } : options);
    return options?.track === false || !config.track ? pending : config.track(pending);
  };
  // The typed surface over one untyped implementation: the table's types say what each path takes and answers.
  return { get: call('GET'), file: call('GET', { blob: true }), post: call('POST'), put: call('PUT'), delete: call('DELETE') } as ApiClient;
}

// --- the browser's client ------------------------------------------------------------------

let authHooks: AuthHooks | null = null;
/**
 * Where the browser sends API calls and opens the live connection (spec §7: "site origin followed by /api/, or a
 * forced domain from configuration"): the server's API_ORIGIN, handed over by the root loader ('' for the site's own).
 */
let forcedOrigin = '';
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
/** Called by the root layout before anything is sent; the server has checked it is an http(s) origin. */
export function setApiOrigin(origin: string | null | undefined): void {
  forcedOrigin = origin ?? '';
}
/** The forced API origin, or '' for the page's own. */
export function apiOrigin(): string {
  return forcedOrigin;
}

/** The app's client: session, toasts, loading bar, the page's language; answers checked in development only. */
export const api: ApiClient = createApiClient({
  endpoints: import.meta.env.DEV ? API_ENDPOINTS : null,
  locale: () => currentLocale,
  auth: () => authHooks,
  notifier: () => notifier,
  track: trackRequest,
  origin: () => forcedOrigin,
});

/** Random key for `Idempotency-Key` (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
