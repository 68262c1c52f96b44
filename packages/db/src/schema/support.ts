import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Support tickets and their chat (issue 14 items 5–6), written by the support
 * module only. Files live in the FileStore; these rows hold their keys and
 * the type recognised from their content.
 */

/** A ticket (spec §3: subject, message, up to 3 attachments, status; §4 statuses). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('new'),
    /** The agent handling it, if any. */
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => users.id),
    /** Agent messages the player has not opened yet (the header badge sums them). */
    playerUnread: integer('player_unread').notNull().default(0),
    /** The last message is the player's: the ticket waits for an agent. */
    waiting: boolean('waiting').notNull().default(true),
    /** The language the player last wrote in: live notices about the ticket are worded in it. */
    locale: text('locale').notNull().default('ru'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.lastMessageAt),
    index('support_tickets_status_idx').on(t.status, t.lastMessageAt),
    index('support_tickets_assignee_idx').on(t.assigneeId, t.status).where(sql`${t.assigneeId} IS NOT NULL`),
    check('support_tickets_status', sql`${t.status} IN ('new', 'open', 'in_progress', 'solved', 'closed', 'spam')`),
    check('support_tickets_unread', sql`${t.playerUnread} >= 0`),
  ],
);

/** One message of a ticket's chat, by its player or by an agent. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull().references(() => supportTickets.id),
    authorId: bigint('author_id', { mode: 'number' }).notNull().references(() => users.id),
    fromAgent: boolean('from_agent').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.id)],
);

/** A file attached to a message (at most 3 per message): an image or a PDF by its content. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' }).notNull().references(() => supportMessages.id),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull().references(() => supportTickets.id),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId), index('support_attachments_ticket_idx').on(t.ticketId)],
);

/** Canned replies the agents pick from (a small shared list, edited in the back office). */
export const supportCannedReplies = pgTable('support_canned_replies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
