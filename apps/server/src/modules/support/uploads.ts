import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_SUPPORT_FILE_BYTES, MAX_SUPPORT_FILES, supportBodySchema, supportSubjectSchema, type MessageCode } from '@azart/contracts';
import { DomainError, FieldErrors } from '../../shared/errors.ts';
import type { FileStore } from '../../shared/file-store.ts';

/** Images and PDFs, recognised by their content: a PNG named .pdf is a PNG, an executable named .png is refused. */
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/avif', 'image/bmp', 'application/pdf']);

/** Multipart names a browser may use for the files: `files[]` (the contract), `files` or `file`. */
const FILE_FIELDS = new Set(['files[]', 'files', 'file']);

export type ReadFile = { name: string; body: Buffer; tooLarge: boolean };
export type SupportForm = { fields: Record<string, string>; files: ReadFile[]; tooMany: boolean };
export type CheckedFile = { name: string; body: Buffer; type: string };

/**
 * The largest request body a support form may be: up to one file more than
 * allowed (so that "Maximum of 3 files allowed" can be told apart from a
 * broken body), each 8 MB and one byte, plus the text fields.
 */
export const SUPPORT_BODY_LIMIT = (MAX_SUPPORT_FILES + 1) * (MAX_SUPPORT_FILE_BYTES + 1) + 256 * 1024;

/**
 * Reads a support form (multipart: text fields and up to 3 files). Each file
 * is read into memory up to 8 MB and one byte more, so a larger one is told
 * apart without keeping it; a fourth file is counted and drained.
 */
export async function readSupportForm(request: FastifyRequest): Promise<SupportForm> {
  const form: SupportForm = { fields: {}, files: [], tooMany: false };
  if (!request.isMultipart()) return form;
  // throwFileSizeLimit: false marks a file over the limit as truncated instead of failing the request (the
  // plugin reads the option; its typings leave it out). files: one more than allowed, counted below.
  const options = { limits: { fileSize: MAX_SUPPORT_FILE_BYTES, files: MAX_SUPPORT_FILES + 1, fields: 10, fieldSize: 16_000, parts: 16 }, throwFileSizeLimit: false };
  try {
    for await (const part of request.parts(options as Parameters<typeof request.parts>[0])) {
      if (part.type === 'file') {
        // A form whose file input is left empty still sends a part with no name and no bytes: nothing was chosen.
        if (!FILE_FIELDS.has(part.fieldname) || form.files.length >= MAX_SUPPORT_FILES) {
          if (FILE_FIELDS.has(part.fieldname)) form.tooMany = true;
          part.file.resume();
          continue;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        if (!part.filename && body.length === 0) continue;
        form.files.push({ name: part.filename ?? '', body, tooLarge: part.file.truncated });
      } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // More file parts than even the spare one: too many files, said as the spec says it.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') return { ...form, tooMany: true };
    // A body that is not the multipart it claims to be (cut short, no boundary, too many parts): a client error.
    throw new DomainError('form_failed', { status: 400, cause: error });
  }
  return form;
}

/** The text of a field checked with its schema: the value, or the message code of what is wrong. */
function textOf(schema: typeof supportSubjectSchema, value: string | undefined): { value: string } | { problem: MessageCode } {
  const parsed = schema.safeParse(value ?? '');
  if (parsed.success) return { value: parsed.data };
  return { problem: (parsed.error.issues[0]?.message ?? 'invalid_value') as MessageCode };
}

/** Count and size of the files (spec §5, §9): the message under `files`, or none. */
function filesProblem(form: SupportForm): MessageCode | null {
  if (form.tooMany || form.files.length > MAX_SUPPORT_FILES) return 'support_files_too_many';
  if (form.files.some((f) => f.tooLarge)) return 'file_too_large';
  // A picked file with no bytes is what cloud-storage placeholders (a file not downloaded to the device) give.
  if (form.files.some((f) => f.body.length === 0)) return 'file_from_cloud';
  return null;
}

/** What the content of each file is; `file_type_invalid` when any is not an image or a PDF. */
async function recognise(files: ReadFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const type = await fileTypeFromBuffer(file.body);
    if (!type || !ALLOWED_TYPES.has(type.mime)) throw new FieldErrors({ files: 'file_type_invalid' });
    checked.push({ name: cleanName(file.name), body: file.body, type: type.mime });
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

/** A safe name to show and to offer for download: no path, no control characters, at most 120 characters. */
export function cleanName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const printable = [...base].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '"<>|:*?'.includes(c) ? '_' : c)).join('');
  return printable.slice(-120) || 'file';
}

/** Stores the files; if one fails, the ones stored before it are removed and the request is a 503 (nothing recorded). */
export async function storeFiles(store: FileStore, files: CheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await store.put('support', file.body));
  } catch (error) {
    await removeFiles(store, keys);
    throw new DomainError('form_failed', { status: 503, cause: error });
  }
  return keys;
}

export async function removeFiles(store: FileStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));
}
