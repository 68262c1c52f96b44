import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentTicketList, AgentTicketResponse, AuthResponse, SupportTicketList, SupportTicketResponse } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { connectClient, createTestApp, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

/**
 * Support tickets (issue 14 items 5–6): every attachment message of spec §5
 * in both languages, files recognised by their content, another player's
 * ticket or file is a 404, an agent's answer arrives live, statuses and the
 * player's close, and every agent action audited.
 */
let app: TestApp;
let agent: Player;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
  agent = await registerPlayer(app);
  // As `npm run grant-scope` would.
  await app.ctx.db.execute(sql`UPDATE users SET scope = '{player,support}'::text[] WHERE id = ${agent.id}`);
});
afterAll(async () => {
  await app?.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2a4c70000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);

const file = (filename: string, type: string, body: Buffer): Part => ({ name: 'files[]', filename, type, body });


function post(who: Player, url: string, parts: Part[], lang = 'ru') {
  const { payload, headers } = multipart(parts);
  return app.app.inject({ method: 'POST', url, headers: { ...who.auth, ...headers, 'accept-language': lang }, payload });
}
const get = (who: Player | null, url: string) => app.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });
const postJson = (who: Player, url: string, payload?: object) => app.app.inject({ method: 'POST', url, headers: who.auth, ...(payload ? { payload } : {}) });

const text = (subject: string, message: string): Part[] => [{ name: 'subject', value: subject }, { name: 'message', value: message }];

async function openTicket(who: Player, parts: Part[] = []): Promise<SupportTicketResponse> {
  const sent = await post(who, '/api/support/tickets', [...text('Не пришел депозит', 'Оплатил картой, деньги не пришли'), ...parts]);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<SupportTicketResponse>();
}

async function ticketCount(who: Player): Promise<number> {
  return rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM support_tickets WHERE user_id = ${who.id}`))[0]!.n;
}

describe('the form', () => {
  it('says every attachment message of spec §5 (and the text fields\') in Russian and in English, and stores nothing', async () => {
    const player = await registerPlayer(app);
    const empty = await post(player, '/api/support/tickets', []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toEqual({ subject: ['Укажите тему обращения'], message: ['Напишите сообщение'] });
    expect((await post(player, '/api/support/tickets', [], 'en')).json().error).toEqual({ subject: ['Enter a subject'], message: ['Write a message'] });

    const four = [1, 2, 3, 4].map((i) => file(`${i}.png`, 'image/png', PNG));
    for (const [lang, message] of [['ru', 'Можно прикрепить не более 3 файлов'], ['en', 'Maximum of 3 files allowed']] as const) {
      const tooMany = await post(player, '/api/support/tickets', [...text('a', 'b'), ...four], lang);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().error).toEqual({ files: [message] });
      // Far more than the one spare file part the parser counts: still the same message, not a broken form.
      const six = await post(player, '/api/support/tickets', [...text('a', 'b'), ...four, ...four.slice(0, 2)], lang);
      expect(six.json().error).toEqual({ files: [message] });
    }
    for (const [lang, message] of [['ru', 'Допустимы только изображения и PDF'], ['en', 'Only images and PDF format are allowed']] as const) {
      // An executable renamed to .png is what it is.
      const exe = await post(player, '/api/support/tickets', [...text('a', 'b'), file('photo.png', 'image/png', EXE)], lang);
      expect(exe.statusCode).toBe(422);
      expect(exe.json().error).toEqual({ files: [message] });
      const txt = await post(player, '/api/support/tickets', [...text('a', 'b'), file('notes.pdf', 'application/pdf', Buffer.from('just text, not a pdf'))], lang);
      expect(txt.json().error).toEqual({ files: [message] });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]);
    for (const [lang, message] of [['ru', 'Максимальный размер файла 8 МБ'], ['en', 'Maximum file size 8 MB']] as const) {
      const tooLarge = await post(player, '/api/support/tickets', [...text('a', 'b'), file('big.png', 'image/png', big)], lang);
      // Refused at the limit, the rest of the body unread (issue 20 item 3): a 413, the message under the field.
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error).toEqual({ files: [message] });
    }
    const broken = await app.app.inject({ method: 'POST', url: '/api/support/tickets', headers: { ...player.auth, 'content-type': 'multipart/form-data; boundary=x' }, payload: 'true' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('form_failed');
    expect(await ticketCount(player)).toBe(0);
  });

  it('takes up to 3 images and PDFs recognised by content: a PNG named .pdf is an image', async () => {
    const player = await registerPlayer(app);
    const { ticket, messages } = await openTicket(player, [file('scan.pdf', 'application/pdf', PNG), file('receipt.pdf', 'application/pdf', PDF), file('../../etc/фото.jpg', 'image/jpeg', PNG)]);
    expect(ticket).toMatchObject({ subject: 'Не пришел депозит', status: 'new', unread: 0 });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ author: 'player', body: 'Оплатил картой, деньги не пришли' });
    expect(messages[0]!.attachments.map((a) => [a.name, a.type])).toEqual([['scan.pdf', 'image/png'], ['receipt.pdf', 'application/pdf'], ['фото.jpg', 'image/png']]);

    const download = await get(player, `/api/support/tickets/${ticket.id}/files/${messages[0]!.attachments[0]!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    // An empty file input (no file chosen) is no file at all.
    const reply = await post(player, `/api/support/tickets/${ticket.id}/messages`, [{ name: 'message', value: 'ещё' }, file('', 'application/octet-stream', Buffer.alloc(0))]);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<SupportTicketResponse>().messages.at(-1)!.attachments).toEqual([]);
    const list = (await get(player, '/api/support/tickets')).json<SupportTicketList>();
    expect(list.items.map((t) => t.id)).toEqual([ticket.id]);
  });
});

