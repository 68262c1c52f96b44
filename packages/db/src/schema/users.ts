import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  login: text('login').notNull(),
  /** Lower-cased login: logins are unique regardless of case. */
  loginKey: text('login_key').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  scope: text('scope').array().notNull().default(sql`ARRAY['player']::text[]`),
  /** While true own games play with the demo balance. */
  demo: boolean('demo').notNull().default(false),
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens, one row per issued token. A token is rotated on every use:
 * the used row is marked and a new one issued in the same family. Presenting
 * a used token again means it leaked, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the secret; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);
