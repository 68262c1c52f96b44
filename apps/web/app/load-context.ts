/**
 * What the Fastify web plugin (apps/server/src/plugins/web.ts) hands every
 * loader: an in-process call into the API (no network hop, same handlers and
 * schemas as over HTTP), the CSP nonce of the response, whether this is a
 * demo deployment and the API origin the browser is to use.
 */
declare module 'react-router' {
  interface AppLoadContext {
    api(path: string, init?: { headers?: Record<string, string> }): Promise<Response>;
    cspNonce: string;
    /** Production running on sandbox providers by SANDBOX_IN_PRODUCTION=true: every page shows the demo banner. */
    demoDeployment: boolean;
    /** API_ORIGIN: the origin the browser calls the API and the live connection on; '' (or absent): the site's own. */
    apiOrigin?: string;
  }
}

export {};
