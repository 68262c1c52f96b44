import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_SCREENSHOT_BYTES, type AdminScreenshot, type ScreenshotState, type TelegramScreenshot } from '@azart/contracts';
import { rowsOf, sql, type Executor } from '@azart/db';
import { record } from '../audit/index.ts';
import { grantBonus, loadBonusSettings } from '../bonus/index.ts';
import { postingKey, lockPlayerAccount } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { DomainError, FieldErrors } from '../../shared/errors.ts';
import { contentProblem, fileTooLarge } from '../../shared/uploads.ts';
import { moscowDayStart } from './reposts.ts';
import { linkOf, type Social } from './social.ts';
import { tgRefusal } from './subscriptions.ts';

/**
 * The Telegram block (bonuses.md §7): subscribed to the main and reserve
 * channels, a player sends a screenshot of their publication; a moderator
 * approves it in the back office (50 coins to the bonus balance, once per
 * screenshot: the grant's key is the screenshot's id) or rejects it with a
 * reason. One screenshot waits for moderation at a time, a few a day.
 */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

type Row = {
  id: number | string; user_id: number; mime: string; image?: string; size?: number | string; state: ScreenshotState; reason: string | null;
  reviewed_by: number | null; reviewed_at: string | Date | null; created_at: string | Date;
};
type AdminRow = Row & { login: string; reviewer_login: string | null };

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toScreenshot(row: Row): TelegramScreenshot {
  return { id: Number(row.id), state: row.state, reason: row.reason, createdAt: iso(row.created_at)!, reviewedAt: iso(row.reviewed_at) };
}

function toAdminScreenshot(row: AdminRow): AdminScreenshot {
  return {
    ...toScreenshot(row),
    player: { id: Number(row.user_id), login: row.login },
    reviewer: row.reviewed_by === null ? null : { id: Number(row.reviewed_by), login: row.reviewer_login ?? '' },
    mime: row.mime,
    size: Number(row.size ?? 0),
  };
}

/**
 * The upload's one file, read into memory (3 MB at most: it is kept in the database) and refused at its limit
 * with a 413, the rest of the body unread (issue 20 item 3).
 */
