import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { isPlainText, MAX_RECEIPT_BYTES, type AdminClaim, type DepositClaim, type Locale, type MessageCode } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { DomainError, FieldErrors, isUniqueViolation } from '../../shared/errors.ts';
import type { FileStore } from '../../shared/file-store.ts';
import {
  contentProblem, discardReceived, downloadName, fileTooLarge, receiveFile, unreadableFileName, UPLOAD_QUOTA_BYTES_PER_DAY, watchForUnreadableFileNames,
  type ReceivedFile,
} from '../../shared/uploads.ts';
import { record } from '../audit/index.ts';
import { emit } from '../outbox/index.ts';
import { creditDeposit } from './deposits.ts';
import type { Payments } from './payments.ts';
import { toClaim, toDeposit, type ClaimRow, type DepositRow } from './views.ts';
import type { Actor } from './withdrawals.ts';

/** Receipts are images or PDFs, recognised by their content (a renamed file is what it really is). */
const RECEIPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/avif', 'application/pdf']);

type Upload = { depositId?: string; comment?: string; file?: ReceivedFile };

/** The largest "deposit not received" form: one receipt of 8 MB and its two text fields. */
export const CLAIM_BODY_LIMIT = MAX_RECEIPT_BYTES + 64 * 1024;

/**
 * Reads a "deposit not received" form (multipart: depositId, comment, file),
 * the file written to disk as it arrives and refused at its limit with a 413
 * (issue 20 item 3); a file part whose name the parser cannot read is said so.
 */
