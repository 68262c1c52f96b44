import { sql, type Executor } from '@azart/db';
import { periodsAt } from './periods.ts';

/**
 * Terms of the default tournaments. bonuses.md §8 names the rules, not the
 * figures: these are ours until the back office sets others (an admin may
 * create tournaments with any terms).
 */
export const DEFAULT_TERMS = {
  /** Daily bank: 5 % of the day's house revenue from real-money bets (none on a losing day). */
  bank: { bankRevenueBp: 500 },
  /** Weekly award store: prizes start at 0 and grow by 0.3 % (place 1) and 0.2 % (place 2) of every real-money stake. */
  places: { prize1Bp: 30, prize2Bp: 20 },
  /** Monthly referral tournament: fixed prizes, 1 000 and 500 coins (kept in hundredths of a kopeck). */
  referral: { prize1X100: 100_000 * 100, prize2X100: 50_000 * 100 },
} as const;

/**
 * Opens the default tournaments of the periods that contain `now` (one row
 * per period whatever the number of processes: the key is unique). Cheap
 * when they exist: three conflicting inserts.
 */
export async function ensureCurrentTournaments(exec: Executor, now: Date): Promise<void> {
  const [bank, places, referral] = periodsAt(now);
  const row = (p: typeof bank, terms: { bankRevenueBp?: number; prize1Bp?: number; prize2Bp?: number; prize1X100?: number; prize2X100?: number }) =>
    sql`(${p!.kind}::text, ${p!.key}::text, ${p!.startsAt.toISOString()}::timestamptz, ${p!.endsAt.toISOString()}::timestamptz, ${terms.bankRevenueBp ?? 0}::int,
      ${terms.prize1Bp ?? 0}::int, ${terms.prize2Bp ?? 0}::int, ${terms.prize1X100 ?? 0}::bigint, ${terms.prize2X100 ?? 0}::bigint)`;
  // NOT EXISTS first: a conflicting insert would still draw an id from the sequence, and this runs on every page view.
  await exec.execute(sql`
    INSERT INTO tournaments (kind, key, starts_at, ends_at, bank_revenue_bp, prize1_bp, prize2_bp, prize1_x100, prize2_x100)
    SELECT * FROM (VALUES ${row(bank, DEFAULT_TERMS.bank)}, ${row(places, DEFAULT_TERMS.places)}, ${row(referral, DEFAULT_TERMS.referral)})
      AS v(kind, key, starts_at, ends_at, bank_revenue_bp, prize1_bp, prize2_bp, prize1_x100, prize2_x100)
    WHERE NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.key = v.key)
    ON CONFLICT (key) DO NOTHING`);
}
