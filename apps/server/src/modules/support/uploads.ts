import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_SUPPORT_FILE_BYTES, MAX_SUPPORT_FILES, supportBodySchema, supportSubjectSchema, type MessageCode } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError, FieldErrors } from '../../shared/errors.ts';
import type { FileStore } from '../../shared/file-store.ts';
import {
  contentProblem, discardReceived, downloadName, fileTooLarge, receiveFile, unreadableFileName, UPLOAD_QUOTA_BYTES_PER_DAY, watchForUnreadableFileNames,
  type ReceivedFile,
} from '../../shared/uploads.ts';

/** Images and PDFs, recognised by their content: a PNG named .pdf is a PNG, an executable named .png is refused. */
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/avif', 'image/bmp', 'application/pdf']);

/** Multipart names a browser may use for the files: `files[]` (the contract), `files` or `file`. */
const FILE_FIELDS = new Set(['files[]', 'files', 'file']);

export type SupportForm = { fields: Record<string, string>; files: ReceivedFile[] };
export type CheckedFile = { name: string; path: string; size: number; type: string };

/**
 * The largest request body a support form may be: 3 files of 8 MB and the
 * text fields. A declared length over it is refused before anything is read.
 */
export const SUPPORT_BODY_LIMIT = MAX_SUPPORT_FILES * MAX_SUPPORT_FILE_BYTES + 256 * 1024;

/**
 * Reads a support form (multipart: text fields and up to 3 files), each file
 * written to disk as it arrives (issue 20 item 3: memory stays flat). The
 * reading stops at the first limit crossed: a file over 8 MB is a 413, a
 * fourth file "Maximum of 3 files allowed"; a file part whose name the parser
 * cannot read is said so, never dropped in silence. Whatever was received is
 * removed when the form is refused.
 */
