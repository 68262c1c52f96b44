import type { FastifyRequest } from 'fastify';
import { FINAL_SUPPORT_STATUSES, userChannel, type Locale, type SupportStatus, type SupportTicketList, type SupportTicketResponse } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import type { AppContext } from '../../shared/context.ts';
import { DomainError } from '../../shared/errors.ts';
import type { FileStore } from '../../shared/file-store.ts';
import { emit } from '../outbox/index.ts';
import { checkNewTicket, checkReply, receiveForm, removeFiles, storeFiles, type CheckedFile } from './uploads.ts';
import { messagesOf, toTicket, unreadOf, type TicketRow } from './views.ts';

export type Support = { ctx: AppContext; files: FileStore };

/** The same answer for a ticket that does not exist and one of someone else's (no probing of ids). */
export const ticketNotFound = () => new DomainError('support_ticket_not_found', { status: 404 });

/** Writes a message and its files' rows (the files are already in the store). */
export async function insertMessage(tx: Executor, ticketId: number, authorId: number, fromAgent: boolean, body: string, files: CheckedFile[], keys: string[]): Promise<number> {
  const message = rowsOf<{ id: number }>(
    await tx.execute(sql`INSERT INTO support_messages (ticket_id, author_id, from_agent, body) VALUES (${ticketId}, ${authorId}, ${fromAgent}, ${body}) RETURNING id`),
  )[0]!;
  for (const [i, file] of files.entries()) {
    await tx.execute(sql`
      INSERT INTO support_attachments (message_id, ticket_id, file_key, file_name, file_type, file_size)
      VALUES (${message.id}, ${ticketId}, ${keys[i]!}, ${file.name}, ${file.type}, ${file.size})`);
  }
  return Number(message.id);
}

/** Stores the files, then runs the writes; a failed write removes the stored files again. */
export async function withFiles<T>(support: Support, files: CheckedFile[], write: (keys: string[]) => Promise<T>): Promise<T> {
  const keys = await storeFiles(support.files, files);
  try {
    return await write(keys);
  } catch (error) {
    await removeFiles(support.files, keys);
    throw error;
  }
}

export async function listTickets(exec: Executor, userId: number): Promise<SupportTicketList> {
  const rows = rowsOf<TicketRow>(await exec.execute(sql`SELECT * FROM support_tickets WHERE user_id = ${userId} ORDER BY last_message_at DESC, id DESC LIMIT 200`));
  return { items: rows.map(toTicket), unread: await unreadOf(exec, userId) };
}

async function ownTicket(exec: Executor, userId: number, id: number, lock = false): Promise<TicketRow> {
  const row = rowsOf<TicketRow>(await exec.execute(sql`SELECT * FROM support_tickets WHERE id = ${id} AND user_id = ${userId} ${lock ? sql`FOR UPDATE` : sql``}`))[0];
  if (!row) throw ticketNotFound();
  return row;
}

export async function createTicket(support: Support, userId: number, request: FastifyRequest, locale: Locale): Promise<SupportTicketResponse> {
  const form = await receiveForm(request, support.files, checkNewTicket, { exec: support.ctx.db, userId });
  const id = await withFiles(support, form.files, (keys) =>
    support.ctx.db.transaction(async (tx) => {
      const ticket = rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO support_tickets (user_id, subject, locale) VALUES (${userId}, ${form.subject}, ${locale}) RETURNING id`),
      )[0]!;
      await insertMessage(tx, Number(ticket.id), userId, false, form.message, form.files, keys);
      return Number(ticket.id);
    }),
  );
  return openTicket(support, userId, id);
}

/**
 * The player opens a ticket: its chat, and the agents' messages in it are read
 * from now on (the badge of every open tab follows through a push).
 */
export async function openTicket(support: Support, userId: number, id: number): Promise<SupportTicketResponse> {
  const { db } = support.ctx;
  const read = await db.transaction(async (tx) => {
    const ticket = rowsOf<TicketRow>(await tx.execute(sql`UPDATE support_tickets SET player_unread = 0 WHERE id = ${id} AND user_id = ${userId} AND player_unread > 0 RETURNING *`))[0];
    if (!ticket) return false;
    await emit(tx, [{ type: 'push', payload: { channel: userChannel(userId), data: { support: { ticketId: id, unread: await unreadOf(tx, userId) } } } }]);
    return true;
  });
  if (read) support.ctx.eventsWritten();
  const ticket = await ownTicket(db, userId, id);
  return { ticket: toTicket(ticket), messages: await messagesOf(db, id) };
}

/** The player writes in their ticket: a solved one opens again, a closed one (or spam) takes nothing more. */
export async function playerReply(support: Support, userId: number, id: number, request: FastifyRequest, locale: Locale): Promise<SupportTicketResponse> {
  await ownTicket(support.ctx.db, userId, id);
  const form = await receiveForm(request, support.files, checkReply, { exec: support.ctx.db, userId });
  await withFiles(support, form.files, (keys) =>
    support.ctx.db.transaction(async (tx) => {
      const ticket = await ownTicket(tx, userId, id, true);
      if (FINAL_SUPPORT_STATUSES.includes(ticket.status as SupportStatus)) throw new DomainError('support_ticket_closed', { status: 409 });
      await insertMessage(tx, id, userId, false, form.message, form.files, keys);
      // Back in the agents' queue: a ticket they were handling or had solved waits for them again.
      const status = ticket.status === 'in_progress' || ticket.status === 'solved' ? 'open' : ticket.status;
      await tx.execute(sql`
        UPDATE support_tickets SET status = ${status}, waiting = true, locale = ${locale}, updated_at = now(), last_message_at = now() WHERE id = ${id}`);
    }),
  );
  return openTicket(support, userId, id);
}

/** Spec §4: the player can close their ticket (closing a closed one changes nothing). */
export async function closeTicket(support: Support, userId: number, id: number): Promise<SupportTicketResponse> {
  const ticket = await ownTicket(support.ctx.db, userId, id);
  if (ticket.status !== 'closed' && ticket.status !== 'spam') {
    await support.ctx.db.execute(sql`UPDATE support_tickets SET status = 'closed', waiting = false, updated_at = now() WHERE id = ${id} AND user_id = ${userId} AND status NOT IN ('closed', 'spam')`);
  }
  return openTicket(support, userId, id);
}

/**
 * A file of a ticket for its owner (or, with `agent`, for support): the same
 * 404 for a file that does not exist, one of another ticket and one of
 * another player's ticket.
 */
export async function attachmentOf(support: Support, viewer: { userId: number } | 'agent', ticketId: number, fileId: number) {
  const owner = viewer === 'agent' ? sql`` : sql`AND t.user_id = ${viewer.userId}`;
  const row = rowsOf<{ file_key: string; file_name: string; file_type: string }>(
    await support.ctx.db.execute(sql`
      SELECT a.file_key, a.file_name, a.file_type FROM support_attachments a JOIN support_tickets t ON t.id = a.ticket_id
      WHERE a.id = ${fileId} AND a.ticket_id = ${ticketId} ${owner}`),
  )[0];
  if (!row) throw ticketNotFound();
  const file = await support.files.read(row.file_key);
  if (!file) throw ticketNotFound();
  return { ...file, type: row.file_type, name: row.file_name };
}