async function readScreenshot(request: FastifyRequest): Promise<{ body: Buffer } | null> {
  if (!request.isMultipart()) return null;
  let file: { body: Buffer } | null = null;
  try {
    const options = { limits: { fileSize: MAX_SCREENSHOT_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 }, throwFileSizeLimit: true };
    for await (const part of request.parts(options as Parameters<typeof request.parts>[0])) {
      if (part.type !== 'file') continue;
      // At the limit the parser only stops passing bytes on and would read the part to its end: stop it there.
      part.file.once('limit', () => part.file.destroy(fileTooLarge('file', 'screenshot_too_large')));
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw fileTooLarge('file', 'screenshot_too_large');
      if (part.fieldname === 'file') file = { body: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge('file', 'screenshot_too_large');
    // A body that is not the multipart it claims to be (cut short, no boundary, too many parts).
    throw new DomainError('form_failed', { status: 400, cause: error });
  }
  return file;
}

export async function submitScreenshot(social: Social, userId: number, request: FastifyRequest): Promise<TelegramScreenshot> {
  const { db } = social.ctx;
  const file = await readScreenshot(request);
  if (!file || file.body.length === 0) throw new FieldErrors({ file: 'screenshot_file_missing' });
  // Recognised by the bytes, not the name or the declared type: a renamed file is what it really is.
  const type = await fileTypeFromBuffer(file.body);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new FieldErrors({ file: 'screenshot_type' });
  // A small file can decode into gigabytes of pixels in the reviewer's browser (issue 20 item 5).
  const problem = contentProblem({ head: file.body.subarray(0, 256 * 1024), pdfActive: false }, type.mime);
  if (problem) throw new FieldErrors({ file: problem });
  const locked = await tgRefusal(social, await linkOf(db, userId, 'tg'));
  if (locked) throw locked;
  const settings = await loadBonusSettings(db);
  const row = await db.transaction(async (tx) => {
    // One player's submissions one after the other: "one waiting at a time" holds under a double click.
    await lockPlayerAccount(tx, userId, 'bonus');
    const counts = rowsOf<{ pending: number | string; today: number | string }>(
      await tx.execute(sql`
        SELECT count(*) FILTER (WHERE state = 'pending') AS pending, count(*) FILTER (WHERE created_at >= ${moscowDayStart(new Date()).toISOString()}::timestamptz) AS today
        FROM telegram_screenshots WHERE user_id = ${userId}`),
    )[0]!;
    if (Number(counts.pending) > 0) throw new DomainError('screenshot_pending');
    if (Number(counts.today) >= settings.social.screenshotsPerDay) throw new DomainError('screenshot_daily_limit', { params: { count: settings.social.screenshotsPerDay } });
    return rowsOf<Row>(
      await tx.execute(sql`
        INSERT INTO telegram_screenshots (user_id, mime, image) VALUES (${userId}, ${type.mime}, ${file.body.toString('base64')})
        RETURNING id, user_id, mime, state, reason, reviewed_by, reviewed_at, created_at`),
    )[0]!;
  });
  return toScreenshot(row);
}

export async function screenshotsOf(exec: Executor, userId: number, limit = 20): Promise<TelegramScreenshot[]> {
  const rows = rowsOf<Row>(
    await exec.execute(sql`SELECT id, user_id, mime, state, reason, reviewed_by, reviewed_at, created_at FROM telegram_screenshots WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit}`),
  );
  return rows.map(toScreenshot);
}

/** A screenshot's image: the player's own (`userId`), or any for the back office (`null`); someone else's is "not found". */
export async function screenshotImage(exec: Executor, id: number, userId: number | null): Promise<{ mime: string; body: Buffer }> {
  const owner = userId === null ? sql`` : sql`AND user_id = ${userId}`;
  const row = rowsOf<{ mime: string; image: string }>(await exec.execute(sql`SELECT mime, image FROM telegram_screenshots WHERE id = ${id} ${owner}`))[0];
  if (!row) throw new DomainError('screenshot_not_found', { status: 404 });
  return { mime: row.mime, body: Buffer.from(row.image, 'base64') };
}

const adminSelect = sql`
  SELECT s.id, s.user_id, s.mime, s.state, s.reason, s.reviewed_by, s.reviewed_at, s.created_at, (length(s.image) / 4) * 3 AS size, u.login, r.login AS reviewer_login
  FROM telegram_screenshots s JOIN players u ON u.id = s.user_id LEFT JOIN players r ON r.id = s.reviewed_by`;

export async function adminScreenshots(exec: Executor, query: { state?: ScreenshotState; limit: number; offset: number }): Promise<{ items: AdminScreenshot[]; total: number; reward: number }> {
  const where = query.state ? sql`WHERE s.state = ${query.state}` : sql``;
  // Waiting ones oldest first (a queue), decided ones newest first (a history).
  const order = query.state === 'pending' ? sql`s.id ASC` : sql`s.id DESC`;
  const rows = rowsOf<AdminRow>(await exec.execute(sql`${adminSelect} ${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`));
  const total = rowsOf<{ n: number | string }>(await exec.execute(sql`SELECT count(*) AS n FROM telegram_screenshots s ${where}`))[0]?.n ?? 0;
  const reward = (await loadBonusSettings(exec)).social.screenshotReward;
  return { items: rows.map(toAdminScreenshot), total: Number(total), reward };
}

export async function adminScreenshot(exec: Executor, id: number): Promise<AdminScreenshot> {
  const row = rowsOf<AdminRow>(await exec.execute(sql`${adminSelect} WHERE s.id = ${id}`))[0];
  if (!row) throw new DomainError('screenshot_not_found', { status: 404 });
  return toAdminScreenshot(row);
}

/**
 * A moderator's decision, in one transaction with its audit entry: the row
 * is locked and moves out of `pending` only once, so an approval clicked
 * twice (or two moderators at once) pays once and the second one is told the
 * screenshot is already reviewed. Approval pays the reward through a grant
 * keyed by the screenshot.
 */
export async function decideScreenshot(social: Social, actor: { id: number; ip: string }, id: number, decision: 'approve' | 'reject', reason: string | null): Promise<AdminScreenshot> {
  const { ctx } = social;
  const settings = await loadBonusSettings(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const before = rowsOf<{ user_id: number; state: ScreenshotState }>(await tx.execute(sql`SELECT user_id, state FROM telegram_screenshots WHERE id = ${id} FOR UPDATE`))[0];
    if (!before) throw new DomainError('screenshot_not_found', { status: 404 });
    if (before.state !== 'pending') throw new DomainError('screenshot_handled', { status: 409 });
    const after = decision === 'approve' ? 'approved' : 'rejected';
    await tx.execute(sql`
      UPDATE telegram_screenshots SET state = ${after}, reason = ${decision === 'reject' ? reason : null}, reviewed_by = ${actor.id}, reviewed_at = now()
      WHERE id = ${id} AND state = 'pending'`);
    const userId = Number(before.user_id);
    let amount = 0;
    if (decision === 'approve') {
      amount = settings.social.screenshotReward;
      await grantBonus(tx, {
        userId, source: 'telegram', key: postingKey.grant.telegram(id), amount, ...settings.grantTerms.telegram,
        expiresAt: new Date(Date.now() + settings.grantLifetimeDays * 86_400_000),
      });
      await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
    }
    await record(tx, {
      actorId: actor.id, action: `telegram_screenshot.${decision}`, target: { type: 'telegram_screenshot', id },
      details: { before: before.state, after, player: userId, ...(amount ? { amount } : {}), ...(reason ? { reason } : {}) },
      ip: actor.ip,
    });
  });
  ctx.eventsWritten();
  return adminScreenshot(ctx.db, id);
}
