import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What staff did (and what the system did on their behalf), written in the
 * same transaction as the action, so a row exists exactly when the action
 * committed. Append-only: a trigger refuses UPDATE and DELETE (migration 0009).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff member; null for the system (a script, a job). */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    /** player.block, player.unblock, player.scope, game.settings, … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId, t.id), index('audit_log_actor_idx').on(t.actorId, t.id)],
);
