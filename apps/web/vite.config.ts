import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { GAME_IDS } from '@azart/fairness';
import { defineConfig, type Plugin } from 'vite';
import { generateSW } from 'workbox-build';

/**
 * packages/contracts declares its zod schemas as module-level constants
 * (`export const userSchema = z.object({ id: z.number() … })`). Building a
 * schema has no side effects, but a bundler cannot know that about a call, so
 * a page that only needs `formatCoins` or `BROADCAST_CHANNEL` would still
 * carry all of zod (~25 KB gzipped). This marks every module-level call in
 * those files `@__PURE__` (calls inside functions are left alone) and wraps
 * module-level property reads in a pure thunk: unused schemas are dropped,
 * used ones stay exactly as written.
 */
type Node = { type: string; start: number; end: number; [key: string]: unknown };
function pureContracts(): Plugin {
  const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'MethodDefinition', 'PropertyDefinition']);
  return {
    name: 'azart:pure-contracts',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/][^?]*\.ts$/.test(id)) return null;
      const edits: Array<{ at: number; text: string }> = [];
      const marked = new Set<number>();
      const visit = (node: unknown, topLevel: boolean): void => {
        if (Array.isArray(node)) return node.forEach((child) => visit(child, topLevel));
        if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
        const n = node as Node;
        if (FUNCTION.has(n.type)) return; // code that runs later, not at import
        if ((n.type === 'CallExpression' || n.type === 'NewExpression') && !marked.has(n.start)) {
          marked.add(n.start);
          edits.push({ at: n.start, text: '/* @__PURE__ */ ' });
        }
        if (n.type === 'VariableDeclarator' && topLevel && (n.init as Node | null)?.type === 'MemberExpression') {
          const init = n.init as Node;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
        }
        for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value, topLevel);
      };
      visit(this.parse(code), true);
      if (!edits.length) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      return { code: out, map: null };
    },
  };
}

/**
 * The app's modules imported only for what they do when they load: each adds
 * a catalogue of texts to the i18n instances (`addCatalogues`) with the chunk
 * of the pages that show them. Every other module of the app is free of side
 * effects, so importing a feature's index for one function does not bring
 * its other modules (the support chat into the header's chunk, the payments
 * schemas and zod into every page).
 */
const REGISTERS_CATALOGUE = /[\\/]app[\\/](?:routes[\\/](?:rounds|legal|faq|fairness)-catalogue|routes[\\/]backoffice[\\/]i18n)\.ts$/;
/** The app's modules that configure a library when they load (root.tsx imports them first). */
const CONFIGURES_LIBRARY = /[\\/]app[\\/]shared[\\/]zod-without-eval\.ts$/;

/**
 * Every page loads React Router's entry.client with all it imports statically:
 * React, React DOM and the router. Left to automatic chunking, they are cut
 * into several chunks by which routes share each module, and each small file
 * compresses on its own. They go into one chunk instead, which changes with an
 * upgrade, not with a deploy. (The app's own modules are not grouped this way:
 * a module-level import graph counts what tree shaking later drops, such as a
 * feature's barrel, and the group would pull it into every page.) The set is
 * read from the client build's module graph when its build ends, before
 * chunking asks the group's test.
 */
function shellLibraries(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean; priority: number } } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'azart:shell-libraries',
    apply: 'build',
    buildEnd() {
      shell.clear();
      if (this.environment?.name !== 'client') return;
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && /[\\/]entry\.client\.[jt]sx?$/.test(id));
      const queue = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (queue.length) {
        const id = queue.pop()!;
        if (shell.has(id) || !/[\\/]node_modules[\\/]/.test(id)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name: 'shell-libs', test: (id) => shell.has(id), priority: 3 } };
}
const shell = shellLibraries();

/**
 * Writes .br and .gz next to each client asset so the server (@fastify/static
 * with `preCompressed`) sends compressed files without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'azart:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(?:js|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir, fileName);
        const data = await readFile(file);
        if (data.length < 1024) continue;
        await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The service worker of the installable site (spec §4, decision 031), built
 * by Workbox's generateSW once the client build is written: build/client/sw.js.
 * - Precached: the shell and the hashed static files only (scripts, styles,
 *   the Latin and Cyrillic faces of the font), the offline pages, icons and
 *   manifest. Never an API answer, the live connection, a balance or the HTML
 *   of a page: nothing else is cached at all.
 * - Navigations always go to the network (with navigation preload, so the
 *   worker adds no wait); only when that fails does the offline page of the
 *   page's language answer. The handler is copied into the worker as source
 *   text, so it uses nothing but the worker's own globals; it also puts the
 *   offline pages back into a cache of their own if an update cleared them.
 * - A new worker waits until the player accepts the update (the page sends
 *   SKIP_WAITING); the very first one takes control at once.
 * - The back office's own chunks and styles are left out: staff fetch them as
 *   they are, players never need them.
 */
