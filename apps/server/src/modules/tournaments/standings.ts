import { rowsOf, sql, type Executor } from '@azart/db';
import type { Tournament, TournamentKind, TournamentPlace } from '@azart/contracts';
import { pointsShown } from './rates.ts';

/** Places listed (spec §3: "top list of the first 50"). */
export const LIST_SIZE = 50;

export type TournamentRow = {
  id: number; kind: TournamentKind; state: 'running' | 'paying' | 'paid'; starts_at: string | Date; ends_at: string | Date;
  bank: number | null; bank_revenue_bp: number; revenue: number; prize1_x100: number; prize2_x100: number;
  total_points_x10000: number; final_bank: number | null; rate_per_point: number | null;
};

/** A referrer's standing in the referral tournament: their referrals' deposits in the range, kopecks. */
export type ReferralStanding = { userId: number; nick: string; amount: number };

/**
 * Ranks referrers by their referrals' successful deposits made in [from, to),
 * best first (ties: lower user id first), at most `limit`.
 * Pluggable: the referrals module owns the data (bonuses.md §9) and provides
 * it as the `referralRanking` hook (modules/module.ts); without it the
 * referral tournament has no participants.
 */
export type ReferralRanking = (exec: Executor, range: { from: Date; to: Date }, limit: number) => Promise<ReferralStanding[]>;
export const noReferralRanking: ReferralRanking = async () => [];

export const TOURNAMENT_COLUMNS = sql.raw(
  'id, kind, state, starts_at, ends_at, bank, bank_revenue_bp, revenue, prize1_x100, prize2_x100, total_points_x10000, final_bank, rate_per_point',
);

export function normalise(row: TournamentRow): TournamentRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...row, id: Number(row.id), bank: n(row.bank), bank_revenue_bp: Number(row.bank_revenue_bp), revenue: Number(row.revenue),
    prize1_x100: Number(row.prize1_x100), prize2_x100: Number(row.prize2_x100), total_points_x10000: Number(row.total_points_x10000),
    final_bank: n(row.final_bank), rate_per_point: n(row.rate_per_point),
  };
}

/** The place prizes in kopecks: they accrue in hundredths, a place is paid the whole kopecks. */
export const prizesOf = (row: TournamentRow): { '1': number; '2': number } => ({ '1': Math.floor(row.prize1_x100 / 100), '2': Math.floor(row.prize2_x100 / 100) });

/** The bank now: kind bank's set bank or its share of the revenue so far (nothing on a losing period); otherwise the sum of the prizes. */
export function bankOf(row: TournamentRow): number {
  if (row.final_bank !== null) return row.final_bank;
  if (row.kind !== 'bank') return prizesOf(row)['1'] + prizesOf(row)['2'];
  if (row.bank !== null) return row.bank;
  // BigInt: a month's revenue × 10⁴ can pass 2⁵³; BigInt division truncates, which for a non-negative revenue is rounding down.
  return row.revenue <= 0 ? 0 : Number((BigInt(row.revenue) * BigInt(row.bank_revenue_bp)) / 10_000n);
}

/**
 * Kopecks per point, rounded down: bank × 10⁴ ÷ points in ten-thousandths.
 * Every reward is then points × rate rounded down, so the sum never exceeds
 * the bank (Σ pᵢ·r ≤ P·r ≤ bank); what is left stays with the house.
 * BigInt: bank × 10⁴ can pass 2⁵³ for a bank over ~9·10¹¹ kopecks.
 */
export function ratePerPoint(bank: number, totalX10000: number): number {
  if (totalX10000 <= 0 || bank <= 0) return 0;
  return Number((BigInt(bank) * 10_000n) / BigInt(totalX10000));
}

export function bankReward(pointsX10000: number, rate: number): number {
  return Number((BigInt(pointsX10000) * BigInt(rate)) / 10_000n);
}

/** Reward of a place in a running or ended tournament with the given bank and rate. */
export function rewardOf(row: TournamentRow, place: number, pointsX10000: number, rate: number): number {
  if (row.kind === 'bank') return bankReward(pointsX10000, rate);
  const prizes = prizesOf(row);
  return place === 1 ? prizes['1'] : place === 2 ? prizes['2'] : 0;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/** A tournament as the page shows it: running ones from their live points, ended ones from their fixed payouts. */
export async function viewOf(exec: Executor, raw: TournamentRow, referral: ReferralRanking): Promise<Tournament> {
  const row = normalise(raw);
  const bank = bankOf(row);
  let places: TournamentPlace[];
  let totalPoints: number;
  let rate = 0;
  if (row.state !== 'running') {
    const paid = rowsOf<{ place: number; login: string; score: number; reward: number }>(
      await exec.execute(sql`
        SELECT p.place, u.login, p.score, p.reward FROM tournament_payouts p JOIN players u ON u.id = p.user_id
        WHERE p.tournament_id = ${row.id} ORDER BY p.place LIMIT ${LIST_SIZE}`),
    );
    places = paid.map((p) => ({ place: Number(p.place), nick: p.login, points: scoreShown(row.kind, Number(p.score)), reward: Number(p.reward) }));
    totalPoints = row.kind === 'referral' ? places.reduce((sum, p) => sum + p.points, 0) : pointsShown(row.total_points_x10000);
    rate = row.rate_per_point ?? 0;
  } else if (row.kind === 'referral') {
    const ranking = await referral(exec, { from: new Date(row.starts_at), to: new Date(row.ends_at) }, LIST_SIZE);
    places = ranking.map((r, i) => ({ place: i + 1, nick: r.nick, points: scoreShown('referral', r.amount), reward: rewardOf(row, i + 1, 0, 0) }));
    totalPoints = places.reduce((sum, p) => sum + p.points, 0);
  } else {
    rate = row.kind === 'bank' ? ratePerPoint(bank, row.total_points_x10000) : 0;
    const top = rowsOf<{ login: string; points_x10000: number }>(
      await exec.execute(sql`
        SELECT u.login, t.points_x10000 FROM tournament_points t JOIN players u ON u.id = t.user_id
        WHERE t.tournament_id = ${row.id} AND t.points_x10000 > 0
        ORDER BY t.points_x10000 DESC, t.user_id LIMIT ${LIST_SIZE}`),
    );
    places = top.map((p, i) => ({ place: i + 1, nick: p.login, points: pointsShown(Number(p.points_x10000)), reward: rewardOf(row, i + 1, Number(p.points_x10000), rate) }));
    totalPoints = pointsShown(row.total_points_x10000);
  }
  return {
    id: row.id, kind: row.kind, state: row.state, bank, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at),
    totalPoints, ratePerPoint: rate, prizes: prizesOf(row), places,
  };
}

/** Kinds bank and places score points (ten-thousandths); referral scores kopecks of deposits, shown in coins. */
export const scoreShown = (kind: TournamentKind, score: number): number => (kind === 'referral' ? Math.floor(score) / 100 : pointsShown(score));
