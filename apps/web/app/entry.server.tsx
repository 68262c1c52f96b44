import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { firstPaintStream, stylesheetReader } from './shared/first-paint/server.ts';

/** The built stylesheets, next to this bundle (build/server/index.js → build/client); absent in development. */
const readStylesheet = stylesheetReader(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client'));

/** Abort rendering after this long and flush what is there (React Router's default). */
export const streamTimeout = 5_000;

/**
 * React Router's Node entry with one addition: the Content-Security-Policy
 * nonce the Fastify plugin generated for this response goes to React's own
 * inline scripts and, through <ServerRouter nonce>, to <Scripts> and <Links>.
 * Bots get the whole document at once (onAllReady), people a streamed one.
 * The first paint waits for no stylesheet or script request (shared/first-paint).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const firstPaint = firstPaintStream(readStylesheet, { deferScripts: import.meta.env.PROD });
          firstPaint.pipe(body);
          pipe(firstPaint);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
