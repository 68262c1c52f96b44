import type { FastifyRequest } from 'fastify';
import { translate, userChannel, type AgentTicketList, type AgentTicketResponse, type AgentTicketsQuery, type CannedReply, type Locale, type SupportStatus } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError } from '../../shared/errors.ts';
import { record } from '../audit/index.ts';
import { emit } from '../outbox/index.ts';
import { checkReply, receiveForm } from './uploads.ts';
import { insertMessage, ticketNotFound, withFiles, type Support } from './tickets.ts';
import { messagesOf, toAgentTicket, unreadOf, type AgentTicketRow } from './views.ts';

/** The staff member acting, for the audit log. */
export type Actor = { id: number; ip: string };

const agentSelect = sql`
  SELECT t.*, u.login, a.login AS assignee_login FROM support_tickets t
  JOIN players u ON u.id = t.user_id LEFT JOIN players a ON a.id = t.assignee_id`;

/** The queue: by status, mine or nobody's, a search by ticket id, login or subject; waiting ones first, oldest first. */
export async function agentTickets(exec: Executor, agentId: number, query: AgentTicketsQuery): Promise<AgentTicketList> {
  const conditions = [sql`true`];
  if (query.status) conditions.push(sql`t.status = ${query.status}`);
  if (query.assignee === 'me') conditions.push(sql`t.assignee_id = ${agentId}`);
  if (query.assignee === 'none') conditions.push(sql`t.assignee_id IS NULL`);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,15}$/.test(query.q) ? Number(query.q) : -1;
    conditions.push(sql`(t.id = ${id} OR u.login ILIKE ${like} OR t.subject ILIKE ${like})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const rows = rowsOf<AgentTicketRow>(
    await exec.execute(sql`${agentSelect} WHERE ${where} ORDER BY (t.status IN ('closed', 'spam', 'solved')), t.waiting DESC, t.last_message_at ASC, t.id LIMIT ${query.limit} OFFSET ${query.offset}`),
  );
  const total = rowsOf<{ n: number }>(await exec.execute(sql`SELECT count(*)::int AS n FROM support_tickets t JOIN players u ON u.id = t.user_id WHERE ${where}`))[0]?.n ?? 0;
  const counts = rowsOf<{ status: string; n: number }>(await exec.execute(sql`SELECT status, count(*)::int AS n FROM support_tickets GROUP BY status`));
  return { items: rows.map(toAgentTicket), total: Number(total), counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])) };
}

async function ticketRow(exec: Executor, id: number, lock = false): Promise<AgentTicketRow> {
  // FOR UPDATE OF t: only the ticket is locked, not the users joined to it.
  const row = rowsOf<AgentTicketRow>(await exec.execute(sql`${agentSelect} WHERE t.id = ${id} ${lock ? sql`FOR UPDATE OF t` : sql``}`))[0];
  if (!row) throw ticketNotFound();
  return row;
}

export async function agentTicket(exec: Executor, id: number): Promise<AgentTicketResponse> {
  const row = await ticketRow(exec, id);
  return { ticket: toAgentTicket(row), messages: await messagesOf(exec, id) };
}

/** The live message for the player: the ticket, their unread total, and (for a new answer) a toast in their language. */
async function pushToPlayer(tx: Executor, ticket: AgentTicketRow, status: SupportStatus, withNotice: boolean): Promise<void> {
  const userId = Number(ticket.user_id);
  const locale = (ticket.locale === 'en' ? 'en' : 'ru') satisfies Locale;
  const notify = withNotice ? { notify: { content: translate('support_new_reply', locale, { subject: ticket.subject.slice(0, 60) }), type: 'info' as const } } : {};
  await emit(tx, [{ type: 'push', payload: { channel: userChannel(userId), data: { ...notify, support: { ticketId: Number(ticket.id), unread: await unreadOf(tx, userId), status } } } }]);
}

/**
 * An agent answers: the message and its files, the ticket taken by them if
 * nobody had it, in progress unless they set it otherwise, one more unread
 * message for the player, a live push with a toast, and the audit row — all
 * in one transaction.
 */
export async function agentReply(support: Support, actor: Actor, id: number, request: FastifyRequest): Promise<AgentTicketResponse> {
  await ticketRow(support.ctx.db, id);
  const form = await receiveForm(request, support.files, checkReply);
  await withFiles(support, form.files, (keys) =>
    support.ctx.db.transaction(async (tx) => {
      const before = await ticketRow(tx, id, true);
      const messageId = await insertMessage(tx, id, actor.id, true, form.message, form.files, keys);
      const status: SupportStatus = before.status === 'new' || before.status === 'open' ? 'in_progress' : (before.status as SupportStatus);
      const after = rowsOf<AgentTicketRow>(
        await tx.execute(sql`
          UPDATE support_tickets SET status = ${status}, assignee_id = coalesce(assignee_id, ${actor.id}), player_unread = player_unread + 1, waiting = false,
            updated_at = now(), last_message_at = now()
          WHERE id = ${id} RETURNING *`),
      )[0]!;
      await pushToPlayer(tx, { ...before, ...after }, status, true);
      await record(tx, {
        actorId: actor.id, action: 'support.reply', target: { type: 'support_ticket', id },
        details: { message: messageId, files: form.files.length, before: before.status, after: status, player: Number(before.user_id) },
        ip: actor.ip,
      });
    }),
  );
  support.ctx.eventsWritten();
  return agentTicket(support.ctx.db, id);
}

/** An agent sets a ticket's status (any of spec §4's); the player's open page follows live. */
export async function setStatus(support: Support, actor: Actor, id: number, status: SupportStatus): Promise<AgentTicketResponse> {
  await support.ctx.db.transaction(async (tx) => {
    const before = await ticketRow(tx, id, true);
    if (before.status === status) return;
    await tx.execute(sql`UPDATE support_tickets SET status = ${status}, updated_at = now(), waiting = CASE WHEN ${status} IN ('closed', 'spam', 'solved') THEN false ELSE waiting END WHERE id = ${id}`);
    await pushToPlayer(tx, before, status, false);
    await record(tx, { actorId: actor.id, action: 'support.status', target: { type: 'support_ticket', id }, details: { before: before.status, after: status, player: Number(before.user_id) }, ip: actor.ip });
  });
  support.ctx.eventsWritten();
  return agentTicket(support.ctx.db, id);
}

/** Assigns a ticket: to the caller (no agent given), to another support agent, or to nobody (null). */
export async function assignTicket(support: Support, actor: Actor, id: number, agentId: number | null | undefined): Promise<AgentTicketResponse> {
  const target = agentId === undefined ? actor.id : agentId;
  await support.ctx.db.transaction(async (tx) => {
    const before = await ticketRow(tx, id, true);
    if (target !== null) {
      const agent = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM players WHERE id = ${target} AND scope && ARRAY['support', 'admin']::text[] AND blocked_at IS NULL`))[0];
      if (!agent) throw new DomainError('support_agent_invalid', { status: 422, field: 'agentId' });
    }
    if ((before.assignee_id === null ? null : Number(before.assignee_id)) === target) return;
    await tx.execute(sql`UPDATE support_tickets SET assignee_id = ${target}, updated_at = now() WHERE id = ${id}`);
    await record(tx, {
      actorId: actor.id, action: 'support.assign', target: { type: 'support_ticket', id },
      details: { before: before.assignee_id === null ? null : Number(before.assignee_id), after: target, player: Number(before.user_id) }, ip: actor.ip,
    });
  });
  return agentTicket(support.ctx.db, id);
}

