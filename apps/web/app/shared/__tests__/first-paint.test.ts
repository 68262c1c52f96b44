import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferBoot, firstPaintStream, inlineStylesheets, takeModulePreloads } from '../first-paint/server.ts';

const CSS: Record<string, string> = { '/assets/root-A1.css': 'body{color:red}', '/assets/game-B2.css#': '.game{gap:1px}' };
const read = (href: string) => CSS[href] ?? null;

const HEAD =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-C3.js" nonce="N"/><link rel="modulepreload" href="/assets/root-D4.js" nonce="N"/>' +
  '<link nonce="N" rel="stylesheet" href="/assets/root-A1.css"/><link nonce="N" rel="stylesheet" href="/assets/game-B2.css#"/>' +
  '<link nonce="N" rel="stylesheet" href="https://elsewhere.example/x.css"/><link rel="icon" href="/favicon.png"/></head>';
const BOOT = 'import "/assets/manifest-E5.js";\nimport * as route0 from "/assets/root-D4.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-C3.js");';
const BODY = `<body><main>page</main><script nonce="N">window.__reactRouterContext = {};</script><script nonce="N" type="module" async="">${BOOT}</script><script nonce="N">late()</script></body></html>`;

describe('the first paint', () => {
  it('inlines the build\'s own stylesheets before their links, which stay with the same rel and href, disabled', () => {
    const head = inlineStylesheets(HEAD, read);
    expect(head).toContain('<style data-inlined-href="/assets/root-A1.css">body{color:red}</style><link nonce="N" rel="stylesheet" href="/assets/root-A1.css" disabled=""/>');
    expect(head).toContain('<style data-inlined-href="/assets/game-B2.css#">.game{gap:1px}</style><link nonce="N" rel="stylesheet" href="/assets/game-B2.css#" disabled=""/>');
    // Another origin's stylesheet, and anything that is not a stylesheet, stay as they were.
    expect(head).toContain('<link nonce="N" rel="stylesheet" href="https://elsewhere.example/x.css"/>');
    expect(head).toContain('<link rel="icon" href="/favicon.png"/>');
    // A stylesheet the reader cannot give (missing, or with `</style` in it) keeps its blocking link.
    expect(inlineStylesheets(HEAD, () => null)).toBe(HEAD);
  });

  it('takes the module preloads out of the head, in order', () => {
    const { head, preloads } = takeModulePreloads(HEAD);
    expect(preloads).toEqual(['/assets/entry.client-C3.js', '/assets/root-D4.js']);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('rel="stylesheet"');
  });

  it('replaces the boot module by one script element that runs it, after the preloads, once the first contentful paint is shown', () => {
    const body = deferBoot(BODY, ['/assets/entry.client-C3.js', '/assets/root-D4.js'])!;
    expect(body).not.toContain('type="module"');
    // As many script elements as before, in the same places: hydration claims them in order.
    expect(body.match(/<script\b/g)).toHaveLength(3);
    expect(body).toMatch(/^<body><main>page<\/main><script nonce="N">window.__reactRouterContext = \{\};<\/script><script nonce="N">\(function/);
    expect(body).toContain('<script nonce="N">late()</script></body></html>');

    // Run the stand-in against a minimal document: nothing happens until the paint entry, then the preloads and
    // the boot module (with the page's nonce and the original code) are added, once.
    const script = /<script nonce="N">(\(function[\s\S]*?)<\/script>/.exec(body)![1]!;
    const added: Array<Record<string, unknown>> = [];
    let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const timers: Array<() => void> = [];
    const element = () => ({}) as Record<string, unknown>;
    runInNewContext(script, {
      document: {
        currentScript: { nonce: 'N' },
        createElement: (tag: string) => ({ ...element(), tag }),
        head: { appendChild: (node: Record<string, unknown>) => added.push(node) },
        body: { appendChild: (node: Record<string, unknown>) => added.push(node) },
      },
      PerformanceObserver: class {
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
      },
      // No MessageChannel here: the next preload's task is a zero timeout, run at once; the 1 s fallback waits.
      setTimeout: (run: () => void, ms: number) => (ms === 0 ? run() : timers.push(run)),
      requestAnimationFrame: () => undefined,
    });
    expect(added).toEqual([]);
    observer!({ getEntriesByName: () => [] });
    expect(added).toEqual([]);
    observer!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-C3.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-D4.js' },
      { tag: 'script', type: 'module', nonce: 'N', textContent: BOOT },
    ]);
    // The 1 s fallback finds it done.
    for (const run of timers) run();
    expect(added).toHaveLength(3);
  });

  it('touches the storages at once, then adds many preloads one to a task through a MessageChannel, then the boot module', () => {
    const files = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    // The posted messages, each run later as a task of its own.
    const posted: Array<() => void> = [];
    class FakeMessageChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.()) };
    }
    // Which storage was touched when (the first touch is the slow one).
    const touched: Array<[number, string]> = [];
    const page = runStandIn(standIn(files), { MessageChannel: FakeMessageChannel }, (what, addedSoFar) => touched.push([addedSoFar, what]));
    // While the page is parsed: before the first paint, nothing added yet.
    expect(touched).toEqual([[0, 'local'], [0, 'session'], [0, 'cookie']]);
    page.paint();
    const perTask = [page.added.length];
    for (let task = posted.shift(); task; task = posted.shift()) {
      task();
      perTask.push(page.added.length);
    }
    // Once each; the last preload's task adds the boot module too.
    expect(touched).toHaveLength(3);
    expect(perTask).toEqual([...files.slice(1).map((_, i) => i + 1), 21]);
    expect(page.timers.filter((timer) => timer.ms === 0)).toEqual([]);
    expect(page.added.slice(0, 20).map((node) => node.href)).toEqual(files);
    expect(page.added[20]).toMatchObject({ tag: 'script', type: 'module', textContent: BOOT });
  });

  it('falls back to zero timeouts where there is no MessageChannel', () => {
    const files = ['/assets/a.js', '/assets/b.js', '/assets/c.js'];
    const page = runStandIn(standIn(files));
    page.paint();
    for (let timer = page.timers.find((t) => t.ms === 0); timer; timer = page.timers.find((t) => t.ms === 0)) {
      page.timers.splice(page.timers.indexOf(timer), 1);
      timer.run();
    }
    expect(page.added.map((node) => node.href ?? node.tag)).toEqual([...files, 'script']);
  });

  it('keeps `</script>` inside the boot code from ending the stand-in early', () => {
    const body = deferBoot('<script type="module">const s = "<\\/script>" + "<!--";</script>', [])!;
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).not.toContain('<!--');
  });

  it('rewrites a streamed document whatever its chunks, and passes the rest through', async () => {
    const html = HEAD + BODY;
    for (const size of [1, 7, 64, html.length]) {
      const chunks: string[] = [];
      for (let at = 0; at < html.length; at += size) chunks.push(html.slice(at, at + size));
      const out = await text(Readable.from(chunks).pipe(firstPaintStream(read, { deferScripts: true })));
      expect(out).toContain('<style data-inlined-href="/assets/root-A1.css">');
      expect(out).not.toContain('modulepreload"');
      expect(out).not.toContain('type="module"');
      expect(out).toContain('["/assets/entry.client-C3.js","/assets/root-D4.js"]');
      expect(out.endsWith('<script nonce="N">late()</script></body></html>')).toBe(true);
    }
    // Development: stylesheets only, Vite's scripts untouched.
    const dev = await text(Readable.from([html]).pipe(firstPaintStream(read, { deferScripts: false })));
    expect(dev).toContain('modulepreload');
    expect(dev).toContain(`type="module" async="">${BOOT}</script>`);
  });

  it('gives back a document cut short as it came, with its preloads when its boot module never came', async () => {
    const cut = HEAD + '<body><main>pa';
    const out = await text(Readable.from([cut]).pipe(firstPaintStream(read, { deferScripts: true })));
    expect(out).toContain('<link rel="modulepreload" href="/assets/entry.client-C3.js"/><link rel="modulepreload" href="/assets/root-D4.js"/><body><main>pa');
    const headless = '<!DOCTYPE html><html><head><title>x';
    expect(await text(Readable.from([headless]).pipe(firstPaintStream(read, { deferScripts: true })))).toBe(headless);
  });
});