export async function readSupportForm(request: FastifyRequest, store: FileStore): Promise<SupportForm> {
  const form: SupportForm = { fields: {}, files: [] };
  if (!request.isMultipart()) return form;
  // throwFileSizeLimit: a file over the limit fails at the limit (the plugin reads the option; its typings leave it out).
  const options = { limits: { fileSize: MAX_SUPPORT_FILE_BYTES, files: MAX_SUPPORT_FILES + 1, fields: 10, fieldSize: 16_000, parts: 16 }, throwFileSizeLimit: true };
  const parts = request.parts(options as Parameters<typeof request.parts>[0])[Symbol.asyncIterator]();
  // The first step starts the parser; the watcher, added in the same tick, sees the body from its first byte.
  const first = parts.next();
  const names = watchForUnreadableFileNames(request);
  try {
    for (let step = await first; !step.done; step = await parts.next()) {
      const part = step.value;
      if (part.type === 'file') {
        if (!FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        // A fourth file: said at once, the rest of the body is not read.
        if (form.files.length >= MAX_SUPPORT_FILES) throw new FieldErrors({ files: 'support_files_too_many' });
        const file = await receiveFile(part, store, 'files');
        // A form whose file input is left empty still sends a part with no name and no bytes: nothing was chosen.
        if (!part.filename && file.size === 0) await discardReceived([file]);
        else form.files.push(file);
      } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await discardReceived(form.files);
    if (error instanceof DomainError || error instanceof FieldErrors) throw error;
    const code = (error as { code?: string }).code;
    // More file parts than even the spare one: too many files, said as the spec says it.
    if (code === 'FST_FILES_LIMIT') throw new FieldErrors({ files: 'support_files_too_many' });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge('files');
    // A body that is not the multipart it claims to be (cut short, no boundary, too many parts): a client error.
    throw new DomainError('form_failed', { status: 400, cause: error });
  }
  if (names.found()) {
    await discardReceived(form.files);
    throw unreadableFileName('files');
  }
  return form;
}

/** Bytes of files a player attached to support messages in the last 24 hours. */
export async function uploadedToday(exec: Executor, userId: number): Promise<number> {
  const [row] = rowsOf<{ bytes: number | string | null }>(
    await exec.execute(sql`
      SELECT sum(a.file_size) AS bytes FROM support_attachments a JOIN support_messages m ON m.id = a.message_id
      WHERE m.author_id = ${userId} AND m.created_at > now() - interval '1 day'`),
  );
  return Number(row?.bytes ?? 0);
}

/**
 * The player's daily upload quota (issue 20 item 3): refused before the body is read when it is spent, and
 * after it when this form's files would pass it. Agents have none.
 */
export async function checkQuota(exec: Executor, userId: number, adding = 0): Promise<void> {
  const used = await uploadedToday(exec, userId);
  if (adding === 0 ? used >= UPLOAD_QUOTA_BYTES_PER_DAY : used + adding > UPLOAD_QUOTA_BYTES_PER_DAY) {
    throw new DomainError('upload_quota_exceeded', { status: 429, field: 'files', params: { mb: UPLOAD_QUOTA_BYTES_PER_DAY / (1024 * 1024) } });
  }
}

/** The text of a field checked with its schema: the value, or the message code of what is wrong. */
function textOf(schema: typeof supportSubjectSchema, value: string | undefined): { value: string } | { problem: MessageCode } {
  const parsed = schema.safeParse(value ?? '');
  if (parsed.success) return { value: parsed.data };
  return { problem: (parsed.error.issues[0]?.message ?? 'invalid_value') as MessageCode };
}

/** Count of the files and their emptiness (spec §5, §9; sizes were checked while reading): the message under `files`, or none. */
function filesProblem(form: SupportForm): MessageCode | null {
  if (form.files.length > MAX_SUPPORT_FILES) return 'support_files_too_many';
  // A picked file with no bytes is what cloud-storage placeholders (a file not downloaded to the device) give.
  if (form.files.some((f) => f.size === 0)) return 'file_from_cloud';
  return null;
}

/**
 * What the content of each file is: `file_type_invalid` when any is not an image or a PDF, and no image too
 * large in pixels nor PDF with active content (issue 20 item 5).
 */
async function recognise(files: ReceivedFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const type = await fileTypeFromBuffer(file.head);
    if (!type || !ALLOWED_TYPES.has(type.mime)) throw new FieldErrors({ files: 'file_type_invalid' });
    const problem = contentProblem(file, type.mime);
    if (problem) throw new FieldErrors({ files: problem });
    checked.push({ name: cleanName(file.name), path: file.path, size: file.size, type: type.mime });
  }
  return checked;
}

/** A new ticket: subject, message and files; every problem at once, then the files' content. */
export async function checkNewTicket(form: SupportForm): Promise<{ subject: string; message: string; files: CheckedFile[] }> {
  const subject = textOf(supportSubjectSchema, form.fields.subject);
  const message = textOf(supportBodySchema, form.fields.message);
  const problems: Partial<Record<string, MessageCode>> = {};
  if ('problem' in subject) problems.subject = subject.problem;
  if ('problem' in message) problems.message = message.problem;
  const files = filesProblem(form);
  if (files) problems.files = files;
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return { subject: (subject as { value: string }).value, message: (message as { value: string }).value, files: await recognise(form.files) };
}

/** A reply: a message, or files alone. */
export async function checkReply(form: SupportForm): Promise<{ message: string; files: CheckedFile[] }> {
  const raw = form.fields.message ?? '';
  const message = raw.trim() === '' && form.files.length > 0 ? { value: '' } : textOf(supportBodySchema, raw);
  const problems: Partial<Record<string, MessageCode>> = {};
  if ('problem' in message) problems.message = message.problem;
  const files = filesProblem(form);
  if (files) problems.files = files;
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return { message: (message as { value: string }).value, files: await recognise(form.files) };
}

/** A safe name to show and to offer for download (no path, no control or bidirectional characters). */
export function cleanName(name: string): string {
  return downloadName(name, 'file');
}

/**
 * Reads and checks a form (`check`: a new ticket's or a reply's rules); the received files are removed when
 * anything refuses it. `quotaOf`: the player whose daily quota the files count against (none for agents).
 */
export async function receiveForm<T extends { files: CheckedFile[] }>(
  request: FastifyRequest, store: FileStore, check: (form: SupportForm) => Promise<T>, quota?: { exec: Executor; userId: number },
): Promise<T> {
  if (quota) await checkQuota(quota.exec, quota.userId);
  const form = await readSupportForm(request, store);
  try {
    const checked = await check(form);
    if (quota) await checkQuota(quota.exec, quota.userId, checked.files.reduce((total, f) => total + f.size, 0));
    return checked;
  } catch (error) {
    await discardReceived(form.files);
    throw error;
  }
}

/** Stores the files; if one fails, the ones stored before it are removed and the request is a 503 (nothing recorded). */
export async function storeFiles(store: FileStore, files: CheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await store.putReceived('support', file.path));
  } catch (error) {
    await removeFiles(store, keys);
    await discardReceived(files);
    throw new DomainError('form_failed', { status: 503, cause: error });
  }
  return keys;
}

export async function removeFiles(store: FileStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));
}
