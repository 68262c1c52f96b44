import { rowsOf, sql, type Executor } from '@azart/db';
import { levelOf, type LevelTable } from './levels.ts';

/** Days of real-money wagering that make the MaxWin points (bonuses.md §3). */
export const MAXWIN_DAYS = 7;

/** The Moscow calendar day of a moment, `YYYY-MM-DD` (days, weeks and "today" are Moscow's, spec). */
export function moscowDay(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

export type LoyaltyState = {
  /** Lifetime real-money wagering, kopecks. */
  wagered: number;
  level: number;
  /** MaxWin points: 1 per coin wagered with real money in the last 7 Moscow days. */
  maxWinPoints: number;
  /** Rakeback accrued and not claimed, hundredths of a kopeck. */
  rakebackX100: number;
  boostUntil: Date | null;
};

/** A player's loyalty counters as the bonus module keeps them (follow-ups.ts counts settled bets into them). */
export async function readLoyalty(exec: Executor, userId: number, levels: LevelTable, now = new Date()): Promise<LoyaltyState> {
  const since = moscowDay(new Date(now.getTime() - (MAXWIN_DAYS - 1) * 86_400_000));
  const [row] = rowsOf<{ wagered: number | null; rakeback_x100: number | null; boost_until: string | Date | null; week: number | null }>(
    await exec.execute(sql`
      SELECT l.wagered, l.rakeback_x100, l.boost_until,
             (SELECT COALESCE(sum(amount), 0) FROM wager_days WHERE user_id = ${userId} AND day >= ${since}::date) AS week
      FROM (SELECT 1) AS one LEFT JOIN loyalty l ON l.user_id = ${userId}`),
  );
  const wagered = Number(row?.wagered ?? 0);
  return {
    wagered,
    level: levelOf(wagered, levels),
    maxWinPoints: Math.floor(Number(row?.week ?? 0) / 100),
    rakebackX100: Number(row?.rakeback_x100 ?? 0),
    boostUntil: row?.boost_until ? new Date(row.boost_until) : null,
  };
}
