import { rowsOf, sql, type Database, type Executor } from '@azart/db';
import type { AdminTournament, AdminTournamentList, Tournament, TournamentKind, TournamentState, TournamentTerms } from '@azart/contracts';
import { record } from '../audit/index.ts';
import { DomainError } from '../../shared/errors.ts';
import { pointsShown } from './rates.ts';
import { bankOf, noReferralRanking, normalise, prizesOf, ratePerPoint, scoreShown, TOURNAMENT_COLUMNS, viewOf, type ReferralRanking, type TournamentRow } from './standings.ts';

export type Actor = { id: number; ip: string };

/** Prizes are stored in hundredths of a kopeck (they grow by fractions); an admin sets whole kopecks. */
const x100 = (kopecks: number | undefined) => (kopecks === undefined ? undefined : kopecks * 100);

/**
 * A tournament beside the default periods' ones (issue 14: "admin can create
 * others"), audited in the same transaction. It accrues points, is settled
 * and paid like the others.
 */
export async function createTournament(db: Database, actor: Actor, input: TournamentTerms & { kind: TournamentKind; startsAt: string; endsAt: string }, referral: ReferralRanking, now = new Date()): Promise<Tournament> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (!(endsAt > startsAt) || endsAt <= now) throw new DomainError('tournament_dates_invalid', { status: 422, field: 'endsAt' });
  return db.transaction(async (tx) => {
    const [row] = rowsOf<TournamentRow>(
      await tx.execute(sql`
        INSERT INTO tournaments (kind, starts_at, ends_at, bank, bank_revenue_bp, prize1_x100, prize2_x100, prize1_bp, prize2_bp)
        VALUES (${input.kind}, ${startsAt.toISOString()}, ${endsAt.toISOString()}, ${input.bank ?? null}, ${input.bankRevenueBp ?? 0},
          ${x100(input.prize1) ?? 0}, ${x100(input.prize2) ?? 0}, ${input.prize1Bp ?? 0}, ${input.prize2Bp ?? 0})
        RETURNING ${TOURNAMENT_COLUMNS}`),
    );
    await record(tx, { actorId: actor.id, action: 'tournament.create', target: { type: 'tournament', id: Number(row!.id) }, details: { ...input }, ip: actor.ip });
    return viewOf(tx, row!, referral);
  });
}

/**
 * Sets the terms of a running tournament: the award store's prizes (kind
 * places) or the bank. Refused once the tournament has ended (its results are
 * final, bonuses.md §8). Under the row lock the settlement also takes, so a
 * change lands wholly before or after the places are fixed.
 */
export async function updateTournament(db: Database, actor: Actor, id: number, terms: TournamentTerms, referral: ReferralRanking = noReferralRanking): Promise<Tournament> {
  return db.transaction(async (tx) => {
    const [locked] = rowsOf<{ state: string }>(await tx.execute(sql`SELECT state FROM tournaments WHERE id = ${id} FOR UPDATE`));
    if (!locked) throw new DomainError('not_found', { status: 404 });
    if (locked.state !== 'running') throw new DomainError('tournament_ended', { status: 409 });
    const sets = [
      terms.bank !== undefined ? sql`bank = ${terms.bank}` : null,
      terms.bankRevenueBp !== undefined ? sql`bank_revenue_bp = ${terms.bankRevenueBp}` : null,
      terms.prize1 !== undefined ? sql`prize1_x100 = ${x100(terms.prize1)}` : null,
      terms.prize2 !== undefined ? sql`prize2_x100 = ${x100(terms.prize2)}` : null,
      terms.prize1Bp !== undefined ? sql`prize1_bp = ${terms.prize1Bp}` : null,
      terms.prize2Bp !== undefined ? sql`prize2_bp = ${terms.prize2Bp}` : null,
    ].filter((s) => s !== null);
    if (sets.length) await tx.execute(sql`UPDATE tournaments SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
    await record(tx, { actorId: actor.id, action: 'tournament.update', target: { type: 'tournament', id }, details: { ...terms }, ip: actor.ip });
    const [row] = rowsOf<TournamentRow>(await tx.execute(sql`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ${id}`));
    return viewOf(tx, row!, referral);
  });
}

/** How deep a referral tournament's ranking is read to count its participants and their deposits in the list. */
const REFERRAL_LIST_DEPTH = 1000;

type ListedRow = TournamentRow & { key: string | null; created_at: string | Date; prize1_bp: number; prize2_bp: number; participants: number | string; paid: number | string };

/**
 * `GET /api/admin/tournaments`: every tournament, newest first (by id), a
 * page at a time, narrowed by state and kind; each with its terms, its bank
 * and points now (the settlement's own figures once ended), its participants
 * and the prizes posted so far. A referral tournament's participants and
 * deposits come from the pluggable ranking (its first 1000 referrers).
 */
export async function listTournaments(
  exec: Executor,
  query: { state?: TournamentState; kind?: TournamentKind; limit: number; offset: number },
  referral: ReferralRanking,
): Promise<AdminTournamentList> {
  const conditions = [query.state ? sql`state = ${query.state}` : null, query.kind ? sql`kind = ${query.kind}` : null].filter((c) => c !== null);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const rows = rowsOf<ListedRow>(
    await exec.execute(sql`
      SELECT ${TOURNAMENT_COLUMNS}, key, created_at, prize1_bp, prize2_bp,
        (SELECT count(*) FROM tournament_points p WHERE p.tournament_id = t.id AND p.points_x10000 > 0) AS participants,
        (SELECT COALESCE(sum(o.reward), 0) FROM tournament_payouts o WHERE o.tournament_id = t.id AND o.paid_at IS NOT NULL) AS paid
      FROM tournaments t ${where} ORDER BY id DESC LIMIT ${query.limit} OFFSET ${query.offset}`),
  );
  const total = rowsOf<{ n: number }>(await exec.execute(sql`SELECT count(*)::int AS n FROM tournaments ${where}`))[0]?.n ?? 0;
  const items: AdminTournament[] = [];
  for (const raw of rows) {
    const row = normalise(raw);
    const bank = bankOf(row);
    let totalPoints = pointsShown(row.total_points_x10000);
    let participants = Number(raw.participants);
    if (row.kind === 'referral') {
      const ranking = await referral(exec, { from: new Date(row.starts_at), to: new Date(row.ends_at) }, REFERRAL_LIST_DEPTH);
      participants = ranking.length;
      totalPoints = scoreShown('referral', ranking.reduce((sum, r) => sum + r.amount, 0));
    }
    const rate = row.kind !== 'bank' ? 0 : row.state === 'running' ? ratePerPoint(bank, row.total_points_x10000) : (row.rate_per_point ?? 0);
    items.push({
      id: row.id, kind: row.kind, state: row.state, period: raw.key, startsAt: new Date(row.starts_at).toISOString(), endsAt: new Date(row.ends_at).toISOString(),
      createdAt: new Date(raw.created_at).toISOString(), bank, fixedBank: row.bank, bankRevenueBp: row.bank_revenue_bp, prizes: prizesOf(row),
      prizeGrowthBp: { '1': Number(raw.prize1_bp), '2': Number(raw.prize2_bp) }, totalPoints, ratePerPoint: rate, participants, paid: Number(raw.paid),
    });
  }
  return { items, total: Number(total) };
}