const STAFF_ONLY = /[\\/]app[\\/](?:features|routes)[\\/]backoffice[\\/]/;
/** The web app's own modules and the workspace packages it bundles. */
const APP_MODULE = /[\\/](?:apps[\\/]web[\\/]app|packages)[\\/]/;
function serviceWorker(): Plugin {
  const staffOnly = new Set<string>();
  return {
    name: 'azart:service-worker',
    apply: 'build',
    writeBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      staffOnly.clear();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.moduleIds.length || !output.moduleIds.every((id) => STAFF_ONLY.test(id))) continue;
        staffOnly.add(output.fileName);
        for (const css of output.viteMetadata?.importedCss ?? []) staffOnly.add(css);
      }
    },
    async closeBundle() {
      if (this.environment?.name !== 'client') return;
      const dir = this.environment.config.build.outDir;
      const swDest = path.join(dir, 'sw.js');
      const { count, size, warnings } = await generateSW({
        swDest,
        globDirectory: dir,
        globPatterns: ['assets/**/*.{js,css}', 'assets/**/inter-{latin,cyrillic}-wght-normal-*.woff2', 'offline/*.html', 'icons/*.png', 'manifest.webmanifest', 'favicon.png'],
        globIgnores: ['**/*.br', '**/*.gz', 'sw.js', '.vite/**', ...staffOnly],
        // Hashed names change with their content: no revision query needed.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        inlineWorkboxRuntime: true,
        mode: 'production',
        sourcemap: false,
        skipWaiting: false,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        navigationPreload: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: async ({ request, url, event }) => {
              const page = /^\/en(?:\/|$)/.test(url.pathname) ? '/offline/en.html' : '/offline/ru.html';
              // A FetchEvent (the WebWorker library is not in this config's types).
              const fetchEvent = event as unknown as { preloadResponse: Promise<Response | undefined>; waitUntil(promise: Promise<unknown>): void };
              try {
                const response = (await fetchEvent.preloadResponse) ?? (await fetch(request));
                fetchEvent.waitUntil(
                  caches
                    .match(page, { ignoreSearch: true })
                    .then((hit): unknown => hit ?? caches.open('azart-offline').then((cache) => cache.add(page)))
                    .catch(() => undefined),
                );
                return response;
              } catch {
                return (await caches.match(page, { ignoreSearch: true })) ?? Response.error();
              }
            },
          },
        ],
      });
      for (const warning of warnings) this.warn(warning);
      const worker = await readFile(swDest);
      await writeFile(`${swDest}.br`, brotliCompressSync(worker, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${swDest}.gz`, gzipSync(worker, { level: 9 }));
      this.info(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
    },
  };
}

export default defineConfig({
  plugins: [pureContracts(), reactRouter(), shell.plugin, precompress(), serviceWorker()],
  // The registered games' ids (app/games.ts), without their specs in the bundle.
  define: { __GAME_IDS__: JSON.stringify(GAME_IDS) },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  // Workspace packages ship TypeScript sources: bundle them into the server build
  // instead of leaving `import '@azart/contracts'` for Node to resolve at run time.
  ssr: { noExternal: [/^@azart\//] },
  build: {
    target: 'es2022',
    assetsInlineLimit: 2048,
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      treeshake: {
        // The shared packages are side-effect free: a page that only needs
        // formatCoins or diceCoefficient must not pull every zod schema or the
        // HMAC code into its first load (budget: 150 KB gzipped for / and /dice).
        moduleSideEffects: (id: string) => {
          if (/[\\/]packages[\\/](contracts|fairness)[\\/]src[\\/]/.test(id)) return false;
          if (/[\\/]apps[\\/]web[\\/]app[\\/]/.test(id) && /\.tsx?$/.test(id) && !REGISTERS_CATALOGUE.test(id) && !CONFIGURES_LIBRARY.test(id)) return false;
          return true;
        },
      },
      output: {
        codeSplitting: {
          // Libraries only lazy parts need (the auth modal, seed dialogs, the
          // verifier) get chunks of their own, so the automatic chunking
          // cannot merge them into a chunk every page loads.
          groups: [
            shell.group,
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'hashes', test: /node_modules[\\/]@noble[\\/]/, priority: 2 },
            { name: 'socket', test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io|xmlhttprequest-ssl)[\\/]/, priority: 2 },
            // The app's modules that most pages and lazy parts share (the session, the header's stores, the game
            // frame): one chunk instead of one file each. A page's first load was 51 requests, most under 1 KB;
            // over HTTP/1.1 each costs a round trip on one of the browser's six connections (decision 033).
            // Below 25 sharers the group would pull lazy-only modules into every page; the back office's own
            // modules never join it.
            { name: 'common', test: (id: string) => APP_MODULE.test(id) && !STAFF_ONLY.test(id), minShareCount: 25, priority: 1 },
          ],
        },
      },
    },
  },
  server: { fs: { allow: ['../..'] } },
});