async function readUpload(request: FastifyRequest, store: FileStore): Promise<Upload> {
  if (!request.isMultipart()) return {};
  const upload: Upload = {};
  // throwFileSizeLimit: a file over the limit fails at the limit (the plugin reads the option; its typings leave it out).
  const options = { limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 10, fieldSize: 4_000, parts: 12 }, throwFileSizeLimit: true };
  const parts = request.parts(options as Parameters<typeof request.parts>[0])[Symbol.asyncIterator]();
  // The first step starts the parser; the watcher, added in the same tick, sees the body from its first byte.
  const first = parts.next();
  const names = watchForUnreadableFileNames(request);
  try {
    for (let step = await first; !step.done; step = await parts.next()) {
      const part = step.value;
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload.file) {
          part.file.resume();
          continue;
        }
        upload.file = await receiveFile(part, store, 'file');
      } else if (part.fieldname === 'depositId' || part.fieldname === 'comment') {
        upload[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (upload.file) await discardReceived([upload.file]);
    if (error instanceof DomainError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge('file');
    // A body that is not the multipart it claims to be (cut short, no boundary, too many parts).
    throw new DomainError('form_failed', { status: 400, cause: error });
  }
  if (names.found()) {
    if (upload.file) await discardReceived([upload.file]);
    throw unreadableFileName('file');
  }
  return upload;
}

/** The messages of spec §5, each under its field; all problems at once. */
function checkUpload(upload: Upload): { depositId: number; comment: string; file: ReceivedFile } {
  const problems: Partial<Record<string, MessageCode>> = {};
  const depositId = Number(upload.depositId);
  if (!upload.depositId || !Number.isSafeInteger(depositId) || depositId <= 0) problems.depositId = 'deposit_not_selected';
  const comment = (upload.comment ?? '').trim();
  if (!comment) problems.comment = 'comment_required';
  else if (comment.length > 2_000) problems.comment = 'invalid_value';
  else if (!isPlainText(comment)) problems.comment = 'text_invalid_characters';
  const file = upload.file;
  if (!file) problems.file = 'file_field_missing';
  else if (!file.name && file.size === 0) problems.file = 'file_not_selected';
  // A picked file with no bytes is what cloud-storage placeholders (a file not downloaded to the device) give.
  else if (file.size === 0) problems.file = 'file_from_cloud';
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return { depositId, comment, file: file! };
}

/** Bytes of receipts a player sent in the last 24 hours (the daily upload quota, issue 20 item 3). */
async function receiptsToday(exec: Executor, userId: number): Promise<number> {
  const [row] = rowsOf<{ bytes: number | string | null }>(
    await exec.execute(sql`SELECT sum(file_size) AS bytes FROM deposit_claims WHERE user_id = ${userId} AND created_at > now() - interval '1 day'`),
  );
  return Number(row?.bytes ?? 0);
}

function quotaExceeded(): DomainError {
  return new DomainError('upload_quota_exceeded', { status: 429, field: 'file', params: { mb: UPLOAD_QUOTA_BYTES_PER_DAY / (1024 * 1024) } });
}

export async function submitClaim(payments: Payments, userId: number, request: FastifyRequest, locale: Locale): Promise<DepositClaim> {
  const { ctx } = payments;
  if ((await receiptsToday(ctx.db, userId)) >= UPLOAD_QUOTA_BYTES_PER_DAY) throw quotaExceeded();
  const upload = await readUpload(request, payments.files);
  let kept = false;
  try {
    const claim = await keepClaim(payments, userId, checkUpload(upload), locale);
    kept = true;
    return claim;
  } finally {
    if (!kept && upload.file) await discardReceived([upload.file]);
  }
}

async function keepClaim(payments: Payments, userId: number, upload: { depositId: number; comment: string; file: ReceivedFile }, locale: Locale): Promise<DepositClaim> {
  const { ctx } = payments;
  const type = await fileTypeFromBuffer(upload.file.head);
  if (!type || !RECEIPT_TYPES.has(type.mime)) throw new FieldErrors({ file: 'file_type_invalid' });
  const problem = contentProblem(upload.file, type.mime);
  if (problem) throw new FieldErrors({ file: problem });
  if ((await receiptsToday(ctx.db, userId)) + upload.file.size > UPLOAD_QUOTA_BYTES_PER_DAY) throw quotaExceeded();
  const deposit = rowsOf<DepositRow>(await ctx.db.execute(sql`SELECT * FROM deposits WHERE id = ${upload.depositId} AND user_id = ${userId}`))[0];
  if (!deposit) throw new FieldErrors({ depositId: 'deposit_not_selected' });
  if (deposit.status === 'success') throw new FieldErrors({ depositId: 'claim_not_claimable' });
  const existing = rowsOf(await ctx.db.execute(sql`SELECT 1 FROM deposit_claims WHERE deposit_id = ${deposit.id}`));
  if (existing.length) throw new FieldErrors({ depositId: 'claim_exists' });

  let key: string;
  try {
    key = await payments.files.putReceived('receipts', upload.file.path);
  } catch (error) {
    ctx.log.error({ err: error }, 'receipt could not be stored');
    throw new DomainError('form_failed', { status: 503, cause: error });
  }
  try {
    const row = rowsOf<ClaimRow>(
      await ctx.db.execute(sql`
        INSERT INTO deposit_claims (user_id, deposit_id, comment, file_key, file_name, file_type, file_size)
        VALUES (${userId}, ${deposit.id}, ${upload.comment}, ${key}, ${downloadName(upload.file.name, 'receipt')}, ${type.mime}, ${upload.file.size})
        RETURNING *`),
    )[0]!;
    return toClaim(row, locale);
  } catch (error) {
    await payments.files.remove(key).catch(() => undefined);
    if (isUniqueViolation(error, 'deposit_claims_deposit_idx')) throw new FieldErrors({ depositId: 'claim_exists' });
    throw error;
  }
}

export async function listClaims(exec: Executor, userId: number, locale: Locale): Promise<DepositClaim[]> {
  const rows = rowsOf<ClaimRow>(await exec.execute(sql`SELECT * FROM deposit_claims WHERE user_id = ${userId} ORDER BY id DESC LIMIT 100`));
  return rows.map((r) => toClaim(r, locale));
}

type AdminClaimRow = ClaimRow & { login: string; deposit: DepositRow | string };

function toAdminClaim(row: AdminClaimRow, locale: Locale): AdminClaim {
  const deposit = (typeof row.deposit === 'string' ? JSON.parse(row.deposit) : row.deposit) as DepositRow;
  return { ...toClaim(row, locale), player: { id: Number(row.user_id), login: row.login }, deposit: toDeposit(deposit, locale) };
}

const adminClaimSelect = sql`SELECT c.*, u.login, to_jsonb(d.*) AS deposit FROM deposit_claims c JOIN players u ON u.id = c.user_id JOIN deposits d ON d.id = c.deposit_id`;

export async function adminClaims(exec: Executor, query: { status?: string; limit: number; offset: number }, locale: Locale): Promise<{ items: AdminClaim[]; total: number }> {
  const where = query.status ? sql`WHERE c.status = ${query.status}` : sql``;
  const rows = rowsOf<AdminClaimRow & { total: number }>(
    await exec.execute(sql`${adminClaimSelect} ${where} ORDER BY c.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`),
  );
  const total = rowsOf<{ n: number }>(await exec.execute(sql`SELECT count(*)::int AS n FROM deposit_claims c ${where}`))[0]?.n ?? 0;
  return { items: rows.map((r) => toAdminClaim(r, locale)), total: Number(total) };
}

async function adminClaim(exec: Executor, id: number, locale: Locale): Promise<AdminClaim> {
  const row = rowsOf<AdminClaimRow>(await exec.execute(sql`${adminClaimSelect} WHERE c.id = ${id}`))[0];
  if (!row) throw new DomainError('claim_not_found', { status: 404 });
  return toAdminClaim(row, locale);
}

/**
 * Support handles a request: forward it (pending → support), credit it (the
 * deposit is credited once, even if the provider's late callback does it too)
 * or deny it with a reason. Audited in the same transaction.
 */
export async function decideClaim(payments: Payments, actor: Actor, id: number, decision: 'forward' | 'credit' | 'deny', reason: string | null, locale: Locale): Promise<AdminClaim> {
  const next = { forward: 'support', credit: 'completed', deny: 'canceled' }[decision];
  const from = decision === 'forward' ? sql`('pending')` : sql`('pending', 'support')`;
  await payments.ctx.db.transaction(async (tx) => {
    const before = rowsOf<{ status: string }>(await tx.execute(sql`SELECT status FROM deposit_claims WHERE id = ${id} FOR UPDATE`))[0];
    if (!before) throw new DomainError('claim_not_found', { status: 404 });
    const row = rowsOf<ClaimRow>(
      await tx.execute(sql`
        UPDATE deposit_claims SET status = ${next}, reason = ${decision === 'credit' ? 'claim_credited' : reason}, updated_at = now()
        WHERE id = ${id} AND status IN ${from} RETURNING *`),
    )[0];
    if (!row) throw new DomainError('claim_handled', { status: 409 });
    let credited = false;
    if (decision === 'credit') {
      // The operator saw the receipt: credit it, also a deposit the provider reported with another amount.
      await tx.execute(sql`UPDATE deposits SET reason = NULL WHERE id = ${row.deposit_id} AND status <> 'success' AND reason = 'amount_mismatch'`);
      credited = (await creditDeposit(tx, payments, Number(row.deposit_id), { reason: 'claim_credited' })) !== null;
    } else {
      await emit(tx, [{ type: 'push', payload: { channel: `usr#${row.user_id}`, data: { wallet: { waiting: false } } } }]);
    }
    await record(tx, {
      actorId: actor.id, action: `deposit_claim.${decision}`, target: { type: 'deposit_claim', id },
      details: { before: before.status, after: next, deposit: Number(row.deposit_id), player: Number(row.user_id), ...(reason ? { reason } : {}), ...(decision === 'credit' ? { credited } : {}) },
      ip: actor.ip,
    });
  });
  payments.ctx.eventsWritten();
  return adminClaim(payments.ctx.db, id, locale);
}

export async function claimFile(payments: Payments, id: number) {
  const row = rowsOf<ClaimRow>(await payments.ctx.db.execute(sql`SELECT * FROM deposit_claims WHERE id = ${id}`))[0];
  if (!row) throw new DomainError('claim_not_found', { status: 404 });
  const file = await payments.files.read(row.file_key);
  if (!file) throw new DomainError('claim_not_found', { status: 404 });
  return { ...file, type: row.file_type, name: row.file_name };
}
