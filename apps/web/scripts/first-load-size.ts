/**
 * First-load JavaScript of a page, gzipped: renders the page with the
 * production server build (no running server needed), collects every script
 * and module preload the HTML references (the boot script's list of preloads
 * too: app/shared/first-paint), and sums their gzip sizes from build/client. Usage (after `npm run build -w @azart/web`):
 *   node apps/web/scripts/first-load-size.ts [/dice] [/]
 * Exits 1 when a page is over the budget (issue 20: 150 KB gzipped).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequestHandler, type ServerBuild } from 'react-router';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = (await import(pathToFileURL(path.join(webRoot, 'build/server/index.js')).href)) as ServerBuild;
const handler = createRequestHandler(build, 'production');
const context = { api: async () => Response.json({ bets: [] }), cspNonce: '' };

const BUDGET_KB = 150;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/dice', '/'];
for (const page of pages) {
  const response = await handler(new Request(`http://localhost${page}`, { headers: { 'accept-language': 'ru', cookie: 'i18n_redirected=ru' } }), context as never);
  const html = await response.text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*\\?"([^"\\]+\.js)\\?"/g)) urls.add(match[1]!);
  // The preloads the deferred boot adds after the first paint: its first argument, an array of paths.
  for (const list of html.matchAll(/\}\)\((\[[^\]]*\]),/g)) for (const url of JSON.parse(list[1]!) as string[]) urls.add(url);
  let raw = 0;
  let gz = 0;
  const rows: string[] = [];
  for (const url of urls) {
    const file = readFileSync(path.join(webRoot, 'build/client', url));
    const size = gzipSync(file, { level: 9 }).length;
    raw += file.length;
    gz += size;
    rows.push(`  ${(size / 1024).toFixed(1).padStart(6)} KB gz  ${url}`);
  }
  console.log(`${page} (HTTP ${response.status}): ${urls.size} JS files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`);
  console.log(rows.join('\n'));
  if (gz / 1024 > BUDGET_KB) {
    console.error(`${page}: ${(gz / 1024).toFixed(1)} KB gzipped is over the budget of ${BUDGET_KB} KB`);
    process.exitCode = 1;
  }
}
