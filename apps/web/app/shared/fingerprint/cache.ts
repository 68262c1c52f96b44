import {
  FINGERPRINT_CLIENT_CACHE_DEFAULT_S, FINGERPRINT_CLIENT_CACHE_MAX_S, FINGERPRINT_LOADER_RETRIES, FINGERPRINT_RETRY_MAX_MS, FINGERPRINT_RETRY_MIN_MS, FINGERPRINT_STORAGE_TTL_MS,
  VISITOR_ID_PATTERN,
} from '@azart/contracts';

/**
 * The fingerprint cache's rules (spec §3 "Fingerprint cache", §9), pure, so
 * that they are tested apart from the library and the browser:
 *
 * - local storage keeps the last result for 7 days: `fpDate` (when it was
 *   made, milliseconds since the epoch) and `fpCache` (base64 of the JSON
 *   `{requestId, visitorId}`); a date in the future, an unreadable entry or a
 *   visitor id of the wrong shape counts as none;
 * - the loader's client cache (in memory) keeps a result for its TTL: 1 hour
 *   unless configured, never more than 24 hours;
 * - loading the library is tried again up to 5 times, waiting 100 ms, then
 *   three times longer each time, never more than 3 s.
 */
export const FP_DATE_KEY = 'fpDate';
export const FP_CACHE_KEY = 'fpCache';

export type FingerprintResult = { requestId: string; visitorId: string };
type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem'>;

export function encodeCache(result: FingerprintResult): string {
  return btoa(JSON.stringify({ requestId: result.requestId, visitorId: result.visitorId }));
}

export function decodeCache(value: string | null): FingerprintResult | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(atob(value)) as Partial<FingerprintResult>;
    if (typeof parsed.requestId !== 'string' || parsed.requestId.length > 100 || typeof parsed.visitorId !== 'string' || !VISITOR_ID_PATTERN.test(parsed.visitorId)) return null;
    return { requestId: parsed.requestId, visitorId: parsed.visitorId };
  } catch {
    return null;
  }
}

/** The stored result while it is younger than 7 days, else null. */
export function readStored(storage: Reader | null, now: number): FingerprintResult | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(FP_DATE_KEY);
    const date = raw !== null && /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isFinite(date)) return null;
    const age = now - date;
    if (age < 0 || age >= FINGERPRINT_STORAGE_TTL_MS) return null;
    return decodeCache(storage.getItem(FP_CACHE_KEY));
  } catch {
    // Storage that throws (blocked cookies, a full quota) holds nothing.
    return null;
  }
}

export function writeStored(storage: Writer | null, result: FingerprintResult, now: number): void {
  if (!storage) return;
  try {
    storage.setItem(FP_DATE_KEY, String(now));
    storage.setItem(FP_CACHE_KEY, encodeCache(result));
  } catch {
    // Nothing kept: the next page asks the library again.
  }
}

/** The client cache's life: the configured seconds, 1 hour when unset or unreadable, 24 hours at most. */
export function clientCacheTtlMs(configuredSeconds?: number | string | null): number {
  const seconds = configuredSeconds === undefined || configuredSeconds === null || configuredSeconds === '' ? NaN : Number(configuredSeconds);
  const chosen = Number.isFinite(seconds) && seconds > 0 ? seconds : FINGERPRINT_CLIENT_CACHE_DEFAULT_S;
  return Math.min(chosen, FINGERPRINT_CLIENT_CACHE_MAX_S) * 1000;
}

/** Whether a result the client cache took at `takenAt` is still good at `now`. */
export function clientCacheFresh(takenAt: number | null, now: number, ttlMs: number): boolean {
  return takenAt !== null && now >= takenAt && now - takenAt < ttlMs;
}

/** How long to wait before the `retry`-th new try (1-based); null once the 5 retries are spent. */
export function retryDelayMs(retry: number): number | null {
  if (!Number.isInteger(retry) || retry < 1 || retry > FINGERPRINT_LOADER_RETRIES) return null;
  return Math.min(FINGERPRINT_RETRY_MAX_MS, FINGERPRINT_RETRY_MIN_MS * 3 ** (retry - 1));
}
