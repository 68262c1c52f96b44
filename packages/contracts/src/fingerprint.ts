import { z } from 'zod';

/**
 * Browser fingerprinting (spec §3 "Fingerprint cache", §7, §9; issue 23
 * item 7) with the open-source FingerprintJS library: its visitor id is a
 * hint for the referral and multi-account rules and the back office, never a
 * credential. The constants are spec §9's.
 */

/** The visitor id kept in local storage (`fpDate`, `fpCache`) is reused for 7 days. */
export const FINGERPRINT_STORAGE_TTL_MS = 7 * 24 * 3600 * 1000;
/** The loader's own client cache: 1 hour unless configured, never above 24 hours. */
export const FINGERPRINT_CLIENT_CACHE_DEFAULT_S = 3600;
export const FINGERPRINT_CLIENT_CACHE_MAX_S = 24 * 3600;
/** Loading the library is tried again up to 5 times, 100 ms to 3 s apart. */
export const FINGERPRINT_LOADER_RETRIES = 5;
export const FINGERPRINT_RETRY_MIN_MS = 100;
export const FINGERPRINT_RETRY_MAX_MS = 3000;

/**
 * FingerprintJS's visitor id: 32 hexadecimal digits (a 128-bit hash of the
 * browser's traits, in v4 and v5 alike). Anything else is refused rather than
 * stored: the id comes from the browser and is only a hint.
 */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{32}$/;
export const visitorIdSchema = z.string({ error: 'invalid_value' }).regex(VISITOR_ID_PATTERN, { error: 'invalid_value' });