describe('another player\'s ticket', () => {
  it('is a 404 everywhere, its files too; support may open them', async () => {
    const owner = await registerPlayer(app);
    const stranger = await registerPlayer(app);
    const { ticket, messages } = await openTicket(owner, [file('a.png', 'image/png', PNG)]);
    const fileId = messages[0]!.attachments[0]!.id;
    const own = await openTicket(stranger, [file('b.pdf', 'application/pdf', PDF)]);

    const read = await get(stranger, `/api/support/tickets/${ticket.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: 'Обращение не найдено', code: 'support_ticket_not_found' });
    expect((await get(stranger, `/api/support/tickets/999999999`)).json()).toEqual(read.json());
    expect((await post(stranger, `/api/support/tickets/${ticket.id}/messages`, [{ name: 'message', value: 'hi' }])).statusCode).toBe(404);
    expect((await postJson(stranger, `/api/support/tickets/${ticket.id}/close`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/support/tickets/${ticket.id}/files/${fileId}`)).statusCode).toBe(404);
    // The owner's file through the stranger's own ticket id is not theirs either.
    expect((await get(stranger, `/api/support/tickets/${own.ticket.id}/files/${fileId}`)).statusCode).toBe(404);
    expect((await get(stranger, '/api/support/tickets')).json<SupportTicketList>().items.map((t) => t.id)).toEqual([own.ticket.id]);
    expect((await get(null, `/api/support/tickets/${ticket.id}`)).statusCode).toBe(401);
    expect((await get(stranger, `/api/support/tickets/abc`)).statusCode).toBe(422);
    // Nothing changed for the owner.
    const mine = (await get(owner, `/api/support/tickets/${ticket.id}`)).json<SupportTicketResponse>();
    expect(mine.ticket.status).toBe('new');
    expect(mine.messages).toHaveLength(1);

    expect((await get(agent, `/api/support/tickets/${ticket.id}/files/${fileId}`)).statusCode).toBe(200);
    expect((await get(agent, `/api/support/agent/tickets/${ticket.id}/files/${fileId}`)).statusCode).toBe(200);
    expect((await get(stranger, `/api/support/agent/tickets/${ticket.id}/files/${fileId}`)).statusCode).toBe(403);
    expect((await get(stranger, '/api/support/agent/tickets')).statusCode).toBe(403);
  });
});

