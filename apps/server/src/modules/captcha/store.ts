import { randomInt, randomUUID } from 'node:crypto';
import { captchas, rowsOf, sql, type Executor } from '@azart/db';
import { renderPicture } from './picture.ts';
import { encodePng, pngDataUrl } from './png.ts';

/**
 * Image-rotation captchas (spec §2, bonuses.md §2), stored in `captchas`:
 * the server turns a fresh picture by a secret angle and keeps the angle;
 * the player answers with the turn that makes it upright. An answer uses
 * the captcha up whether it is right or wrong, a captcha expires after its
 * lifetime, and too many wrong answers in an hour lock the purpose for an
 * hour. Every function takes the caller's executor, so the answer can be
 * part of the transaction that pays for it.
 */

/** What a captcha guards; each purpose has its own lock. */
export type CaptchaPurpose = 'free_coins';

export type CaptchaAnswer = 'solved' | 'wrong' | 'expired' | 'used' | 'unknown';

const HOUR_MS = 3_600_000;
/** Answered and expired captchas are kept a day: the lock looks back one hour, the rest is for support. */
const KEEP_MS = 24 * HOUR_MS;

/**
 * The secret turn never comes within `tolerance + 20°` of upright: a picture
 * that already looks upright would be no question, and a script answering
 * "leave it as it is" would pass. 30° at the default ±10°.
 */
const secretAngle = (toleranceDegrees: number): number => {
  const margin = Math.min(170, Math.max(30, toleranceDegrees + 20));
  return randomInt(margin, 360 - margin + 1);
};

/**
 * A new captcha for a player: a freshly drawn picture turned by a secret
 * random angle, as a PNG data URL. The picture is drawn before anything is
 * written (tens of milliseconds of CPU that hold no lock); the player's
 * captchas older than a day are swept at the same time.
 */
export async function issueCaptcha(
  exec: Executor,
  input: { userId: number; purpose: CaptchaPurpose; lifetimeSeconds: number; toleranceDegrees: number; now?: Date },
): Promise<{ id: string; image: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const angle = secretAngle(input.toleranceDegrees);
  const picture = renderPicture(angle);
  const image = pngDataUrl(encodePng(picture.width, picture.height, picture.rgba));
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + input.lifetimeSeconds * 1000);
  await exec.execute(sql`DELETE FROM captchas WHERE user_id = ${input.userId} AND purpose = ${input.purpose} AND created_at < ${iso(new Date(now.getTime() - KEEP_MS))}::timestamptz`);
  await exec.insert(captchas).values({ id, userId: input.userId, purpose: input.purpose, angle, createdAt: now, expiresAt });
  return { id, image, expiresAt };
}

/**
 * Answers a captcha, once: one UPDATE marks it answered (and whether it was
 * solved) only if it is this player's, of this purpose and not answered yet,
 * so two concurrent answers cannot both use it. An expired captcha is used
 * up too, but not counted as a wrong answer (`solved` stays NULL): being slow
 * is not a sign of a script.
 */
export async function answerCaptcha(
  exec: Executor,
  input: { id: string; userId: number; purpose: CaptchaPurpose; angle: number; toleranceDegrees: number; now?: Date },
): Promise<CaptchaAnswer> {
  // Anything but a UUID would be a cast error in the database: it is simply not a captcha of ours.
  if (!UUID.test(input.id)) return 'unknown';
  const now = iso(input.now ?? new Date());
  // The turns add up (both clockwise): upright when the sum is within the tolerance of a whole turn.
  const answer = ((Math.trunc(input.angle) % 360) + 360) % 360;
  const answered = rowsOf<{ solved: boolean | null; expired: boolean }>(
    await exec.execute(sql`
      UPDATE captchas SET answered_at = ${now}::timestamptz,
             solved = CASE WHEN expires_at <= ${now}::timestamptz THEN NULL
                           ELSE least(mod(angle + ${answer}, 360), 360 - mod(angle + ${answer}, 360)) <= ${input.toleranceDegrees} END
      WHERE id = ${input.id}::uuid AND user_id = ${input.userId} AND purpose = ${input.purpose} AND answered_at IS NULL
      RETURNING solved, expires_at <= ${now}::timestamptz AS expired`),
  )[0];
  if (answered) return answered.expired ? 'expired' : answered.solved ? 'solved' : 'wrong';
  const existing = rowsOf(await exec.execute(sql`SELECT 1 FROM captchas WHERE id = ${input.id}::uuid AND user_id = ${input.userId} AND purpose = ${input.purpose}`));
  return existing.length ? 'used' : 'unknown';
}

/**
 * Until when the purpose is locked for the player, or null: `wrongPerHour`
 * wrong answers within an hour lock it for an hour from the last of them.
 * Found as the latest wrong answer (of the last hour) that closed such a run.
 */
export async function captchaLockedUntil(exec: Executor, input: { userId: number; purpose: CaptchaPurpose; wrongPerHour: number; now?: Date }): Promise<Date | null> {
  if (input.wrongPerHour <= 0) return null;
  const now = input.now ?? new Date();
  const row = rowsOf<{ at: string | Date | null }>(
    await exec.execute(sql`
      SELECT max(c.answered_at) AS at FROM captchas c
      WHERE c.user_id = ${input.userId} AND c.purpose = ${input.purpose} AND c.solved = false
        AND c.answered_at > ${iso(new Date(now.getTime() - HOUR_MS))}::timestamptz AND c.answered_at <= ${iso(now)}::timestamptz
        AND (SELECT count(*) FROM captchas d
             WHERE d.user_id = c.user_id AND d.purpose = c.purpose AND d.solved = false
               AND d.answered_at > c.answered_at - interval '1 hour' AND d.answered_at <= c.answered_at) >= ${input.wrongPerHour}`),
  )[0];
  return row?.at ? new Date(new Date(row.at).getTime() + HOUR_MS) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (date: Date) => date.toISOString();
