import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler as CreateRequestHandler, ServerBuild } from 'react-router';
import { DomainError } from '../shared/errors.ts';

/**
 * Serves the React Router app (apps/web) from this Fastify process; register
 * it last, after every API route: it takes each GET/HEAD the API did not.
 *
 * - Production (`dev: false`): static files of `apps/web/build/client` (hashed
 *   `/assets/*` cached for a year as immutable, pre-compressed .br/.gz served
 *   when the client accepts them), and every other path rendered by
 *   `build/server/index.js` through React Router's request handler. Status
 *   codes (404 page, 3xx redirects), headers and Set-Cookie are passed
 *   through; the HTML is streamed.
 * - Development (`dev: true`): Vite in middleware mode (through
 *   @fastify/middie) with hot reload over this server's own HTTP port, and
 *   the server build loaded from Vite on each request.
 *
 * Loaders get an in-process API client (`context.api`, Fastify inject: same
 * routes, schemas and errors as over HTTP, no network hop), the CSP nonce of
 * the response and whether this is a demo deployment (sandboxes in production,
 * announced by a banner on every page); HTML answers carry a nonce-based Content-Security-Policy
 * (production only: Vite's dev scripts are inline).
 *
 * `root` is the monorepo root (the web app is `root/apps/web`); the web app's
 * own directory is accepted too.
 */
export type WebPluginOptions = { dev: boolean; root: string; publicOrigin: string; demoDeployment?: boolean; apiOrigin?: string | null };

type LoadContext = { api(path: string, init?: { headers?: Record<string, string> }): Promise<Response>; cspNonce: string; demoDeployment: boolean; apiOrigin: string };
type RequestHandler = (request: Request, context: LoadContext) => Promise<Response>;
type ViteDevServer = {
  middlewares: (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
  ssrLoadModule(id: string): Promise<unknown>;
  ssrFixStacktrace(error: Error): void;
  close(): Promise<void>;
};

const SERVER_BUILD_ID = 'virtual:react-router/server-build';
/** Paths that belong to the API or the live connection, never to pages. */
const NOT_PAGES = /^\/(?:api(?:\/|$|\?)|socket\.io(?:\/|$|\?))/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The service worker (built by Workbox, vite.config.ts) is checked on every navigation: it must never come from
 * an HTTP cache, or a fixed build would reach players a day late. The manifest is read as JSON only with its type.
 */
const STATIC_HEADERS: Record<string, Record<string, string>> = {
  'sw.js': { 'cache-control': 'no-cache' },
  'manifest.webmanifest': { 'cache-control': 'public, max-age=3600', 'content-type': 'application/manifest+json; charset=utf-8' },
};

export async function webPlugin(app: FastifyInstance, opts: WebPluginOptions): Promise<void> {
  const webRoot = existsSync(path.join(opts.root, 'react-router.config.ts')) ? opts.root : path.join(opts.root, 'apps', 'web');
  const fromWeb = createRequire(path.join(webRoot, 'package.json'));
  // The same react-router module instance the server build imports (resolved from the web app).
  const { createRequestHandler } = (await import(pathToFileURL(fromWeb.resolve('react-router')).href)) as { createRequestHandler: typeof CreateRequestHandler };

  let handle: () => Promise<RequestHandler>;
  let vite: ViteDevServer | undefined;

  if (opts.dev) {
    const { createServer } = (await import(pathToFileURL(fromWeb.resolve('vite')).href)) as { createServer(config: Record<string, unknown>): Promise<ViteDevServer> };
    vite = await createServer({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite?.close());
    const devServer = vite;
    // The build is loaded from Vite on every request, so edits show up without a restart.
    const handler = createRequestHandler(() => devServer.ssrLoadModule(SERVER_BUILD_ID) as Promise<ServerBuild>, 'development') as unknown as RequestHandler;
    handle = async () => handler;
  } else {
    const clientDir = path.join(webRoot, 'build', 'client');
    const serverEntry = path.join(webRoot, 'build', 'server', 'index.js');
    if (!existsSync(serverEntry)) throw new Error(`web build missing: ${serverEntry} (run \`npm run build\`)`);
    const fastifyStatic = (await import('@fastify/static')).default;
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route per file found at start: every other path falls through to the pages.
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
        // The .br/.gz twin of a file (preCompressed) takes the headers of the file it stands for.
        const own = STATIC_HEADERS[relative.replace(/\.(?:br|gz)$/, '')];
        if (own) for (const [name, value] of Object.entries(own)) reply.header(name, value);
        else reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600');
      },
    });
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const handler = createRequestHandler(build, 'production') as unknown as RequestHandler;
    handle = async () => handler;
  }

  const api: LoadContext['api'] = async (apiPath, init) => {
    const res = await app.inject({ method: 'GET', url: apiPath, headers: init?.headers });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined || name === 'content-length' || name === 'transfer-encoding' || name === 'connection') continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(name, v);
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (NOT_PAGES.test(request.url)) return reply.callNotFound();
    // A hashed asset that is not there is a plain 404, not a page.
    if (!opts.dev && request.url.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');

    const nonce = opts.dev ? '' : randomBytes(16).toString('base64');
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    let response: Response;
    try {
      const handler = await handle();
      response = await handler(toWebRequest(request, opts.publicOrigin, controller.signal), { api, cspNonce: nonce, demoDeployment: opts.demoDeployment === true, apiOrigin: opts.apiOrigin ?? '' });
    } catch (error) {
      if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
    return sendWebResponse(reply, response, nonce, opts.apiOrigin ?? null);
  };

  // Pages are not part of the API document.
  app.route({ method: ['GET', 'HEAD'], url: '/', schema: { hide: true }, handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/*', schema: { hide: true }, handler: render });
}

/**
 * Fastify request → Fetch Request (the client's headers, cookies and
 * Accept-Language included). Its URL is on the configured public origin, never
 * on the Host header: pages build canonical and alternate links from it, and
 * a client can send any Host (or none, in HTTP/1.0).
 */
function toWebRequest(request: FastifyRequest, publicOrigin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Concatenated, not resolved: a path such as `//x` would otherwise be read as the host `x`. A request
  // in absolute form (`GET http://host/path`, as to a proxy) keeps only its path and query.
  const target = request.url.startsWith('/') ? request.url : pathOfAbsoluteForm(request.url);
  const url = new URL(`${publicOrigin}${target}`);
  return new Request(url, { method: request.method, headers, signal });
}

function pathOfAbsoluteForm(target: string): string {
  const parsed = URL.canParse(target) ? new URL(target) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) throw new DomainError('bad_request', { status: 400 });
  return `${parsed.pathname}${parsed.search}`;
}

/** Fetch Response → Fastify reply: status, headers (each Set-Cookie), streamed body. */
async function sendWebResponse(reply: FastifyReply, response: Response, nonce: string, apiOrigin: string | null): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (nonce && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
    reply.header('content-security-policy', contentSecurityPolicy(nonce, apiOrigin));
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>));
}

/**
 * Pages allow only their own scripts plus React Router's inline hydration scripts that carry this response's nonce;
 * calls go to the site and, with a forced API domain, to that origin (its WebSocket form too). The service worker
 * and the manifest are the site's own ('self', through default-src).
 */
export function contentSecurityPolicy(nonce: string, apiOrigin: string | null = null): string {
  const api = apiOrigin ? ` ${apiOrigin} ${apiOrigin.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // sonner (toasts) inserts its stylesheet at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${api}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
