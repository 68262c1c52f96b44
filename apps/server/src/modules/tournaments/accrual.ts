import { rowsOf, sql, type Executor } from '@azart/db';
import { emit } from '../outbox/index.ts';
import { BROADCAST_CHANNEL } from '@azart/contracts';
import { catalogueAttributes } from '../games/index.ts';
import { pointsX10000 } from './rates.ts';
import { noReferralRanking, TOURNAMENT_COLUMNS, viewOf, type TournamentRow } from './standings.ts';
import { ensureCurrentTournaments } from './terms.ts';

/** A settled real-money bet as the bet counting hands it over (with what it paid, for the house revenue). */
export type CountedBet = { id: number; userId: number; game: string; amount: number; win: number; createdAt: Date };

/** A leaderboard is pushed at most this often per tournament: a push carries the first 50, and bets come by the hundred a second. */
const PUSH_EVERY_MS = 3000;
const lastPushed = new Map<number, number>();

/**
 * Adds the points of counted bets to the running tournaments whose period
 * holds each bet (kinds bank and places), the period's house revenue (the
 * bank of a revenue-share bank tournament) and the award store's growth.
 * Called by the bonus module's bet counting inside the transaction that
 * takes the bets off their queue (decision 018), so a bet adds its points
 * exactly once whatever crashes. A bet whose tournament has already ended
 * and been settled adds nothing (settlement waits a grace period for the
 * queue, see settle.ts).
 */
export async function accrueTournamentPoints(tx: Executor, bets: readonly CountedBet[], now = new Date()): Promise<void> {
  if (!bets.length) return;
  await ensureCurrentTournaments(tx, now);
  const times = bets.map((b) => b.createdAt.getTime());
  const from = new Date(Math.min(...times)).toISOString();
  const to = new Date(Math.max(...times)).toISOString();
  // Locked in id order: settlement locks the row too before reading its points, so it sees all of a batch or none.
  const running = rowsOf<TournamentRow & { prize1_bp: number; prize2_bp: number }>(
    await tx.execute(sql`
      SELECT ${TOURNAMENT_COLUMNS}, prize1_bp, prize2_bp FROM tournaments
      WHERE state = 'running' AND kind IN ('bank', 'places') AND starts_at <= ${to} AND ends_at > ${from}
      ORDER BY id FOR UPDATE`),
  );
  if (!running.length) return;
  // A game missing from the catalogue earns no points (the casino adds its games there before they take bets).
  const rates = await catalogueAttributes(tx, bets.map((b) => b.game));
  for (const t of running) {
    const start = new Date(t.starts_at).getTime();
    const end = new Date(t.ends_at).getTime();
    const own = bets.filter((b) => b.createdAt.getTime() >= start && b.createdAt.getTime() < end);
    if (!own.length) continue;
    const byUser = new Map<number, number>();
    let total = 0;
    let stakes = 0;
    let revenue = 0;
    for (const bet of own) {
      const points = pointsX10000(bet.amount, rates.get(bet.game)?.tournamentRateBp ?? 0);
      stakes += bet.amount;
      revenue += bet.amount - bet.win;
      if (points <= 0) continue;
      byUser.set(bet.userId, (byUser.get(bet.userId) ?? 0) + points);
      total += points;
    }
    // Hundredths of a kopeck: stakes × bp / 10⁴ kopecks × 100, cut once per batch.
    const grow1 = Math.floor((stakes * Number(t.prize1_bp)) / 100);
    const grow2 = Math.floor((stakes * Number(t.prize2_bp)) / 100);
    await tx.execute(sql`
      UPDATE tournaments SET total_points_x10000 = total_points_x10000 + ${total}, revenue = revenue + ${revenue},
        prize1_x100 = prize1_x100 + ${grow1}, prize2_x100 = prize2_x100 + ${grow2}
      WHERE id = ${t.id}`);
    if (byUser.size) {
      // Players in id order, like the rest of the counting transaction.
      const rows = [...byUser.entries()].sort((a, b) => a[0] - b[0]).map(([userId, points]) => sql`(${t.id}::bigint, ${userId}::bigint, ${points}::bigint)`);
      await tx.execute(sql`
        INSERT INTO tournament_points (tournament_id, user_id, points_x10000) VALUES ${sql.join(rows, sql`, `)}
        ON CONFLICT (tournament_id, user_id) DO UPDATE SET points_x10000 = tournament_points.points_x10000 + EXCLUDED.points_x10000, updated_at = now()`);
    }
    const id = Number(t.id);
    if (now.getTime() - (lastPushed.get(id) ?? 0) < PUSH_EVERY_MS) continue;
    lastPushed.set(id, now.getTime());
    const [fresh] = rowsOf<TournamentRow>(await tx.execute(sql`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ${id}`));
    await emit(tx, [{ type: 'push', payload: { channel: BROADCAST_CHANNEL, data: { tournament: await viewOf(tx, fresh!, noReferralRanking) } } }]);
  }
}
