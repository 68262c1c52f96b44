import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type SupportTicketResponse } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { registerPlayer, type Player, type TestApp } from '../../test/harness.ts';
import { cashierApp, staffMember } from '../../test/cashier.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { contentProblem, downloadName, imageDimensions, UPLOAD_QUOTA_BYTES_PER_DAY } from '../uploads.ts';

/**
 * Issue 20 items 3 and 5, as the attack run found them: bodies read to their end whatever their size, no
 * quota, decompression bombs and auto-run PDFs shown inline to staff, a right-to-left override in download
 * names, a bare CR in a file name dropping the attachment in silence, receipts without the sandboxing CSP.
 */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2a4c70000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pngOf = (width: number, height: number) => {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
};
const AUTORUN_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction 2 0 R>>endobj\n2 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const ESCAPED_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Names<</J#61vaScript 2 0 R>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let app: TestApp;
beforeAll(async () => {
  app = await cashierApp();
});
afterAll(async () => {
  await app?.close();
});

const file = (filename: string, type: string, body: Buffer): Part => ({ name: 'files[]', filename, type, body });
const text: Part[] = [{ name: 'subject', value: 'Чек' }, { name: 'message', value: 'Вот файл' }];
const ticket = (who: Player, parts: Part[], lang = 'ru') => {
  const { payload, headers } = multipart([...text, ...parts]);
  return app.app.inject({ method: 'POST', url: '/api/support/tickets', headers: { ...who.auth, ...headers, 'accept-language': lang }, payload });
};
const ticketCount = async (who: Player) => rowsOf(await app.ctx.db.execute(sql`SELECT 1 FROM support_tickets WHERE user_id = ${who.id}`)).length;

describe('file checks', () => {
  it('download names lose controls, bidirectional overrides and invisible characters', () => {
    expect(downloadName('invoice\u202egpj.exe', 'file')).toBe('invoice_gpj.exe');
    expect(downloadName('a\u2066b\u2069c\u200fd\u200b.png', 'file')).toBe('a_b_c_d_.png');
    expect(downloadName('../../etc/фото\r\n.jpg', 'file')).toBe('фото__.jpg');
    expect(downloadName('\u202e', 'file')).toBe('_');
    expect(downloadName('', 'receipt')).toBe('receipt');
  });

  it('reads image sizes and refuses decompression bombs and PDFs that act by themselves', () => {
    expect(imageDimensions(PNG, 'image/png')).toEqual({ width: 1, height: 1 });
    expect(contentProblem({ head: PNG, pdfActive: false }, 'image/png')).toBeNull();
    expect(contentProblem({ head: pngOf(60_000, 60_000), pdfActive: false }, 'image/png')).toBe('file_image_dimensions');
    expect(contentProblem({ head: pngOf(10_000, 10_000), pdfActive: false }, 'image/png')).toBe('file_image_dimensions');
    expect(contentProblem({ head: pngOf(8_000, 6_000), pdfActive: false }, 'image/png')).toBeNull();
    expect(contentProblem({ head: PNG.subarray(0, 10), pdfActive: false }, 'image/png')).toBe('file_image_dimensions');
  });
});

