import { rowsOf, sql, type Database } from '@azart/db';
import type { MyTournaments, TournamentsInit } from '@azart/contracts';
import { pointsShown } from './rates.ts';
import { bankOf, normalise, rewardOf, ratePerPoint, scoreShown, TOURNAMENT_COLUMNS, viewOf, type ReferralRanking, type TournamentRow } from './standings.ts';
import { ensureCurrentTournaments } from './terms.ts';

/** Ended tournaments listed in the history. */
const HISTORY_SIZE = 12;
/** How deep the referral ranking is searched for the player's own place. */
const REFERRAL_DEPTH = 1000;

async function running(db: Database): Promise<TournamentRow[]> {
  return rowsOf<TournamentRow>(await db.execute(sql`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments WHERE state = 'running' ORDER BY ends_at, id`)).map(normalise);
}

/**
 * `GET /api/bonus/tournaments/init` (public): the running tournaments with
 * their first 50, the award store (the running places tournament's prizes)
 * and the history of ended ones with their payouts. Opens the current
 * periods' tournaments first so that a fresh deployment shows them before the
 * job's first run (idempotent inserts).
 */
export async function tournamentsInit(db: Database, referral: ReferralRanking, now = new Date()): Promise<TournamentsInit> {
  await ensureCurrentTournaments(db, now);
  const current = await running(db);
  const ended = rowsOf<TournamentRow>(
    await db.execute(sql`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments WHERE state <> 'running' ORDER BY ends_at DESC, id DESC LIMIT ${HISTORY_SIZE}`),
  );
  const tournaments = await Promise.all(current.map((row) => viewOf(db, row, referral)));
  const history = await Promise.all(ended.map((row) => viewOf(db, row, referral)));
  const store = tournaments.find((t) => t.kind === 'places');
  return {
    award: {
      places: store?.prizes ?? { '1': 0, '2': 0 },
      bank: store ? store.prizes['1'] + store.prizes['2'] : 0,
      tournamentId: store?.id ?? null,
      endsAt: store?.endsAt ?? null,
    },
    tournaments,
    history,
  };
}

/** `GET /api/bonus/tournaments/my`: the player's points, place and expected reward in each running tournament. */
export async function myTournaments(db: Database, userId: number, referral: ReferralRanking): Promise<MyTournaments> {
  const result: MyTournaments['tournaments'] = [];
  for (const row of await running(db)) {
    if (row.kind === 'referral') {
      const ranking = await referral(db, { from: new Date(row.starts_at), to: new Date(row.ends_at) }, REFERRAL_DEPTH);
      const index = ranking.findIndex((r) => r.userId === userId);
      const place = index < 0 ? null : index + 1;
      result.push({ id: row.id, points: index < 0 ? 0 : scoreShown('referral', ranking[index]!.amount), place, expectedReward: place ? rewardOf(row, place, 0, 0) : 0 });
      continue;
    }
    const [mine] = rowsOf<{ points_x10000: number; ahead: number }>(
      await db.execute(sql`
        SELECT m.points_x10000,
          (SELECT count(*) FROM tournament_points o WHERE o.tournament_id = m.tournament_id AND o.points_x10000 > 0
             AND (o.points_x10000 > m.points_x10000 OR (o.points_x10000 = m.points_x10000 AND o.user_id < m.user_id))) AS ahead
        FROM tournament_points m WHERE m.tournament_id = ${row.id} AND m.user_id = ${userId}`),
    );
    const points = Number(mine?.points_x10000 ?? 0);
    const place = points > 0 ? Number(mine!.ahead) + 1 : null;
    const rate = row.kind === 'bank' ? ratePerPoint(bankOf(row), row.total_points_x10000) : 0;
    result.push({ id: row.id, points: pointsShown(points), place, expectedReward: place ? rewardOf(row, place, points, rate) : 0 });
  }
  return { tournaments: result };
}
