import type { AgentTicket, SupportMessage, SupportStatus, SupportTicket } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';

export type TicketRow = {
  id: number; user_id: number; subject: string; status: string; assignee_id: number | null; player_unread: number; waiting: boolean; locale: string;
  created_at: string | Date; updated_at: string | Date; last_message_at: string | Date;
};
type MessageRow = { id: number; from_agent: boolean; body: string; created_at: string | Date };
type AttachmentRow = { id: number; message_id: number; file_name: string; file_type: string; file_size: number };

const iso = (value: string | Date) => new Date(value).toISOString();

export function toTicket(row: TicketRow): SupportTicket {
  return {
    id: Number(row.id), subject: row.subject, status: row.status as SupportStatus, unread: Number(row.player_unread),
    createdAt: iso(row.created_at), updatedAt: iso(row.updated_at), lastMessageAt: iso(row.last_message_at),
  };
}

export type AgentTicketRow = TicketRow & { login: string; assignee_login: string | null };

export function toAgentTicket(row: AgentTicketRow): AgentTicket {
  const { unread: _unread, ...ticket } = toTicket(row);
  return {
    ...ticket,
    player: { id: Number(row.user_id), login: row.login },
    assignee: row.assignee_id === null ? null : { id: Number(row.assignee_id), login: row.assignee_login ?? '' },
    waiting: row.waiting,
  };
}

/** The chat of a ticket, oldest first, each message with its files. */
export async function messagesOf(exec: Executor, ticketId: number): Promise<SupportMessage[]> {
  const messages = rowsOf<MessageRow>(await exec.execute(sql`SELECT id, from_agent, body, created_at FROM support_messages WHERE ticket_id = ${ticketId} ORDER BY id`));
  const files = rowsOf<AttachmentRow>(
    await exec.execute(sql`SELECT id, message_id, file_name, file_type, file_size FROM support_attachments WHERE ticket_id = ${ticketId} ORDER BY id`),
  );
  return messages.map((m) => ({
    id: Number(m.id),
    author: m.from_agent ? 'agent' : 'player',
    body: m.body,
    attachments: files.filter((f) => Number(f.message_id) === Number(m.id)).map((f) => ({ id: Number(f.id), name: f.file_name, type: f.file_type, size: Number(f.file_size) })),
    createdAt: iso(m.created_at),
  }));
}

/** The player's unread agent messages over all their tickets (the header badge). */
export async function unreadOf(exec: Executor, userId: number): Promise<number> {
  return Number(rowsOf<{ n: number }>(await exec.execute(sql`SELECT coalesce(sum(player_unread), 0)::int AS n FROM support_tickets WHERE user_id = ${userId}`))[0]?.n ?? 0);
}
