import { rowsOf, sql, type Database, type Executor } from '@azart/db';
import { depositTotalsBetween } from '../payments/index.ts';
import { createPromo } from './promo.ts';
import { loadBonusSettings } from './settings.ts';
import { statusOf, statusRank } from './status.ts';
import { previousMoscowWeek } from './week.ts';

const DAY_MS = 86_400_000;

/** A player's personal code of the week starting at `weekStart`: deterministic, so issuing twice finds it. */
const codeOf = (weekStart: Date, userId: number) => `ST-${new Date(weekStart.getTime() + 3 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '')}-${userId}`;

/**
 * The statuses' weekly reward (bonuses.md §4): on Monday every player who
 * reached a status last week gets a personal promo code worth the status's
 * share of last week's deposits, valid this week. A recurring job: codes
 * already issued are found by their deterministic code and left alone, so
 * reruns and several processes issue each once. Returns how many it issued.
 */
export async function issueStatusCodes(db: Database, now = new Date()): Promise<number> {
  const settings = await loadBonusSettings(db);
  const last = previousMoscowWeek(now);
  let issued = 0;
  for (const { userId, total } of await depositTotalsBetween(db, last.start, last.end)) {
    const rank = statusRank(statusOf(total, settings.statuses));
    if (rank === 0) continue;
    const amount = Math.floor((total * settings.statuses.promoRewardBp[rank - 1]!) / 10_000);
    if (amount <= 0) continue;
    const code = codeOf(last.end, userId);
    const created = await db.transaction(async (tx) => {
      if (rowsOf(await tx.execute(sql`SELECT 1 FROM promo_codes WHERE code_key = ${code.toUpperCase()}`)).length) return false;
      await createPromo(tx, {
        code, rewardKind: 'fixed', amount, ...settings.grantTerms.status, totalLimit: 1,
        startsAt: last.end.toISOString(), endsAt: new Date(last.end.getTime() + 7 * DAY_MS).toISOString(),
      }, null, userId);
      return true;
    }).catch(() => false); // another process issued it at the same moment (the code is unique)
    if (created) issued += 1;
  }
  return issued;
}

/** This week's personal code of a player, if any, for the statuses page. */
export async function weeklyCodeOf(exec: Executor, userId: number, weekStart: Date) {
  const [row] = rowsOf<{ code: string; amount: number | string; ends_at: string | Date; activations: number }>(
    await exec.execute(sql`SELECT code, amount, ends_at, activations FROM promo_codes WHERE user_id = ${userId} AND starts_at = ${weekStart.toISOString()}::timestamptz ORDER BY id DESC LIMIT 1`),
  );
  return row ? { code: row.code, amount: Number(row.amount), endsAt: new Date(row.ends_at).toISOString(), activated: row.activations > 0 } : null;
}
