import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@azart/contracts';

export type AccessClaims = { sub: string; sid: string; typ: 'access' };
export type RealtimeClaims = { sub: string; sid: string; typ: 'rt' };
/** What a verified access token says: whose it is and which session issued it. */
export type TokenClaims = { userId: number; sessionId: string };

/**
 * Short-lived signed tokens (HS256). Access tokens carry the session id so a
 * revoked session stops them at once; real-time tokens only open the
 * player's private socket channel, for as long as their session is open.
 */
export function createTokenService(secret: string) {
  const ttlMs = ACCESS_TOKEN_TTL_SECONDS * 1000;
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlMs });
  // The verifier caches verified tokens, so a player's every request does not redo the HMAC.
  // Every token we sign expires: one without `exp` (or without its subject and session) is refused.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000, requiredClaims: ['exp', 'sub', 'sid', 'typ'] });
  return {
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    signAccess(userId: number, sessionId: string): string {
      return sign({ sub: String(userId), sid: sessionId, typ: 'access' });
    },
    signRealtime(userId: number, sessionId: string): string {
      return sign({ sub: String(userId), sid: sessionId, typ: 'rt' });
    },
    /** Claims of a valid access token, or null for anything else (bad, expired, wrong type). */
    verifyAccess(token: string): TokenClaims | null {
      const claims = safeVerify(verify, token) as Partial<AccessClaims> | null;
      if (!claims || claims.typ !== 'access' || !isSessionId(claims.sid)) return null;
      const userId = Number(claims.sub);
      return Number.isSafeInteger(userId) && userId > 0 ? { userId, sessionId: claims.sid } : null;
    },
    /** User and session of a valid real-time token (access tokens are accepted too), with its expiry. */
    verifyRealtime(token: string): { userId: number; sessionId: string; expiresAt: number } | null {
      const claims = safeVerify(verify, token) as (Partial<RealtimeClaims | AccessClaims> & { exp?: number }) | null;
      if (!claims || (claims.typ !== 'rt' && claims.typ !== 'access') || !isSessionId(claims.sid) || typeof claims.exp !== 'number') return null;
      const userId = Number(claims.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { userId, sessionId: claims.sid, expiresAt: claims.exp * 1000 };
    },
    /**
     * Why verifyRealtime refused a token: 'expired' for one of ours whose time ran out (the client refreshes
     * it: code 109), 'invalid' for anything else (code 103).
     */
    realtimeRefusal(token: string): 'expired' | 'invalid' {
      try {
        verify(token);
        return 'invalid'; // signed by us, but not a token that opens a channel
      } catch (error) {
        return (error as { code?: unknown }).code === 'FAST_JWT_EXPIRED' ? 'expired' : 'invalid';
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Session ids are UUIDs (the sessions table's key); anything else is not one of our tokens. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function safeVerify(verify: (token: string) => unknown, token: string): unknown {
  try {
    return verify(token);
  } catch {
    return null;
  }
}