type CannedRow = { id: number; title: string; body: string; created_at: string | Date };
const toCanned = (r: CannedRow): CannedReply => ({ id: Number(r.id), title: r.title, body: r.body, createdAt: new Date(r.created_at).toISOString() });

export async function cannedReplies(exec: Executor): Promise<CannedReply[]> {
  return rowsOf<CannedRow>(await exec.execute(sql`SELECT * FROM support_canned_replies ORDER BY title, id LIMIT 500`)).map(toCanned);
}

export async function createCanned(support: Support, actor: Actor, input: { title: string; body: string }): Promise<CannedReply> {
  return support.ctx.db.transaction(async (tx) => {
    const row = rowsOf<CannedRow>(await tx.execute(sql`INSERT INTO support_canned_replies (title, body, created_by) VALUES (${input.title}, ${input.body}, ${actor.id}) RETURNING *`))[0]!;
    await record(tx, { actorId: actor.id, action: 'support.canned.create', target: { type: 'support_canned_reply', id: Number(row.id) }, details: { title: input.title }, ip: actor.ip });
    return toCanned(row);
  });
}

export async function deleteCanned(support: Support, actor: Actor, id: number): Promise<void> {
  await support.ctx.db.transaction(async (tx) => {
    const row = rowsOf<CannedRow>(await tx.execute(sql`DELETE FROM support_canned_replies WHERE id = ${id} RETURNING *`))[0];
    if (!row) throw new DomainError('support_canned_not_found', { status: 404 });
    await record(tx, { actorId: actor.id, action: 'support.canned.delete', target: { type: 'support_canned_reply', id }, details: { title: row.title }, ip: actor.ip });
  });
}
