/**
 * What the Fastify web plugin (apps/server/src/plugins/web.ts) hands every
 * loader: an in-process call into the API (no network hop, same handlers and
 * schemas as over HTTP) and the CSP nonce of the response.
 */
declare module 'react-router' {
  interface AppLoadContext {
    api(path: string, init?: { headers?: Record<string, string> }): Promise<Response>;
    cspNonce: string;
  }
}

export {};