/** The classic script that stands in for the boot module, for these preloads. */
function standIn(files: string[]): string {
  return /<script nonce="N">(\(function[\s\S]*?)<\/script>/.exec(deferBoot(BODY, files)!)![1]!;
}

/**
 * Runs a stand-in against a minimal page: what it adds to the head and body, its timers, and `paint()` to deliver
 * the first contentful paint's entry. `touch` hears each read of local storage, session storage and the cookies,
 * with how many elements had been added by then.
 */
function runStandIn(script: string, globals: Record<string, unknown> = {}, touch?: (what: 'local' | 'session' | 'cookie', addedSoFar: number) => void) {
  const added: Array<Record<string, unknown>> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const document = {
    currentScript: { nonce: 'N' },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (node: Record<string, unknown>) => added.push(node) },
    body: { appendChild: (node: Record<string, unknown>) => added.push(node) },
  };
  const storage = (what: 'local' | 'session') => ({ getItem: () => (touch?.(what, added.length), null) });
  if (touch) {
    Object.defineProperty(document, 'cookie', {
      get: () => {
        touch('cookie', added.length);
        return '';
      },
    });
  }
  runInNewContext(script, {
    document,
    ...(touch ? { localStorage: storage('local'), sessionStorage: storage('session') } : {}),
    PerformanceObserver: class {
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    requestAnimationFrame: () => undefined,
    ...globals,
  });
  return { added, timers, paint: () => observer!({ getEntriesByName: () => [{}] }) };
}
