import { rowsOf, sql, type Database } from '@azart/db';
import { BROADCAST_CHANNEL } from '@azart/contracts';
import { postingKey, HOUSE, post } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import { bankOf, bankReward, normalise, prizesOf, ratePerPoint, TOURNAMENT_COLUMNS, viewOf, type ReferralRanking, type TournamentRow } from './standings.ts';
import { ensureCurrentTournaments } from './terms.ts';

/**
 * Settlement waits this long after a period's end: the bet counting trails
 * bets by under a second normally, by longer after a restart; bets of the
 * period counted after this no longer add points (the tournament is fixed).
 */
export const GRACE_MS = 2 * 60_000;
/** Payouts posted per transaction: each has its own ledger key, so a crash loses at most a batch's progress, never pays twice. */
const PAY_BATCH = 100;

export type SettleDeps = { referral: ReferralRanking; afterPay?: () => void };

/**
 * The tournaments job (every minute; any process, any number at once):
 * opens the current periods' tournaments, fixes the places of those ended
 * (once: under the tournament's row lock, only from `running`), and pays
 * every place through the ledger from `house:tournament_expense`, each with
 * the key `tournament:{id}:{userId}` — a repeat of the same key is the first
 * posting, so two processes or a re-run after a crash never pay twice. The
 * tournament turns `paid` when no payout is left. Returns the ids paid off.
 */
export async function settleTournaments(db: Database, deps: SettleDeps, now = new Date()): Promise<number[]> {
  await ensureCurrentTournaments(db, now);
  const due = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT id FROM tournaments WHERE state IN ('running', 'paying') AND ends_at <= ${new Date(now.getTime() - GRACE_MS).toISOString()} ORDER BY id`),
  );
  const paidOff: number[] = [];
  for (const { id } of due) {
    await fixPlaces(db, Number(id), deps);
    if (await payOut(db, Number(id), deps)) paidOff.push(Number(id));
  }
  return paidOff;
}

/** Ranks an ended tournament and writes its payouts, once. */
export async function fixPlaces(db: Database, id: number, deps: SettleDeps): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = rowsOf<TournamentRow>(await tx.execute(sql`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ${id} FOR UPDATE`));
    if (!locked || locked.state !== 'running') return;
    const row = normalise(locked);
    const bank = bankOf(row);
    let rate: number | null = null;
    let payouts: { userId: number; score: number; reward: number }[];
    if (row.kind === 'referral') {
      const ranking = await deps.referral(tx, { from: new Date(row.starts_at), to: new Date(row.ends_at) }, 2);
      const prizes = prizesOf(row);
      payouts = ranking.slice(0, 2).map((r, i) => ({ userId: r.userId, score: r.amount, reward: i === 0 ? prizes['1'] : prizes['2'] }));
    } else {
      // Kind bank pays every participant (points × rate); kind places the first two.
      const ranked = rowsOf<{ user_id: number; points_x10000: number }>(
        await tx.execute(sql`
          SELECT user_id, points_x10000 FROM tournament_points WHERE tournament_id = ${id} AND points_x10000 > 0
          ORDER BY points_x10000 DESC, user_id ${row.kind === 'places' ? sql`LIMIT 2` : sql``}`),
      ).map((r) => ({ userId: Number(r.user_id), points: Number(r.points_x10000) }));
      if (row.kind === 'bank') {
        // The rate from the points actually ranked (equal to the running total, which the same transactions kept).
        rate = ratePerPoint(bank, ranked.reduce((sum, r) => sum + r.points, 0));
        payouts = ranked.map((r) => ({ userId: r.userId, score: r.points, reward: bankReward(r.points, rate!) }));
      } else {
        const prizes = prizesOf(row);
        payouts = ranked.map((r, i) => ({ userId: r.userId, score: r.points, reward: i === 0 ? prizes['1'] : prizes['2'] }));
      }
    }
    if (payouts.length) {
      const values = payouts.map((p, i) => sql`(${id}::bigint, ${i + 1}::int, ${p.userId}::bigint, ${p.score}::bigint, ${p.reward}::bigint)`);
      await tx.execute(sql`INSERT INTO tournament_payouts (tournament_id, place, user_id, score, reward) VALUES ${sql.join(values, sql`, `)}`);
    }
    await tx.execute(sql`UPDATE tournaments SET state = 'paying', final_bank = ${bank}, rate_per_point = ${rate} WHERE id = ${id}`);
  });
}

/**
 * Pays what is left of a fixed tournament; true when it is now (or already
 * was) paid off. A batch waits for payouts another run holds rather than
 * skipping them, so a run returns only once every payout is paid: the job's
 * result (and a test's) does not depend on which run paid which place.
 */
export async function payOut(db: Database, id: number, deps: Pick<SettleDeps, 'afterPay'>): Promise<boolean> {
  for (;;) {
    const paid = await db.transaction(async (tx) => {
      const batch = rowsOf<{ place: number; user_id: number; reward: number }>(
        await tx.execute(sql`
          SELECT place, user_id, reward FROM tournament_payouts WHERE tournament_id = ${id} AND paid_at IS NULL AND reward > 0
          ORDER BY place LIMIT ${PAY_BATCH} FOR UPDATE`),
      );
      if (!batch.length) return 0;
      await post(
        tx,
        batch.map((p) => ({
          key: postingKey.tournamentPrize(id, Number(p.user_id)),
          code: 'tournament_prize' as const,
          meta: { tournamentId: id, place: Number(p.place) },
          legs: [{ player: { userId: Number(p.user_id), kind: 'main' as const }, amount: Number(p.reward) }, { house: HOUSE.tournamentExpense, amount: -Number(p.reward) }],
        })),
      );
      await tx.execute(sql`UPDATE tournament_payouts SET paid_at = now() WHERE tournament_id = ${id} AND place IN (${sql.join(batch.map((p) => sql`${Number(p.place)}`), sql`, `)})`);
      await emit(tx, batch.map((p) => ({ type: 'balance_changed' as const, payload: { userId: Number(p.user_id) } })));
      return batch.length;
    });
    if (paid) deps.afterPay?.();
    if (paid < PAY_BATCH) break;
  }
  return db.transaction(async (tx) => {
    // Paid off when no payout is left unpaid: the batches above waited for those another run held, so none is in flight.
    const done = rowsOf<TournamentRow>(
      await tx.execute(sql`
        UPDATE tournaments SET state = 'paid', paid_at = now()
        WHERE id = ${id} AND state = 'paying'
          AND NOT EXISTS (SELECT 1 FROM tournament_payouts WHERE tournament_id = ${id} AND paid_at IS NULL AND reward > 0)
        RETURNING ${TOURNAMENT_COLUMNS}`),
    );
    if (done[0]) {
      await emit(tx, [{ type: 'push', payload: { channel: BROADCAST_CHANNEL, data: { tournament: await viewOf(tx, done[0], async () => []) } } }]);
      return true;
    }
    const [state] = rowsOf<{ state: string }>(await tx.execute(sql`SELECT state FROM tournaments WHERE id = ${id}`));
    return state?.state === 'paid';
  });
}
