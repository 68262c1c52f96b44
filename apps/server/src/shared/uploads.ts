import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageCode } from '@azart/contracts';
import { DomainError, FieldErrors } from './errors.ts';
import type { FileStore } from './file-store.ts';

/**
 * What every form with files shares (issue 20 items 3 and 5): limits enforced
 * while the body arrives, files written to disk as they arrive (memory stays
 * flat however many upload at once), their content checked (images' size in
 * pixels, PDFs' active content), safe download names, and one way to send a
 * stored file back.
 */

/** The first bytes of a file kept in memory: enough to recognise its type and read an image's dimensions. */
const HEAD_BYTES = 256 * 1024;
/** Images larger than this (a side, all pixels) are refused: a small PNG can decode into gigabytes in a staff browser. */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 64 * 1024 * 1024;
/** What one player may upload per 24 hours in each module's forms (tickets, receipts). */
export const UPLOAD_QUOTA_BYTES_PER_DAY = 64 * 1024 * 1024;

/** A file received from a form, already written to the store's incoming area (not yet stored under a key). */
export type ReceivedFile = { name: string; path: string; size: number; head: Buffer; pdfActive: boolean };

/**
 * A request whose declared length is over `maxBytes` is refused with a 413 before a byte of it is read (a
 * route's onRequest hook). A body with no declared length is bounded by the form's limits while it is read.
 */
export function refuseDeclaredOver(maxBytes: number) {
  return async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw new DomainError('payload_too_large', { status: 413 });
  };
}

/**
 * Options for a route that takes files: a declared length over `maxBytes` refused before reading, and an answer
 * given before the body was read to its end (a 413, a form refused at its first problem) closes the connection,
 * so the rest is never read (Node would otherwise read and discard it, however large).
 */
export function uploadRouteOptions(maxBytes: number) {
  return {
    bodyLimit: maxBytes,
    onRequest: refuseDeclaredOver(maxBytes),
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.raw.complete) reply.header('connection', 'close');
      return payload;
    },
  };
}

/** The 413 for a file over its size limit, under its field; the body is not read further (the connection closes). */
export function fileTooLarge(field: string, code: MessageCode = 'file_too_large'): DomainError {
  return new DomainError(code, { status: 413, field });
}

/**
 * Writes one file part to the store's incoming area as it arrives, keeping its head for the checks. A part over
 * the size limit stops the reading at once with a 413 (the multipart parser's `throwFileSizeLimit`), and its
 * partial file is removed.
 */
export async function receiveFile(part: { filename?: string; file: Readable & { truncated?: boolean } }, store: FileStore, field: string, tooLargeCode: MessageCode = 'file_too_large'): Promise<ReceivedFile> {
  const path = await store.incoming();
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const pdf = pdfActionScanner();
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        const take = chunk.subarray(0, HEAD_BYTES - headSize);
        head.push(take);
        headSize += take.length;
      }
      pdf.push(chunk);
      done(null, chunk);
    },
  });
  // At the limit the parser only stops passing bytes on and would read the part to its end: stop it there.
  part.file.once('limit', () => part.file.destroy(fileTooLarge(field, tooLargeCode)));
  try {
    await pipeline(part.file, watch, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    await rm(path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw fileTooLarge(field, tooLargeCode);
    throw error;
  }
  if (part.file.truncated) {
    await rm(path, { force: true });
    throw fileTooLarge(field, tooLargeCode);
  }
  return { name: part.filename ?? '', path, size, head: Buffer.concat(head), pdfActive: pdf.found() };
}

/** Removes received files that were not stored (a refused form, a failed write). */
export async function discardReceived(files: readonly { path: string }[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.path, { force: true }).catch(() => undefined)));
}

/**
 * Names of PDF features that run something or act by themselves: scripts, actions on open or on events,
 * launching programs, submitting forms, embedded files and media. Names may escape letters as #xx; they are
 * decoded first. A PDF can also hide them in compressed object streams, which is why PDFs are only ever
 * served as downloads under a sandboxing CSP (sendStoredFile), whatever this scan says.
 */
const PDF_ACTIVE_NAME = /^(?:JavaScript|JS|OpenAction|AA|Launch|SubmitForm|ImportData|RichMedia|EmbeddedFiles?|XFA|GoToE|GoToR)$/;
const PDF_NAME = /\/([^\s/<>[\]()%{}]+)/g;
const OVERLAP = 64;

function pdfActionScanner() {
  let carry = '';
  let found = false;
  return {
    push(chunk: Buffer) {
      if (found) return;
      const text = carry + chunk.toString('latin1');
      for (const match of text.matchAll(PDF_NAME)) {
        // A name cut by the chunk's end is looked at again with the next chunk.
        if (match.index + match[0].length === text.length) continue;
        const name = match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (PDF_ACTIVE_NAME.test(name)) {
          found = true;
          return;
        }
      }
      carry = text.slice(-OVERLAP);
    },
    found: () => found,
  };
}

