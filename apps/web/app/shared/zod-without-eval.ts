// The site's Content-Security-Policy allows no 'unsafe-eval'. zod compiles a
// faster parser with `new Function` where it may, and finds out whether it
// may by trying once as the first object schema is built; the browser
// reports that caught attempt as a CSP violation (Lighthouse's Best
// Practices marked /x100 down for it). In the browser zod parses without
// compiling, which its small payloads here cannot notice; the server (no
// window) keeps the compiled parsers on its hot paths.
//
// This sets zod's documented `jitless` option through the global object its
// `config()` reads (`globalThis.__zod_globalConfig`), not through `config()`
// itself: importing that from zod would put zod into every page's first load
// (+25 KB gzipped), long before a page needs a schema. A test checks that
// zod's `config()` sees the setting, so a zod upgrade that moves it fails
// there. root.tsx imports this first, before any schema is built.

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/** Tells zod, loaded now or later, to parse without compiling. */
export function parseWithoutEval(): void {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

if (typeof window !== 'undefined') parseWithoutEval();
