// Fuzz suite (issue 9): property-based requests, generated with fast-check
// from the server's own OpenAPI document, sent to the production server
// running as a process of its own (with the pages when the web build
// exists), plus page paths and raw, malformed HTTP. Properties:
//   - no answer is a 5xx;
//   - every error of the API is `{error, code}` (spec §8), `error` a string
//     or an object of string arrays;
//   - the server logs no error and still serves at the end.
// A failing request is printed whole; FUZZ_SEED=<n> replays a run, FUZZ_RUNS
// scales it (default: 20 000 requests in all), FUZZ_SHOW_UNANSWERED=1 lists
// the requests the server closed without an answer.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyJson, broken, nastyString, valid, withIllFormedText, type JsonSchema } from './support/schema-arbitrary.ts';
import { TG_BOT_KEY, TG_SUBSCRIPTION_KEY, VK_SUBSCRIPTION_KEY } from '@azart/contracts';
import { ROOT, startServer, type ServerProcess } from './support/server.ts';
import { createDatabase } from './support/services.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);
const API_SHARE = 0.8;
const PAGE_SHARE = 0.12;
const CONCURRENCY = 8;
const SHOW_UNANSWERED = process.env.FUZZ_SHOW_UNANSWERED === '1';
const JWT_SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret-0042';

type Operation = { method: string; path: string; query: Record<string, { schema: JsonSchema; required: boolean }>; body: JsonSchema | undefined };
type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
type Outcome = { status: number; contentType: string; body: string } | { refused: string };

