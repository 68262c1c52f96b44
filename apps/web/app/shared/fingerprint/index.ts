import { clientCacheFresh, clientCacheTtlMs, readStored, retryDelayMs, writeStored, type FingerprintResult } from './cache.ts';

/**
 * The browser's visitor id (spec §3, §7, §9; issue 23 item 7), from the
 * open-source FingerprintJS library, for the registration, the sign-in and
 * the referral hit to carry. The library is imported on demand — never in a
 * page's first load — and only when neither cache has a result: the loader's
 * client cache (memory, VITE_FINGERPRINT_CACHE_SECONDS, 1 h by default,
 * 24 h at most) and local storage's `fpDate`/`fpCache` (7 days; cache.ts).
 *
 * The id is a hint for the server's referral and multi-account rules, never
 * a credential, and nothing waits on it for long: `visitorId` gives up after
 * its timeout (the work goes on, so the next call finds the result).
 */
const ttlMs = clientCacheTtlMs(import.meta.env.VITE_FINGERPRINT_CACHE_SECONDS as string | undefined);
let memory: { result: FingerprintResult; takenAt: number } | null = null;
let running: Promise<FingerprintResult | null> | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The open-source library has no request id (the paid one has): ours names each computation. */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${Date.now()}.${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Loads the library and asks it, trying again up to 5 times (a chunk that failed to load, a slow start). */
async function compute(): Promise<FingerprintResult | null> {
  for (let retry = 0; ; retry++) {
    try {
      const { load } = await import('@fingerprintjs/fingerprintjs');
      const agent = await load({ monitoring: false });
      const { visitorId } = await agent.get();
      return { requestId: newRequestId(), visitorId };
    } catch {
      const delay = retryDelayMs(retry + 1);
      if (delay === null) return null;
      await sleep(delay);
    }
  }
}

function resolve(): Promise<FingerprintResult | null> {
  const now = Date.now();
  if (memory && clientCacheFresh(memory.takenAt, now, ttlMs)) return Promise.resolve(memory.result);
  const stored = readStored(storage(), now);
  if (stored) {
    memory = { result: stored, takenAt: now };
    return Promise.resolve(stored);
  }
  running ??= compute()
    .then((result) => {
      if (result) {
        const at = Date.now();
        memory = { result, takenAt: at };
        writeStored(storage(), result, at);
      }
      return result;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** The visitor id, or null when it is not known within `timeoutMs` (or the library cannot run here). */
export async function visitorId(timeoutMs = 1500): Promise<string | null> {
  if (typeof window === 'undefined') return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), timeoutMs);
  });
  try {
    const result = await Promise.race([resolve().catch(() => null), late]);
    return result?.visitorId ?? null;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts working it out while the player fills a form, so that the form's request need not wait. */
export function prefetchVisitorId(): void {
  if (typeof window === 'undefined') return;
  const start = () => void resolve().catch(() => null);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}
