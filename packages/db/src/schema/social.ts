import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A player's linked VK or Telegram account (bonuses.md §7): one per network, and an account links to one player. */
export const socialLinks = pgTable(
  'social_links',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    /** vk | tg */
    network: text('network').notNull(),
    externalId: text('external_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.network] }),
    uniqueIndex('social_links_account_idx').on(t.network, t.externalId),
    check('social_links_network', sql`${t.network} IN ('vk', 'tg')`),
  ],
);

/** Paid reposts (bonuses.md §7): one per player and post, with the reach the provider reported and what it paid. */
export const socialReposts = pgTable(
  'social_reposts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    network: text('network').notNull(),
    postId: text('post_id').notNull(),
    reach: integer('reach').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    withdrawableBp: integer('withdrawable_bp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_reposts_once_idx').on(t.userId, t.network, t.postId), index('social_reposts_user_time_idx').on(t.userId, t.createdAt)],
);

/** Telegram screenshots sent for the 50-coin reward (bonuses.md §7), moderated in the back office. */
export const telegramScreenshots = pgTable(
  'telegram_screenshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    /** The image as uploaded (PNG/JPEG/WebP, size-limited by the route). */
    mime: text('mime').notNull(),
    image: text('image').notNull(),
    /** pending → approved (paid) or rejected */
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_screenshots_state_idx').on(t.state, t.id), index('telegram_screenshots_user_idx').on(t.userId, t.id), check('telegram_screenshots_state', sql`${t.state} IN ('pending', 'approved', 'rejected')`)],
);

/**
 * The sandbox social provider's own state (apps/server/src/sandbox): the VK
 * and Telegram accounts, groups, channels, posts and reposts it plays,
 * controllable from tests over its HTTP API. Only the sandbox reads it.
 */
export const sandboxSocial = pgTable(
  'sandbox_social',
  {
    network: text('network').notNull(),
    /** account:{id}, post:{id}… */
    key: text('key').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.key] })],
);

export const SOCIAL_NETWORKS = ['vk', 'tg'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