describe('fuzz suite: generated requests never get a 5xx', () => {
  let server: ServerProcess;
  let cleanup: () => Promise<void> = async () => undefined;
  let operations: Operation[] = [];
  let tokens: { good: string[]; cookies: string[] } = { good: [], cookies: [] };
  const statuses = new Map<string, number>();
  const failures: string[] = [];
  let sent = 0;

  beforeAll(async () => {
    const env: Record<string, string> = {
      JWT_SECRET,
      // Limits that would turn most requests into 429s are lifted: the point is to reach the handlers.
      AUTH_RATE_LIMIT_MAX: '10000000',
      REFRESH_RATE_LIMIT_MAX: '10000000',
      BET_RATE_LIMIT_MAX: '10000000',
      // Raw requests that stall (a body shorter than its Content-Length) end quickly.
      REQUEST_TIMEOUT_MS: '3000',
      HEADERS_TIMEOUT_MS: '2000',
      SERVE_WEB: existsSync(path.join(ROOT, 'apps', 'web', 'build', 'server', 'index.js')) ? 'true' : 'false',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    if (process.env.TEST_DATABASE_URL) {
      const database = await createDatabase(process.env.TEST_DATABASE_URL, `azart_fuzz_${randomBytes(4).toString('hex')}`);
      env.DATABASE_URL = database.url;
      cleanup = database.drop;
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'azart-fuzz-'));
      env.DATA_DIR = dataDir;
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    server = await startServer(env);
    process.stdout.write(`fuzz: seed ${SEED}, ${RUNS} requests, pages ${env.SERVE_WEB === 'true' ? 'on' : 'off (no web build)'}, ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
    operations = operationsOf((await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi);
    tokens = await players(server.url);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await cleanup();
    const table = [...statuses.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`).join(', ');
    process.stdout.write(`\nfuzz figures: ${sent} requests (seed ${SEED}); answers ${table}; ${failures.length} failures\n`);
  }, 120_000);

  function record(outcome: Outcome, request: FuzzRequest | string, api: boolean): void {
    sent += 1;
    const label = 'refused' in outcome ? `no answer (${outcome.refused})` : String(outcome.status);
    statuses.set(label, (statuses.get(label) ?? 0) + 1);
    if (SHOW_UNANSWERED && 'refused' in outcome) process.stdout.write(`unanswered (${outcome.refused}): ${JSON.stringify(request).slice(0, 300)}\n`);
    const problem = 'refused' in outcome ? null : problemWith(outcome, api);
    if (problem && failures.length < 20) failures.push(`${problem}\n  request: ${JSON.stringify(request).slice(0, 1500)}\n  answer: ${'status' in outcome ? `${outcome.status} ${outcome.body.slice(0, 300)}` : ''}`);
  }

  it('API operations from the OpenAPI document: valid, broken and random bodies, queries, paths and headers', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    const requests = fc.sample(apiRequest(operations, tokens), { numRuns: Math.round(RUNS * API_SHARE), seed: SEED });
    await inParallel(requests, CONCURRENCY, async (request) => record(await send(server.url, request), request, isApi(request.path)));
    expect(failures).toEqual([]);
  });

  it('page and real-time paths with random paths, queries, languages and cookies', async () => {
    const requests = fc.sample(pageRequest, { numRuns: Math.round(RUNS * PAGE_SHARE), seed: SEED + 1 });
    await inParallel(requests, CONCURRENCY, async (request) => record(await send(server.url, request), request, isApi(request.path)));
    expect(failures).toEqual([]);
  });

  it('raw HTTP the parser has to refuse: broken request lines, headers, chunking and lengths', async () => {
    const { port } = new URL(server.url);
    const requests = fc.sample(rawRequest, { numRuns: RUNS - Math.round(RUNS * API_SHARE) - Math.round(RUNS * PAGE_SHARE), seed: SEED + 2 });
    await inParallel(requests, CONCURRENCY, async (bytes) => {
      const answer = await sendRaw(Number(port), bytes);
      const codes = [...answer.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));
      if (!codes.length) return record({ refused: 'closed' }, bytes, false);
      for (const status of codes) record({ status, contentType: '', body: answer }, bytes, false);
    });
    expect(failures).toEqual([]);
  });

  it('the server logged no error, did not exit, and still serves', async () => {
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    expect(server.unexpectedExit()).toBeNull();
    expect(server.errorLines().map((line) => line.slice(0, 600))).toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

// ─── what is sent ────────────────────────────────────────────────────────────

type OpenApi = { paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>> };

function operationsOf(doc: OpenApi): Operation[] {
  const list: Operation[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const query = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, { schema: p.schema, required: !!p.required }]));
      list.push({ method: method.toUpperCase(), path: route, query, body: op.requestBody?.content?.['application/json']?.schema });
    }
  }
  // Not in the document (hidden), but served.
  list.push({ method: 'GET', path: '/api/openapi.json', query: {}, body: undefined });
  // The social sandbox's OpenID Connect issuers (issue 23 item 2), whatever the document says of them: the flows' other end.
  const oidc = (method: string, tail: string, query: string[] = []) => ({ method, path: `/sandbox/social/oidc/{network}/${tail}`, query: Object.fromEntries(query.map((name) => [name, { schema: { type: 'string' } as JsonSchema, required: false }])), body: undefined });
  const authorize = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'ui_locales'];
  list.push(oidc('GET', '.well-known/openid-configuration'), oidc('GET', 'jwks'), oidc('GET', 'authorize', authorize), oidc('POST', 'authorize', authorize), oidc('POST', 'token', ['grant_type', 'code', 'code_verifier']));
  return list;
}

