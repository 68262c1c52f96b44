// A document's first paint waits for nothing but its own bytes and fonts (issue 20 item 19, decision 033):
//
// - Its stylesheets (root, layout, its route's) are written into its <head> as <style> elements. The <link>
//   elements React Router renders for them stay, `disabled`, so the browser does not fetch them before the
//   first paint; hydration matches the links by rel and href, which are unchanged (React does not patch
//   attributes while hydrating), and skips the extra <style> elements, as it does any unexpected node in
//   <head>. ./client.ts enables the links once the page is idle and drops each <style> when its file has
//   loaded: from then on the page is what React Router expects.
// - Its scripts start after the first paint. React Router's module preloads leave the <head>, and its boot
//   script (the inline module that imports the matched routes and the client entry) is run by a small classic
//   script in its place once the first contentful paint is on the screen, which first adds the same preloads. Until then the page's bandwidth
//   and main thread go to the HTML, the fonts and the paint; the scripts, about 150 KB, arrive right after.
//   React puts preload links it misses back in the <head> itself (they are hoisted elements, looked up by
//   href), and the stand-in is a script element like the one it replaces, so hydration finds what it expects.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';

/** The attribute that ties an inlined <style> to the href of the <link> it stands for. */
export const INLINED_HREF = 'data-inlined-href';
const HEAD_END = '</head>';
/** Only the build's own hashed files: their content never changes under a given name. */
const OWN_STYLESHEET = /^\/assets\/[\w.-]+\.css#?$/;
const OWN_SCRIPT = /^\/assets\/[\w.-]+\.js$/;
/** React Router's boot script: the document's only inline module script. */
const MODULE_SCRIPT = /<script\b([^>]*)\stype="module"[^>]*>([\s\S]*?)<\/script>/;

/** Reads a built stylesheet once; null when it is not there (development serves them through Vite) or unsafe to inline. */
export function stylesheetReader(clientDir: string): (href: string) => string | null {
  const cache = new Map<string, string | null>();
  return (href) => {
    if (!OWN_STYLESHEET.test(href)) return null;
    let css = cache.get(href);
    if (css === undefined) {
      try {
        const text = readFileSync(path.join(clientDir, href.replace(/#$/, '')), 'utf8');
        // A `</style` inside the text would end the element early; Vite's output never has one, but never risk it.
        css = /<\/style/i.test(text) ? null : text;
      } catch {
        css = null;
      }
      cache.set(href, css);
    }
    return css;
  };
}

/** The <head> with each inlinable stylesheet link turned into its <style> plus the disabled link. */
export function inlineStylesheets(head: string, read: (href: string) => string | null): string {
  return head.replace(/<link\b[^>]*>/g, (tag) => {
    if (!/\srel="stylesheet"/.test(tag) || /\sdisabled\b/.test(tag)) return tag;
    const href = attribute(tag, 'href');
    const css = href ? read(href) : null;
    if (!href || css === null) return tag;
    return `<style ${INLINED_HREF}="${href}">${css}</style>${tag.replace(/\s*\/?>$/, ' disabled=""/>')}`;
  });
}

/** The <head> without the build's module preloads, and their hrefs (in order) for the deferred boot. */
export function takeModulePreloads(head: string): { head: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = head.replace(/<link\b[^>]*>/g, (tag) => {
    const href = attribute(tag, 'href');
    if (!/\srel="modulepreload"/.test(tag) || !href || !OWN_SCRIPT.test(href)) return tag;
    preloads.push(href);
    return '';
  });
  return { head: rest, preloads };
}

/**
 * The markup in which React Router's boot module is replaced by a classic script that runs it after the first
 * contentful paint, preceded by the module preloads taken from the <head>. Null when the markup has no complete
 * boot module yet.
 */
export function deferBoot(html: string, preloads: readonly string[]): string | null {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return null;
  const nonce = attribute(match[0], 'nonce') ?? '';
  const run =
    // The nonce comes from this script itself (the browser keeps it from the page's own scripts only).
    '(function(files,code){var nonce=document.currentScript.nonce,done=false,next=0;function go(){if(done)return;done=true;batch()}' +
    // The page's first touch of local storage, session storage and the cookies waits on the browser process: 3-18 ms
    // for local storage in a plain browser here, 20-54 ms for any of the three in Lighthouse's. Hydration and its
    // effects read all three (the flags and the session, React Router's scroll and transitions, the theme). Made here,
    // while the page is parsed and before its first paint, the wait costs no time in which the page could be used.
    "try{localStorage.getItem('user')}catch(e){}try{sessionStorage.getItem('')}catch(e){}try{document.cookie}catch(e){}" +
    // Adding a module preload costs the main thread 0.5-5 ms here (its fetch starts, and a file already at hand is
    // compiled in the same task), several times that on a slow phone: each preload is a task of its own, so none of
    // them is long and the page's first interactions never wait behind the others. The next task is posted through
    // a MessageChannel, which the browser runs at once, where a chain of zero timeouts would wait 4 ms each after
    // the fifth.
    "var post=typeof MessageChannel=='function'?(function(c){c.port1.onmessage=batch;return function(){c.port2.postMessage(0)}})(new MessageChannel()):function(){setTimeout(batch,0)};" +
    "function batch(){if(next<files.length){var l=document.createElement('link');l.rel='modulepreload';l.href=files[next++];document.head.appendChild(l)}" +
    "if(next<files.length){post();return}" +
    "var s=document.createElement('script');s.type='module';s.nonce=nonce;s.textContent=code;document.body.appendChild(s)}" +
    // After the first contentful paint has reached the screen (its performance entry comes then, not when the
    // main thread painted), or 1 s at most (no contentful paint, frames held back in a background tab).
    "try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}" +
    'setTimeout(go,1000)})' +
    `(${scriptLiteral(preloads)},${scriptLiteral(match[2] ?? '')})`;
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  return html.slice(0, match.index) + open + run + '</script>' + html.slice(match.index + match[0].length);
}

/**
 * A stream that rewrites the document as above: the <head> (collected until `</head>`, which React writes in
 * the shell's first chunks), then the body up to React Router's boot module; everything after passes through.
 * `deferScripts` is off in development, where Vite's own scripts must run as they are.
 */
export function firstPaintStream(read: (href: string) => string | null, { deferScripts }: { deferScripts: boolean }): Transform {
  let pending = '';
  let phase: 'head' | 'body' | 'done' = 'head';
  let preloads: string[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      if (phase === 'done') return callback(null, chunk);
      pending += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      let out = '';
      if (phase === 'head') {
        const end = pending.indexOf(HEAD_END);
        if (end === -1) return callback();
        const cut = end + HEAD_END.length;
        let head = inlineStylesheets(pending.slice(0, cut), read);
        if (deferScripts) ({ head, preloads } = takeModulePreloads(head));
        out = head;
        pending = pending.slice(cut);
        phase = deferScripts && preloads.length > 0 ? 'body' : 'done';
      }
      if (phase === 'body') {
        const body = deferBoot(pending, preloads);
        if (body === null) return callback(null, out || undefined);
        out += body;
        phase = 'done';
      } else {
        out += pending;
      }
      pending = '';
      callback(null, out);
    },
    flush(callback: TransformCallback) {
      // A document cut short (an aborted render) goes out as it came; one without its boot module keeps the
      // preloads, or nothing would load its scripts.
      if (phase === 'body' && preloads.length) pending = preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') + pending;
      callback(null, pending || undefined);
    },
  });
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** A JavaScript string or array literal that is safe inside a <script> element (no `</script>`, no `<!--`). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
