import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  login: text('login').notNull(),
  /** Lower-cased login: logins are unique regardless of case. */
  loginKey: text('login_key').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /**
   * Whether the player chose a password. An account a social sign-in made has
   * the hash of a random secret nobody knows: false until the player sets one
   * in the profile (no current password to ask for then).
   */
  passwordSet: boolean('password_set').notNull().default(true),
  scope: text('scope').array().notNull().default(sql`ARRAY['player']::text[]`),
  /** While true own games play with the demo balance. */
  demo: boolean('demo').notNull().default(false),
  /** While true and not in demo mode, own games play with the bonus balance (bonuses.md §1: the balance menu's choice). */
  bonusPlay: boolean('bonus_play').notNull().default(false),
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in session (one per login). Access tokens carry its id, so logging
 * out or a detected refresh-token theft ends the session on the server at
 * once, not only when the access token expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at the last sign-in or refresh, for the profile's list of sessions (cut to 300 characters). */
    userAgent: text('user_agent'),
    /** The address of the last sign-in or refresh. */
    ip: text('ip'),
    /** The last sign-in or refresh: access tokens are not tracked, so this is at most an access token's life behind. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, one row per issued token. A token is rotated on every use:
 * the used row is marked and a new one issued in the same session. Presenting
 * a used token again means it leaked, so the whole session is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    sessionId: uuid('session_id').notNull().references(() => sessions.id),
    /** SHA-256 of the secret; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts per account (decision 009): `key` is `login:{login_key}`
 * for browsers the account never signed in from, or `device:{id}` for one
 * that holds the account's device cookie, so that guessing from elsewhere
 * cannot lock the owner out of a browser they use. Each attempt is counted
 * before the password is checked (parallel guesses cannot slip through
 * together); past the free attempts each one sets the earliest time of the
 * next. A successful sign-in deletes the row.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Two-factor sign-in with TOTP (issue 23): one row per player who began an
 * enrolment. The secret is sealed (AES-256-GCM under a server key) and never
 * leaves the server after the enrolment answer; `confirmedAt` is set by the
 * first good code, and only then is the second factor asked for.
 * `lastStep` is the time step of the last accepted code, so a code cannot be
 * used twice.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey().references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of a confirmed second factor: SHA-256 of each (they are random, 50 bits), marked when used. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The browsers a player registered or signed in from (issue 23 item 7): the
 * FingerprintJS visitor id the browser reported, when it was first and last
 * seen with this account. A hint for the referral rule (no referral from the
 * referrer's own browser) and for the back office (other accounts on the
 * same browser), never a credential: the id comes from the browser.
 */
export const userFingerprints = pgTable(
  'user_fingerprints',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    visitorId: text('visitor_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.visitorId] }),
    index('user_fingerprints_visitor_idx').on(t.visitorId),
    check('user_fingerprints_visitor_id', sql`${t.visitorId} ~ '^[0-9a-f]{32}$'`),
  ],
);
