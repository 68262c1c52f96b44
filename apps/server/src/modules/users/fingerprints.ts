import { rowsOf, sql, type Executor } from '@azart/db';
import { VISITOR_ID_PATTERN, type PlayerProfile } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';

/**
 * The browsers a player comes from (issue 23 item 7): the FingerprintJS
 * visitor id sent with a registration or a sign-in, first and last seen.
 * Only a hint — the id is whatever the browser says — for the referral rule
 * and the back office; nothing signs anyone in by it.
 */

/** Notes the browser for the account; never fails the sign-in it comes with (a problem is logged). */
export async function recordFingerprint(ctx: AppContext, userId: number, visitorId: string | undefined | null): Promise<void> {
  if (!visitorId || !VISITOR_ID_PATTERN.test(visitorId)) return;
  try {
    await ctx.db.execute(sql`
      INSERT INTO user_fingerprints (user_id, visitor_id) VALUES (${userId}, ${visitorId})
      ON CONFLICT (user_id, visitor_id) DO UPDATE SET last_seen_at = now()`);
  } catch (error) {
    ctx.log.warn({ err: { message: (error as Error).message }, user: userId }, 'fingerprint not recorded');
  }
}

/** Whether two accounts were ever seen on the same browser. */
export async function shareFingerprint(exec: Executor, userId: number, otherId: number): Promise<boolean> {
  const rows = rowsOf(
    await exec.execute(sql`
      SELECT 1 FROM user_fingerprints a JOIN user_fingerprints b ON b.visitor_id = a.visitor_id
      WHERE a.user_id = ${userId} AND b.user_id = ${otherId} LIMIT 1`),
  );
  return rows.length > 0;
}

/** How many browsers the back office lists per player, and other accounts per browser. */
const BROWSERS_SHOWN = 20;
const OTHERS_SHOWN = 10;

/** The player's browsers for the back office, newest first, with the other accounts seen on each. */
export async function browsersOf(exec: Executor, userId: number): Promise<PlayerProfile['browsers']> {
  const rows = rowsOf<{ visitor_id: string; first_seen_at: string | Date; last_seen_at: string | Date; others: { id: number; login: string }[] | string | null }>(
    await exec.execute(sql`
      SELECT f.visitor_id, f.first_seen_at, f.last_seen_at,
             (SELECT jsonb_agg(jsonb_build_object('id', o.id, 'login', o.login) ORDER BY o.id)
                FROM (SELECT u.id, u.login FROM user_fingerprints g JOIN users u ON u.id = g.user_id
                      WHERE g.visitor_id = f.visitor_id AND g.user_id <> f.user_id ORDER BY u.id LIMIT ${OTHERS_SHOWN}) o) AS others
      FROM user_fingerprints f WHERE f.user_id = ${userId}
      ORDER BY f.last_seen_at DESC, f.visitor_id LIMIT ${BROWSERS_SHOWN}`),
  );
  return rows.map((row) => {
    const others = (typeof row.others === 'string' ? JSON.parse(row.others) : row.others ?? []) as { id: number; login: string }[];
    return {
      visitorId: row.visitor_id,
      firstSeenAt: new Date(row.first_seen_at).toISOString(),
      lastSeenAt: new Date(row.last_seen_at).toISOString(),
      otherAccounts: others.map((o) => ({ id: Number(o.id), login: o.login })),
    };
  });
}