/** Three players: two with live access tokens, one whose refresh cookie the fuzzer may burn. */
async function players(url: string): Promise<{ good: string[]; cookies: string[] }> {
  const good: string[] = [];
  const cookies: string[] = [];
  for (let i = 0; i < 3; i++) {
    const login = `fz${randomBytes(6).toString('hex')}`;
    const response = await fetch(`${url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'secret123', password_confirmation: 'secret123', agree: true }) });
    const body = (await response.json()) as { access_token: { token: string } };
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))?.split(';')[0]?.slice('refresh_token='.length) ?? '';
    if (i < 2) good.push(body.access_token.token);
    else cookies.push(cookie);
  }
  // One player plays with demo coins, so valid bets go all the way through settlement.
  const demo = { authorization: `Bearer ${good[0]}` };
  await fetch(`${url}/api/demo/enable`, { method: 'POST', headers: demo });
  await fetch(`${url}/api/demo/set`, { method: 'POST', headers: { ...demo, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 100_000_000_000 }) });
  return { good, cookies };
}

const sign = createSigner({ key: JWT_SECRET, algorithm: 'HS256', expiresIn: 600_000 });
const signNoExp = createSigner({ key: JWT_SECRET, algorithm: 'HS256' });
const signOther = createSigner({ key: 'another-secret-another-secret-another', algorithm: 'HS256', expiresIn: 600_000 });

/** Tokens that are signed with the server's key but say odd things, tokens from another key, and plain junk. */
const strangeToken: fc.Arbitrary<string> = fc.oneof(
  fc.record({ sub: fc.oneof(fc.nat().map(String), nastyString, fc.constant('1')), sid: fc.oneof(fc.uuid(), nastyString), typ: fc.constantFrom('access', 'rt', 'refresh', '') }).map((claims) => sign(claims)),
  fc.constant(signNoExp({ sub: '1', sid: '00000000-0000-4000-8000-000000000000', typ: 'access' })),
  fc.constant(signOther({ sub: '1', sid: '00000000-0000-4000-8000-000000000000', typ: 'access' })),
  fc.string({ maxLength: 300 }),
  fc.base64String({ maxLength: 200 }).map((s) => `${s}.${s}.${s}`),
);

function authHeader(tokens: { good: string[] }): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...tokens.good).map((t) => ({ authorization: `Bearer ${t}` })) },
    { weight: 2, arbitrary: fc.constant({}) },
    { weight: 2, arbitrary: strangeToken.map((t) => ({ authorization: `Bearer ${t}` })) },
    { weight: 1, arbitrary: fc.oneof(nastyString, fc.constantFrom('Bearer', 'Bearer ', 'Basic Og==', 'bearer x y')).map((v) => ({ authorization: v })) },
  );
}

function cookieHeader(tokens: { cookies: string[] }): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          refresh: fc.oneof(fc.constantFrom(...tokens.cookies), fc.string({ maxLength: 60 })), xsrf: fc.string({ maxLength: 30 }), device: fc.string({ maxLength: 80 }), match: fc.boolean(),
          // Social sign-in's sealed flow cookie (issue 23 item 2): what a forger could put there.
          flow: fc.oneof(fc.constant(''), fc.string({ maxLength: 60 }), fc.base64String({ maxLength: 120 }).map((s) => `v1.${s}`)),
        })
        .map(({ refresh, xsrf, device, match, flow }) => ({
          cookie: `refresh_token=${encode(refresh)}; XSRF-TOKEN=${encode(xsrf)}; device=${encode(device)}${flow ? `; social_flow=${encode(flow)}` : ''}`, 'x-xsrf-token': match ? encode(xsrf) : 'other',
        })),
    },
  );
}

const language = fc.oneof(fc.constantFrom('ru', 'en', 'en-US,en;q=0.9', 'de', '*', 'ru;q=abc', ''), fc.string({ maxLength: 40 }));
const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/jsonx', '');

function queryString(op: Operation): fc.Arbitrary<string> {
  const names = Object.keys(op.query);
  const validQuery = names.length
    ? fc.record(Object.fromEntries(names.map((n) => [n, valid(op.query[n]!.schema)])), { requiredKeys: names.filter((n) => op.query[n]!.required) })
    : fc.constant({});
  const randomQuery = fc.dictionary(fc.oneof(fc.constantFrom(...names, 'game', 'limit', 'x'), fc.string({ maxLength: 8 })), fc.oneof(anyJson, fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 })), { maxKeys: 5 });
  // NUL in a query value (a lone surrogate cannot be percent-encoded: it arrives as U+FFFD).
  const nulQuery = validQuery.chain((q) => fc.constantFrom(...names, 'x').map((name) => ({ ...(q as object), [name]: 'a\u0000b' })));
  return fc.oneof(validQuery, randomQuery, nulQuery).chain((q) =>
    fc.constantFrom('', '&', '&%', '&a=%zz', '&&&', '#frag').map((tail) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q as Record<string, unknown>)) for (const one of Array.isArray(v) ? v : [v]) params.append(k, typeof one === 'string' ? one : JSON.stringify(one) ?? '');
      const text = params.toString();
      return text || tail ? `?${text}${tail}` : '';
    }),
  );
}

/** A network in a path: mostly a real one, so that the handlers behind the check are reached too. */
const networkParam = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('vk', 'tg') }, { weight: 1, arbitrary: fc.constantFrom('ok', 'VK', '%', '..', '') });

const pathParam = fc.oneof(fc.nat().map(String), fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', '%', '%2e%2e', '..', 'null', ' 1'), nastyString.map(encode));

function apiRequest(ops: Operation[], tokens: { good: string[]; cookies: string[] }): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...ops).chain((op) =>
    fc
      .record({
        method: fc.oneof({ weight: 9, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') }),
        param: pathParam,
        network: networkParam,
        query: queryString(op),
        body: fc.oneof(
          { weight: 5, arbitrary: op.body ? valid(op.body).map((v) => JSON.stringify(v)) : fc.constant(undefined) },
          { weight: 3, arbitrary: op.body ? broken(op.body).map((v) => JSON.stringify(v)) : anyJson.map((v) => JSON.stringify(v)) },
          // Lone surrogates and NUL in the string fields of an otherwise valid body: a 422, never a 500 (issue 20 item 2).
          { weight: 2, arbitrary: op.body ? withIllFormedText(op.body).map((v) => JSON.stringify(v)) : fc.constant(undefined) },
          { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"amount":', '[1,2', 'null', '""', '\u0000', `{"a":${'['.repeat(5000)}`, '{"__proto__":{"x":1}}', '{"amount":1e400}')) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
        auth: authHeader(tokens),
        cookies: cookieHeader(tokens),
        language,
        contentType,
        idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 200 })), { nil: undefined }),
      })
      .map(({ method, param, network, query, body, auth, cookies, language: lang, contentType: type, idempotencyKey }) => {
        const headers: Record<string, string> = { ...auth, ...cookies, 'accept-language': lang };
        if (body !== undefined && method !== 'GET' && method !== 'HEAD') headers['content-type'] = type;
        if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
        // A logout (or a logout everywhere) with a live token would sign the fuzzing players out; theirs are kept for the deeper paths.
        if ((op.path === '/api/auth/logout' || op.path === '/api/auth/logout-all') && auth.authorization && tokens.good.some((t) => auth.authorization === `Bearer ${t}`)) delete headers.authorization;
        return { method, path: op.path.replace('{id}', param).replace('{network}', network) + query, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body };
      }),
  );
}

const PAGES = [
  '/', '/dice', '/mines', '/bubbles', '/hotline', '/popit', '/fairness', '/faq', '/terms', '/policy', '/bonus', '/refs', '/support', '/statuses', '/casino/game/1', '/refs/abc', '/nope',
  // Social sign-in's landing page, with and without an issuer's answer (issue 23 item 2).
  '/auth/social', '/auth/social?state=x&code=y&iss=z', '/auth/social?error=access_denied&state=s',
];
const pageRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'),
    base: fc.oneof(fc.constantFrom(...PAGES, ...PAGES.map((p) => `/en${p === '/' ? '' : p}`)), fc.webPath(), nastyString.map((s) => `/${encode(s)}`), fc.constantFrom('//', '///', '//evil.example/', '/dice/', '/en/', '/en//dice', '/.%2e/', '/assets/nope.js', '/socket.io/', '/socket.io/?EIO=4&transport=polling', '/socket.io/?EIO=3&transport=websocket', '/version.json')),
    query: fc.oneof(fc.constant(''), fc.webQueryParameters().map((q) => `?${q}`), fc.constantFrom('?game=dice', '?%', '?a=%zz&b')),
    language,
    locale: fc.constantFrom('', 'i18n_redirected=en', 'i18n_redirected=ru', 'i18n_redirected=%zz', 'i18n_redirected=' + 'x'.repeat(300)),
  })
  .map(({ method, base, query, language: lang, locale }) => ({ method, path: base + query, headers: { 'accept-language': lang, ...(locale ? { cookie: locale } : {}) }, body: method === 'POST' ? '{}' : undefined }));

const rawRequest: fc.Arbitrary<string> = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT', 'FOO', 'G ET', '', 'GET GET'),
    target: fc.oneof(fc.constantFrom('/', '//', '///', '/api/health', '/api/auth/login', '/api/games/dice/bet', '*', 'http://evil.example/', 'http://127.0.0.1/api/health', '/%', '/%00', '/\u0000', '/a b', '/dice?x=\u00ff', `/${'x'.repeat(20_000)}`, ''), fc.webPath()),
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', 'HTTP/9', ''),
    host: fc.constantFrom('Host: 127.0.0.1\r\n', 'Host: evil.example\r\n', '', 'Host:\r\n', 'Host: a\r\nHost: b\r\n'),
    headers: fc.array(
      fc.oneof(
        fc.constantFrom('Accept-Language: en', 'Accept-Language: ru', 'Transfer-Encoding: chunked', 'Transfer-Encoding: gzip, chunked', 'Content-Length: 5', 'Content-Length: -1', 'Content-Length: 99999999999', 'Content-Length: 1, 2', 'Content-Type: application/json', 'Expect: 100-continue', 'Connection: upgrade', 'Upgrade: websocket', 'Authorization: Bearer x', 'Cookie: refresh_token=x', `X-Big: ${'b'.repeat(20_000)}`, 'Bad Header: x', ': empty', 'X-Ctl: a\u0001b'),
        fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })).map(([k, v]) => `${k}: ${v}`),
      ),
      { maxLength: 5 },
    ),
    body: fc.oneof(fc.constant(''), fc.constantFrom('{"login":"a","password":"b"}', 'zz\r\n{}\r\n0\r\n\r\n', '5\r\nhello\r\n0\r\n\r\n', '3\r\nab\r\n', 'ffffffffffffffff\r\n', '0\r\n\r\n'), fc.string({ maxLength: 100 })),
  })
  .map(({ method, target, version, host, headers, body }) => `${method} ${target} ${version}\r\n${host}${headers.map((h) => `${h}\r\n`).join('')}\r\n${body}`);

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as the bytes of U+FFFD. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.toWellFormed());
  }
}

// ─── sending ─────────────────────────────────────────────────────────────────

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * Node's client refuses to put control characters or non-Latin-1 text in a
 * header and spaces or controls in a path; those bytes go in the raw requests
 * instead, and here they are replaced so that every generated request is sent.
 */
const sendableHeader = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const sendablePath = (value: string) => value.replace(/[\u0000-\u0020\u007f-\uffff]/g, (c) => encode(c));

function send(base: string, original: FuzzRequest): Promise<Outcome> {
  const url = new URL(base);
  const request = { ...original, path: sendablePath(original.path), headers: Object.fromEntries(Object.entries(original.headers).map(([k, v]) => [k, sendableHeader(v)])) };
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    try {
      req = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers: request.headers, agent, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => resolve({ refused: e.message }));
      });
    } catch (error) {
      // Node's client will not put some bytes in a path or header: nothing was sent.
      return resolve({ refused: `not sendable (${(error as { code?: string }).code ?? 'error'})` });
    }
    req.on('error', (e: Error & { code?: string }) => resolve({ refused: e.code ?? e.message }));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(request.body);
  });
}

function sendRaw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, 8_000);
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    socket.on('error', done);
    socket.on('close', done);
    // Half-close after the bytes: what was sent is all there is.
    socket.on('connect', () => socket.end(Buffer.from(bytes, 'utf8')));
  });
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

// ─── judging ─────────────────────────────────────────────────────────────────

/** The API's answers (JSON in the {error, code} shape); everything else is a page, a file or socket.io. */
const isApi = (requestPath: string) => /^\/api(\/|\?|$)/.test(requestPath);

function problemWith(outcome: { status: number; contentType: string; body: string }, api: boolean): string | null {
  if (outcome.status >= 500) return `${outcome.status} answer`;
  if (!api || outcome.status < 400 || !outcome.body) return null;
  let body: unknown;
  try {
    body = JSON.parse(outcome.body);
  } catch {
    return 'API error that is not JSON';
  }
  const { error, code, ...rest } = body as { error?: unknown; code?: unknown };
  const fields = error !== null && typeof error === 'object' && Object.values(error).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
  // Besides `error` and `code`, only the spec §8 keys (`vksub:…`, `tgsub:…`, `tg_bot`) that open the socials modals, each `true`.
  const extra = Object.entries(rest).filter(([key, value]) => !((key.startsWith(VK_SUBSCRIPTION_KEY) || key.startsWith(TG_SUBSCRIPTION_KEY) || key === TG_BOT_KEY) && value === true));
  if (typeof code !== 'string' || !(typeof error === 'string' || fields) || extra.length) return `API error not in the {error, code} shape`;
  return null;
}