/** Width and height of an image from its first bytes (PNG, GIF, JPEG, WebP, BMP, AVIF/HEIC); null when they cannot be read. */
export function imageDimensions(head: Buffer, mime: string): { width: number; height: number } | null {
  try {
    switch (mime) {
      case 'image/png':
        return head.toString('latin1', 12, 16) === 'IHDR' ? { width: head.readUInt32BE(16), height: head.readUInt32BE(20) } : null;
      case 'image/gif':
        return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
      case 'image/bmp':
        return { width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) };
      case 'image/jpeg':
        return jpegDimensions(head);
      case 'image/webp':
        return webpDimensions(head);
      case 'image/avif':
      case 'image/heic': {
        const at = head.indexOf('ispe', 0, 'latin1');
        return at < 0 ? null : { width: head.readUInt32BE(at + 8), height: head.readUInt32BE(at + 12) };
      }
      default:
        return null;
    }
  } catch {
    // Shorter than its header says: unreadable.
    return null;
  }
}

function jpegDimensions(head: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start-of-frame markers (C0–CF except DHT C4, JPG C8, DAC CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: head.readUInt16BE(at + 5), width: head.readUInt16BE(at + 7) };
    }
    at += 2 + head.readUInt16BE(at + 2);
  }
  return null;
}

function webpDimensions(head: Buffer): { width: number; height: number } | null {
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + head.readUIntLE(24, 3), height: 1 + head.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  return null;
}

/**
 * What is wrong with a received file's content, given the type it was recognised as: an image too large in
 * pixels (or whose size cannot be read), or a PDF with active content; null when it may be kept.
 */
export function contentProblem(file: Pick<ReceivedFile, 'head' | 'pdfActive'>, mime: string): MessageCode | null {
  if (mime === 'application/pdf') return file.pdfActive ? 'file_pdf_active' : null;
  if (mime.startsWith('image/')) {
    const size = imageDimensions(file.head, mime);
    if (!size || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) return 'file_image_dimensions';
  }
  return null;
}

/**
 * Characters a download name must not carry: controls (C0, DEL, C1), bidirectional overrides and isolates (a
 * right-to-left override turns `gpj.exe` into what reads as `exe.jpg`), zero-width and other invisible format
 * characters, line and paragraph separators, and what file systems forbid.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\ufff9-\ufffb"<>|:*?\\/]/gu;

/** A safe name to show and to offer for download: no path, none of the characters above, at most 120 characters. */
export function downloadName(name: string, fallback: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '').toWellFormed();
  const cleaned = base.replace(UNSAFE_IN_NAME, '_').trim();
  return [...cleaned].slice(-120).join('') || fallback;
}

/**
 * Sends a stored file as the type its content was recognised as: images inline, PDFs (which can carry
 * scripts) only as downloads; never sniffed again (nosniff), and never able to run anything, opened directly
 * or not (a sandboxing CSP).
 */
export function sendStoredFile(reply: FastifyReply, file: { stream: NodeJS.ReadableStream; size: number; type: string; name: string }): FastifyReply {
  const ascii = file.name.replace(/[^\w.-]/g, '_');
  const disposition = file.type.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.type)
    .header('content-length', String(file.size))
    .header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/**
 * Watches a multipart body as it arrives for a file part whose headers break a line with a bare CR or LF (in
 * its name): the parser skips such a part without a word, so the form would go through without its file. Call
 * it in the same tick as the parts iterator's first step, so it sees every chunk from the first.
 */
export function watchForUnreadableFileNames(request: FastifyRequest): { found(): boolean } {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const delimiter = boundary ? `--${boundary[1] ?? boundary[2]}` : null;
  let found = false;
  if (!delimiter) return { found: () => false };
  let carry = '';
  const onData = (chunk: Buffer) => {
    if (found) return;
    const text = carry + chunk.toString('latin1');
    let at = text.indexOf(delimiter);
    while (at !== -1) {
      const start = at + delimiter.length;
      const end = text.indexOf('\r\n\r\n', start);
      // Headers not complete yet: looked at again with the next chunk.
      if (end === -1) break;
      const headers = text.slice(start, end);
      if (/filename\*?\s*=/i.test(headers) && /\r(?!\n)|(?<!\r)\n/.test(headers.replace(/^\r\n/, ''))) {
        found = true;
        request.raw.off('data', onData);
        return;
      }
      at = text.indexOf(delimiter, end);
    }
    // Keep enough to see a delimiter and its headers cut by the chunk's end (headers are small).
    const keepFrom = at === -1 ? Math.max(0, text.length - delimiter.length - 2) : at;
    carry = text.length - keepFrom > 16_384 ? '' : text.slice(keepFrom);
  };
  request.raw.on('data', onData);
  return { found: () => found };
}

/** A form refused because a file's name could not be read (see watchForUnreadableFileNames). */
export const unreadableFileName = (field: string) => new FieldErrors({ [field]: 'file_name_unreadable' });