describe('support attachments', () => {
  it('refuses a 60 000 × 60 000 PNG and a PDF with an auto-run script (also with escaped names), storing nothing', async () => {
    const player = await registerPlayer(app);
    const bomb = await ticket(player, [file('bomb.png', 'image/png', pngOf(60_000, 60_000))], 'en');
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toEqual({ error: { files: [MESSAGES.file_image_dimensions.en] }, code: 'file_image_dimensions' });
    for (const pdf of [AUTORUN_PDF, ESCAPED_PDF]) {
      const active = await ticket(player, [file('invoice.pdf', 'application/pdf', pdf)]);
      expect(active.statusCode).toBe(422);
      expect(active.json()).toEqual({ error: { files: [MESSAGES.file_pdf_active.ru] }, code: 'file_pdf_active' });
    }
    expect(await ticketCount(player)).toBe(0);
  });

  it('keeps a file whose name carries a right-to-left override, under a clean name; a PDF is only a download, sandboxed', async () => {
    const player = await registerPlayer(app);
    const sent = await ticket(player, [file('invoice\u202efdp.exe.pdf', 'application/pdf', PDF)]);
    expect(sent.statusCode, sent.body).toBe(200);
    const { ticket: t, messages } = sent.json<SupportTicketResponse>();
    const attachment = messages[0]!.attachments[0]!;
    expect(attachment.name).toBe('invoice_fdp.exe.pdf');
    const download = await app.app.inject({ method: 'GET', url: `/api/support/tickets/${t.id}/files/${attachment.id}`, headers: player.auth });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(String(download.headers['content-disposition'])).not.toContain('%E2%80%AE');
  });

  it('says a file name with a bare CR could not be read instead of dropping the file', async () => {
    const player = await registerPlayer(app);
    const boundary = 'cr-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nЧек\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nВот файл\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="rec\rpt.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await app.app.inject({ method: 'POST', url: '/api/support/tickets', headers: { ...player.auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json()).toEqual({ error: { files: [MESSAGES.file_name_unreadable.ru] }, code: 'file_name_unreadable' });
    expect(await ticketCount(player)).toBe(0);
  });

  it('has a daily quota per player, said clearly in both languages', async () => {
    const player = await registerPlayer(app);
    const first = await ticket(player, [file('a.png', 'image/png', PNG)]);
    expect(first.statusCode, first.body).toBe(200);
    // As if the player had already sent the day's worth of files.
    await app.ctx.db.execute(sql`
      UPDATE support_attachments SET file_size = ${UPLOAD_QUOTA_BYTES_PER_DAY} WHERE message_id IN (SELECT id FROM support_messages WHERE author_id = ${player.id})`);
    for (const lang of ['ru', 'en'] as const) {
      const refused = await ticket(player, [file('b.png', 'image/png', PNG)], lang);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: { files: [MESSAGES.upload_quota_exceeded[lang].replace('{mb}', '64')] }, code: 'upload_quota_exceeded' });
    }
    expect(await ticketCount(player)).toBe(1);
  });

  it('stops reading a 60 MB file at the limit with a 413 (declared length or not), over real HTTP', async () => {
    const player = await registerPlayer(app);
    const url = new URL(app.url!);
    const boundary = 'big-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nЧек\r\n--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nx\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const total = 60 * 1024 * 1024;
    /** Sends up to 60 MB in 64 KB chunks; how much went out before the answer came, and the answer. */
    const send = (declare: boolean) =>
      new Promise<{ status: number; sentBytes: number; body: string }>((resolve, reject) => {
        let sentBytes = 0;
        let answered = false;
        const headers: Record<string, string> = { ...player.auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
        if (declare) headers['content-length'] = String(head.length + total);
        const request = http.request({ host: url.hostname, port: url.port, path: '/api/support/tickets', method: 'POST', headers }, (response) => {
          answered = true;
          let body = '';
          response.on('data', (c: Buffer) => (body += c.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, sentBytes, body }));
          response.on('error', reject);
        });
        request.on('error', () => undefined);
        const chunk = Buffer.concat([PNG, Buffer.alloc(64 * 1024 - PNG.length)]);
        const pump = () => {
          while (!answered && sentBytes < total) {
            sentBytes += chunk.length;
            if (!request.write(sentBytes === chunk.length ? Buffer.concat([head, chunk]) : chunk)) return void request.once('drain', pump);
          }
          if (!answered) request.end();
        };
        pump();
      });
    const declared = await send(true);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).code).toBe('payload_too_large');
    expect(declared.sentBytes).toBeLessThan(16 * 1024 * 1024);
    const chunked = await send(false);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ error: { files: [MESSAGES.file_too_large.ru] }, code: 'file_too_large' });
    // The limit is 8 MB: what was read past it is at most what the sockets' buffers held.
    expect(chunked.sentBytes).toBeLessThan(24 * 1024 * 1024);
    expect(await ticketCount(player)).toBe(0);
  });
});

describe('deposit receipts for staff', () => {
  it('are served like support attachments: sandboxing CSP, nosniff, a PDF as a download', async () => {
    const player = await registerPlayer(app);
    const support = await staffMember(app, 'support');
    const created = await app.app.inject({ method: 'POST', url: '/api/payments/deposits', headers: { ...player.auth, 'idempotency-key': `k-${player.id}` }, payload: { method: 'card', amount: 50_000 } });
    expect(created.statusCode, created.body).toBe(200);
    const depositId = created.json<{ deposit: { id: number } }>().deposit.id;
    const { payload, headers } = multipart([
      { name: 'depositId', value: String(depositId) },
      { name: 'comment', value: 'Оплатил' },
      { name: 'file', filename: 'чек\u202efdp.pdf', type: 'application/pdf', body: PDF },
    ]);
    const claim = await app.app.inject({ method: 'POST', url: '/api/payments/deposit-claims', headers: { ...player.auth, ...headers }, payload });
    expect(claim.statusCode, claim.body).toBe(200);
    const id = claim.json<{ claim: { id: number } }>().claim.id;
    const receipt = await app.app.inject({ method: 'GET', url: `/api/admin/deposit-claims/${id}/file`, headers: support.auth });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(receipt.headers['x-content-type-options']).toBe('nosniff');
    expect(receipt.headers['content-disposition']).toMatch(/^attachment; filename="____fdp.pdf"/);
  });
});
