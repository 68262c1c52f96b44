import { rowsOf, sql } from '@azart/db';
import type { ModuleHooks } from '../module.ts';

/**
 * Referrers ranked by their referrals' deposits in a range, for the referral
 * tournament (the module list hands it to the tournaments module): from this
 * module's `referral_rewards` (one row per rewarded deposit of a referral).
 * A deposit too small to earn its referrer a kopeck has no row there and so
 * does not count.
 */
export const referralRewardsRanking: ModuleHooks['referralRanking'] = async (exec, range, limit) =>
  rowsOf<{ user_id: number; login: string; amount: number }>(
    await exec.execute(sql`
      SELECT r.referrer_id AS user_id, u.login, sum(r.deposit)::bigint AS amount
      FROM referral_rewards r JOIN players u ON u.id = r.referrer_id
      WHERE r.created_at >= ${range.from.toISOString()} AND r.created_at < ${range.to.toISOString()}
      GROUP BY r.referrer_id, u.login ORDER BY amount DESC, r.referrer_id LIMIT ${limit}`),
  ).map((r) => ({ userId: Number(r.user_id), nick: r.login, amount: Number(r.amount) }));
