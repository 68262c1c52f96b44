import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFailedCodeElement, isLoadFailure } from '../logic/load-failure.ts';
import { installLoadFailureRecovery, RESET_FLAG, takeResetFlag, unregisterAll } from '../recovery.ts';

describe('which errors are code that failed to load (spec §8)', () => {
  it('recognises a failed dynamic import, module script, CSS preload, invalid token and wrong MIME type in each browser\'s words', () => {
    const failures = [
      new TypeError('Failed to fetch dynamically imported module: https://azart.example/assets/dice-abc.js'), // Chromium
      new TypeError('error loading dynamically imported module: https://azart.example/assets/dice-abc.js'), // Firefox
      new TypeError('Importing a module script failed.'), // Safari
      new Error('Unable to preload CSS for /assets/cashier-modal-x.css'), // Vite
      "Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of \"text/html\".",
      'Loading module from “https://azart.example/assets/x.js” was blocked because of a disallowed MIME type (“text/html”).',
      new SyntaxError("Unexpected token '<'"),
      new SyntaxError('Invalid or unexpected token'),
      'Error loading route module `/assets/dice-abc.js`, reloading page...', // React Router
      { payload: new TypeError('Failed to fetch dynamically imported module: /assets/x.js') }, // vite:preloadError
    ];
    for (const failure of failures) expect(isLoadFailure(failure), String((failure as Error).message ?? failure)).toBe(true);
  });

  it('leaves every other error alone', () => {
    for (const other of [new Error('Network request failed'), new TypeError("Cannot read properties of undefined (reading 'id')"), 'Request aborted', null, undefined, 42, {}, new Error('')]) {
      expect(isLoadFailure(other), String(other)).toBe(false);
    }
  });

  it('counts scripts, stylesheets and code preloads as code, not images or media', () => {
    expect(isFailedCodeElement({ tagName: 'SCRIPT' })).toBe(true);
    expect(isFailedCodeElement({ tagName: 'LINK', rel: 'stylesheet' })).toBe(true);
    expect(isFailedCodeElement({ tagName: 'LINK', rel: 'modulepreload' })).toBe(true);
    expect(isFailedCodeElement({ tagName: 'LINK', rel: 'preload', as: 'style' })).toBe(true);
    expect(isFailedCodeElement({ tagName: 'LINK', rel: 'preload', as: 'font' })).toBe(false);
    expect(isFailedCodeElement({ tagName: 'LINK', rel: 'icon' })).toBe(false);
    expect(isFailedCodeElement({ tagName: 'IMG' })).toBe(false);
    expect(isFailedCodeElement(null)).toBe(false);
    expect(isFailedCodeElement({ addEventListener: () => undefined })).toBe(false); // the window itself
  });
});

/** A window with listeners, a storage and service workers to count, for the recovery's wiring. */
function fakeWindow(workers = 2) {
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const unregistered: number[] = [];
  const registrations = Array.from({ length: workers }, (_, i) => ({ unregister: vi.fn(async () => (unregistered.push(i), true)) }));
  const stored = new Map<string, string>();
  const logged: unknown[][] = [];
  const win = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    navigator: { serviceWorker: { getRegistrations: async () => registrations } },
    sessionStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) },
    console: { error: (...args: unknown[]) => void logged.push(args) },
  };
  const fire = async (type: string, event: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { win, fire, unregistered, stored, logged };
}

describe('a load failure unregisters every service worker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on vite:preloadError, a failed script element, an unhandled import rejection and React Router\'s route-module message', async () => {
    const cases: Array<[string, (f: ReturnType<typeof fakeWindow>) => Promise<unknown>]> = [
      ['vite:preloadError', (f) => f.fire('vite:preloadError', { payload: new Error('Unable to preload CSS for /assets/a.css') })],
      ['script element', (f) => f.fire('error', { target: { tagName: 'SCRIPT' } })],
      ['modulepreload', (f) => f.fire('error', { target: { tagName: 'LINK', rel: 'modulepreload' } })],
      ['invalid token', (f) => f.fire('error', { target: {}, error: new SyntaxError("Unexpected token '<'"), message: "Uncaught SyntaxError: Unexpected token '<'" })],
      ['dynamic import', (f) => f.fire('unhandledrejection', { reason: new TypeError('Failed to fetch dynamically imported module: /assets/x.js') })],
      ['route module', async (f) => {
        (f.win.console.error as (...args: unknown[]) => void)('Error loading route module `/assets/x.js`, reloading page...');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }],
    ];
    for (const [name, trigger] of cases) {
      const f = fakeWindow();
      installLoadFailureRecovery(f.win as never);
      await trigger(f);
      expect(f.unregistered, name).toEqual([0, 1]);
      expect(f.stored.get(RESET_FLAG), name).toBe('1');
    }
  });

  it('does nothing for other errors, and still logs what it saw', async () => {
    const f = fakeWindow();
    installLoadFailureRecovery(f.win as never);
    await f.fire('error', { target: { tagName: 'IMG' } });
    await f.fire('error', { target: {}, error: new TypeError('x is undefined') });
    await f.fire('unhandledrejection', { reason: new Error('Request aborted') });
    (f.win.console.error as (...args: unknown[]) => void)('something else', 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(f.unregistered).toEqual([]);
    expect(f.stored.size).toBe(0);
    expect(f.logged).toEqual([['something else', 1]]);
  });

  it('hands the next page load the unfinished reset once', () => {
    const stored = new Map([[RESET_FLAG, '1']]);
    const storage = { getItem: (k: string) => stored.get(k) ?? null, removeItem: (k: string) => void stored.delete(k) };
    expect(takeResetFlag(storage)).toBe(true);
    expect(takeResetFlag(storage)).toBe(false);
    expect(takeResetFlag(undefined)).toBe(false);
  });

  it('unregisters what it can and counts it, whatever the browser refuses', async () => {
    const ok = { unregister: async () => true };
    const refused = { unregister: async () => { throw new Error('SecurityError'); } };
    expect(await unregisterAll({ getRegistrations: async () => [ok, refused, ok] })).toBe(2);
    expect(await unregisterAll({ getRegistrations: async () => { throw new Error('blocked'); } })).toBe(0);
    expect(await unregisterAll(undefined)).toBe(0);
  });
});