describe('the chat', () => {
  it('delivers an agent\'s answer live with a toast in the player\'s language and counts it unread until opened', async () => {
    const player = await registerPlayer(app);
    const { ticket } = (await post(player, '/api/support/tickets', text('Withdrawal', 'Where is my money?'), 'en')).json<SupportTicketResponse>();
    const token = (await get(player, '/api/auth/me')).json<{ user: AuthResponse['user'] }>().user.centrifugo_token;
    const client = await connectClient(app.url!, token);
    try {
      const answered = await post(agent, `/api/support/agent/tickets/${ticket.id}/messages`, [{ name: 'message', value: 'It is on its way.' }, file('proof.png', 'image/png', PNG)]);
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json<AgentTicketResponse>().ticket).toMatchObject({ status: 'in_progress', assignee: { id: agent.id }, waiting: false });
      const live = await client.next((p) => p.data.support?.ticketId === ticket.id);
      expect(live.channel).toBe(`usr#${player.id}`);
      expect(live.data.support).toMatchObject({ ticketId: ticket.id, unread: 1, status: 'in_progress' });
      expect(live.data.notify).toMatchObject({ content: 'Support replied to your ticket “Withdrawal”', type: 'info' });
    } finally {
      client.socket.close();
    }
    expect((await get(player, '/api/support/unread')).json()).toEqual({ unread: 1 });
    expect((await get(player, '/api/support/tickets')).json<SupportTicketList>()).toMatchObject({ unread: 1, items: [{ id: ticket.id, unread: 1 }] });
    const opened = (await get(player, `/api/support/tickets/${ticket.id}`)).json<SupportTicketResponse>();
    expect(opened.messages.map((m) => m.author)).toEqual(['player', 'agent']);
    expect(opened.messages[1]!.attachments).toHaveLength(1);
    expect((await get(player, '/api/support/unread')).json()).toEqual({ unread: 0 });
  });

  it('moves through the statuses: the player\'s reply reopens, the player closes, a closed ticket takes no more', async () => {
    const player = await registerPlayer(app);
    const { ticket } = await openTicket(player);
    const status = async () => (await get(player, `/api/support/tickets/${ticket.id}`)).json<SupportTicketResponse>().ticket.status;
    await post(agent, `/api/support/agent/tickets/${ticket.id}/messages`, [{ name: 'message', value: 'Проверяем' }]);
    expect(await status()).toBe('in_progress');
    await post(player, `/api/support/tickets/${ticket.id}/messages`, [{ name: 'message', value: 'Жду' }]);
    expect(await status()).toBe('open');
    expect((await postJson(agent, `/api/support/agent/tickets/${ticket.id}/status`, { status: 'solved' })).json<AgentTicketResponse>().ticket.status).toBe('solved');
    await post(player, `/api/support/tickets/${ticket.id}/messages`, [{ name: 'message', value: 'Не решено' }]);
    expect(await status()).toBe('open');
    const invalid = await postJson(agent, `/api/support/agent/tickets/${ticket.id}/status`, { status: 'deleted' });
    expect(invalid.statusCode).toBe(422);

    const closed = await postJson(player, `/api/support/tickets/${ticket.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<SupportTicketResponse>().ticket.status).toBe('closed');
    expect((await postJson(player, `/api/support/tickets/${ticket.id}/close`)).json<SupportTicketResponse>().ticket.status).toBe('closed');
    const late = await post(player, `/api/support/tickets/${ticket.id}/messages`, [{ name: 'message', value: 'ещё' }], 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'The ticket is closed; please create a new one', code: 'support_ticket_closed' });

    const spam = await openTicket(player);
    await postJson(agent, `/api/support/agent/tickets/${spam.ticket.id}/status`, { status: 'spam' });
    expect((await postJson(player, `/api/support/tickets/${spam.ticket.id}/close`)).json<SupportTicketResponse>().ticket.status).toBe('spam');
  });
});

describe('the agents\' side', () => {
  it('filters the queue, assigns, answers, sets statuses and keeps canned replies, every action audited', async () => {
    const player = await registerPlayer(app);
    const { ticket } = await openTicket(player);
    const queue = (await get(agent, `/api/support/agent/tickets?status=new&q=${player.login}`)).json<AgentTicketList>();
    expect(queue.items.map((t) => t.id)).toEqual([ticket.id]);
    expect(queue.items[0]).toMatchObject({ player: { id: player.id, login: player.login }, assignee: null, waiting: true });
    expect(queue.counts.new).toBeGreaterThanOrEqual(1);
    expect((await get(agent, `/api/support/agent/tickets?q=${player.login}&status=closed`)).json<AgentTicketList>().items).toEqual([]);
    expect((await get(agent, '/api/support/agent/tickets?status=nope')).statusCode).toBe(422);

    const taken = await postJson(agent, `/api/support/agent/tickets/${ticket.id}/assign`, {});
    expect(taken.json<AgentTicketResponse>().ticket.assignee).toEqual({ id: agent.id, login: agent.login });
    expect((await get(agent, `/api/support/agent/tickets?assignee=me&q=${player.login}`)).json<AgentTicketList>().items.map((t) => t.id)).toEqual([ticket.id]);
    const notAgent = await postJson(agent, `/api/support/agent/tickets/${ticket.id}/assign`, { agentId: player.id });
    expect(notAgent.statusCode).toBe(422);
    expect(notAgent.json().code).toBe('support_agent_invalid');
    await post(agent, `/api/support/agent/tickets/${ticket.id}/messages`, [{ name: 'message', value: 'Здравствуйте' }]);
    await postJson(agent, `/api/support/agent/tickets/${ticket.id}/status`, { status: 'solved' });
    await postJson(agent, `/api/support/agent/tickets/${ticket.id}/assign`, { agentId: null });

    const canned = await postJson(agent, '/api/support/agent/canned', { title: `Приветствие ${ticket.id}`, body: 'Здравствуйте! Чем можем помочь?' });
    expect(canned.statusCode).toBe(200);
    const cannedId = canned.json<{ reply: { id: number } }>().reply.id;
    expect((await get(agent, '/api/support/agent/canned')).json<{ items: { id: number }[] }>().items.some((c) => c.id === cannedId)).toBe(true);
    expect((await postJson(agent, `/api/support/agent/canned/${cannedId}/delete`)).statusCode).toBe(200);
    expect((await postJson(agent, `/api/support/agent/canned/${cannedId}/delete`)).statusCode).toBe(404);

    const audit = rowsOf<{ action: string; actor_id: number }>(
      await app.ctx.db.execute(sql`SELECT action, actor_id FROM audit_log WHERE (target_type = 'support_ticket' AND target_id = ${String(ticket.id)}) OR (target_type = 'support_canned_reply' AND target_id = ${String(cannedId)}) ORDER BY id`),
    );
    expect(audit.map((a) => a.action)).toEqual(['support.assign', 'support.reply', 'support.status', 'support.assign', 'support.canned.create', 'support.canned.delete']);
    expect(audit.every((a) => Number(a.actor_id) === agent.id)).toBe(true);
  });
});
